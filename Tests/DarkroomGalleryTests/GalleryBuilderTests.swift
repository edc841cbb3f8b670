import DarkroomManifest
import Foundation
import Testing
@testable import DarkroomGallery

@Suite struct GalleryBuilderTests {
    /// Builds the small synthetic store and its gallery once per test.
    static func build(_ name: String) throws -> (SyntheticStore, String, GallerySummary) {
        let tmp = SyntheticStore.temporaryFolder(name)
        let store = try SyntheticStore(root: tmp + "/in")
        let out = tmp + "/site"
        let summary = try GalleryBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory,
                                         report: store.report, reportDirectory: store.reportDirectory).write(to: out)
        return (store, out, summary)
    }

    @Test("writes the index, a page, a playground and a data file per component, assets, review and every image")
    func writesTheSite() throws {
        let (store, out, summary) = try Self.build("site")
        let files = Set(allFiles(under: out))
        for page in ["index.html", "review.html", "components/InputCheckboxBase.html", "components/ChipBase.html",
                     "components/InputCheckboxBase-playground.html", "components/ChipBase-playground.html", "assets/playground.js",
                     "data/catalog.js", "data/report.js", "data/components/ChipBase.js",
                     "assets/gallery.css", "assets/common.js", "assets/index.js", "assets/component.js", "assets/review.js"] {
            #expect(files.contains(page), "missing \(page)")
        }
        for s in store.manifest.snapshots {
            #expect(files.contains("store/\(s.file)"))
            #expect(files.contains("store/\(s.sidecar)"))
        }
        for f in store.report.failures {
            for path in [f.expected, f.actual, f.diff, f.triptych].compactMap({ $0 }) { #expect(files.contains("report/\(path)")) }
        }
        #expect(summary.components == 2)
        #expect(summary.snapshots == store.manifest.snapshots.count)
        #expect(summary.pages == 6, "index, review, and a page and a playground per component")
        #expect(summary.failures == 3)
        // Copies are byte-identical to the store.
        let first = store.manifest.snapshots[0]
        #expect(FileManager.default.contents(atPath: "\(out)/store/\(first.file)")
                == FileManager.default.contents(atPath: "\(store.storeDirectory)/\(first.file)"))
    }

    @Test("the hostile label never appears raw in any generated file, only escaped")
    func escapesCatalogueStrings() throws {
        let (_, out, _) = try Self.build("escape")
        for file in allFiles(under: out) where [".html", ".js", ".css", ".json", ".md"].contains(where: file.hasSuffix) {
            let content = text("\(out)/\(file)")
            #expect(!content.contains("<script>alert"), "raw <script> label in \(file)")
            #expect(!content.contains("</script> \""), "raw label tail in \(file)")
        }
        let page = text("\(out)/components/ChipBase.html")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot; &amp; ampersands"))
        let data = text("\(out)/data/components/ChipBase.js")
        #expect(data.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e \"quotes\" \u0026 ampersands"#))
    }

    @Test("embedded data decodes back to the catalogue strings")
    func dataRoundTrips() throws {
        let (_, out, _) = try Self.build("roundtrip")
        let script = text("\(out)/data/catalog.js")
        let prefix = "window.DARKROOM_CATALOG = "
        #expect(script.hasPrefix(prefix))
        let json = script.dropFirst(prefix.count).dropLast(2) // ";\n"
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let components = object?["components"] as? [[String: Any]]
        let chip = components?.first { $0["name"] as? String == "ChipBase" }
        #expect((chip?["summary"] as? String) == "Filter chip. Label: \(SyntheticStore.hostile)")
        #expect((chip?["thumbs"] as? [Any])?.isEmpty == false)

        let component = text("\(out)/data/components/InputCheckboxBase.js")
        let componentPrefix = "window.DARKROOM_COMPONENT = "
        let data = try JSONSerialization.jsonObject(with: Data(component.dropFirst(componentPrefix.count).dropLast(2).utf8)) as? [String: Any]
        let node = ((data?["a11ySets"] as? [[[String: Any]]])?.first?.first)
        #expect(node?["hit"] as? [Double] == [0, 0, 96, 44])
        #expect(node?["label"] as? String == "Accept terms")
        let shot = (data?["snapshots"] as? [[String: Any]])?.first
        // Matrix order: axis values as declared (sm before md, unchecked before checked).
        #expect(shot?["v"] as? [String] == ["sm", "unchecked", "acme", "dark", "ltr", "1"])
    }

    @Test("no temp files are left behind, and a second build over the first succeeds")
    func atomicWritesLeaveNoTemps() throws {
        let (store, out, _) = try Self.build("atomic")
        try GalleryBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory,
                           report: store.report, reportDirectory: store.reportDirectory).write(to: out)
        let temps = allFiles(under: out).filter { $0.contains(".tmp-") }
        #expect(temps.isEmpty, "left behind: \(temps)")
    }

    @Test("a store path with .. is refused and nothing is written outside the output folder")
    func refusesEscapingPaths() throws {
        let tmp = SyntheticStore.temporaryFolder("escape-path")
        let store = try SyntheticStore(root: tmp + "/in")
        var manifest = store.manifest
        manifest.snapshots[0].file = "../../victim.png"
        try Data("secret".utf8).write(to: URL(fileURLWithPath: tmp + "/victim.png"))
        let before = Set(allFiles(under: tmp))
        #expect(throws: GalleryError.unsafePath("../../victim.png")) {
            try GalleryBuilder(manifest: manifest, storeDirectory: store.storeDirectory, report: nil, reportDirectory: nil)
                .write(to: tmp + "/in/site")
        }
        let outside = Set(allFiles(under: tmp)).subtracting(before).filter { !$0.hasPrefix("in/site/") }
        #expect(outside.isEmpty, "written outside --out: \(outside)")

        var report = store.report
        report.failures[0].diff = "/etc/passwd"
        #expect(throws: GalleryError.unsafePath("/etc/passwd")) {
            try GalleryBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory, report: report,
                               reportDirectory: store.reportDirectory).write(to: tmp + "/in/site2")
        }
    }

    @Test("a missing PNG or report image fails with an error naming the file")
    func unreadableInputsNameTheFile() throws {
        let tmp = SyntheticStore.temporaryFolder("unreadable")
        let store = try SyntheticStore(root: tmp + "/in")
        let victim = store.manifest.snapshots[3]
        try FileManager.default.removeItem(atPath: "\(store.storeDirectory)/\(victim.file)")
        do {
            try GalleryBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory, report: nil, reportDirectory: nil)
                .write(to: tmp + "/site")
            Issue.record("expected an error")
        } catch let error as GalleryError {
            #expect(error.description.contains(victim.file), "\(error)")
        }
        do {
            try GalleryBuilder(manifest: store.manifest, storeDirectory: tmp + "/nowhere", report: nil, reportDirectory: nil)
                .write(to: tmp + "/site")
            Issue.record("expected an error")
        } catch let error as GalleryError {
            #expect(error.description.contains(tmp + "/nowhere"), "\(error)")
        }
        #expect(throws: GalleryError.self) { try ManifestFiles.loadReport(at: tmp + "/no-report.json") }
        do { _ = try ManifestFiles.loadManifest(at: "\(store.storeDirectory)/\(store.manifest.snapshots[0].sidecar)") } catch {
            #expect("\(error)".contains(store.manifest.snapshots[0].sidecar))
        }
    }

    @Test("the review page is only written with a report")
    func noReportNoReview() throws {
        let tmp = SyntheticStore.temporaryFolder("noreport")
        let store = try SyntheticStore(root: tmp + "/in")
        let summary = try GalleryBuilder(manifest: store.manifest, storeDirectory: store.storeDirectory).write(to: tmp + "/site")
        let files = Set(allFiles(under: tmp + "/site"))
        #expect(!files.contains("review.html"))
        #expect(summary.failures == nil)
        #expect(!text(tmp + "/site/index.html").contains("review.html"))
    }
}
