import DarkroomCatalog
import DarkroomManifest
import DarkroomPNG
import Foundation
import Testing
@testable import DarkroomSnapshot

/// verify: each kind of failure, the sentences explaining layout changes, the environment
/// check and the report folder.
@Suite struct VerifierTests {
    /// A store recorded from `catalog`, with the context and variants to verify it.
    struct Recorded {
        let ws: Workspace
        let context: RenderContext
        let store: SnapshotStore
        let variants: [Variant]
        let components: [String]

        init(_ name: String, catalog: Catalog = TestCatalog.catalog(), components: [String] = []) throws {
            ws = try Workspace(name)
            context = try ws.context(catalog)
            store = ws.store()
            self.components = components
            variants = try ws.select(context) { $0.components = components }
            try ws.render(context, into: store, variants: variants)
        }

        func verify(_ context: RenderContext? = nil, whole: Bool = false, report: String? = nil) throws -> VerifyOutcome {
            let context = context ?? self.context
            var verifier = Verifier(context: context, store: store, scales: [1], jobs: 2)
            verifier.reportDirectory = report
            let variants = try ws.select(context) { $0.components = components }
            let all = whole ? VariantMatrix.all(context.catalog, brands: context.brands, themes: context.themes) : nil
            return try verifier.run(variants, staleCheck: all)
        }

        /// Verifies after changing the renderer fingerprint the store's manifest records (as if
        /// another machine had recorded the references); the change stays for later calls.
        func verify(recordedBy change: (inout RendererFingerprint) -> Void) throws -> VerifyOutcome {
            var manifest = try #require(try store.readManifest())
            change(&manifest.renderer)
            try store.writeManifest(manifest)
            return try verify()
        }

        func failure(_ outcome: VerifyOutcome, _ id: String) -> VerifyFailure? {
            let found = outcome.report.failures.first { $0.id == id }
            if found == nil { Issue.record("no failure for \(id); failures: \(outcome.report.failures.map(\.id))") }
            return found
        }
    }

    @Test("a freshly rendered store verifies clean")
    func clean() throws {
        let r = try Recorded("clean")
        let outcome = try r.verify(whole: true)
        #expect(outcome.isClean)
        #expect(outcome.report.failures.isEmpty)
        #expect(outcome.report.environmentChange.isEmpty)
        #expect(outcome.checked == TestCatalog.variantCount)
        #expect(outcome.report.passed == TestCatalog.variantCount)
    }

    @Test("one changed pixel fails as kind pixels with exactly one mismatched pixel and no layout change")
    func onePixel() throws {
        let r = try Recorded("one-pixel", components: ["Dot"])
        let id = "Dot/md-round-beta-dark-rtl@1x"
        try changeOnePixel(r.store.path(id + ".png"), x: 0, y: 0)
        let outcome = try r.verify()
        #expect(!outcome.isClean)
        #expect(outcome.report.failures.count == 1)
        let failure = try #require(r.failure(outcome, id))
        #expect(failure.kind == .pixels)
        #expect(failure.mismatchedPixels == 1)
        // (0,0) is in the canvas inset, outside the dot.
        #expect(failure.changes == ["layout unchanged: only pixels differ (painting, icons or fonts)",
                                    "pixels differ outside every painted node: 1 pixel in (0,0)-(0,0)"])
        #expect(outcome.failedIDs == [id])
        #expect(outcome.report.passed == 31)
    }

    @Test("a one-pixel change inside a shape names that node, though the layouts agree")
    func onePixelNamesTheNode() throws {
        let r = try Recorded("one-pixel-node", components: ["Dot"])
        let id = "Dot/md-square-alpha-light-ltr@1x"
        let image = try PNGDecoder.decode(contentsOf: r.store.path(id + ".png"))
        let (x, y) = try changeOnePixel(r.store.path(id + ".png"), x: image.width / 2, y: image.height / 2)
        let failure = try #require(r.failure(try r.verify(), id))
        #expect(failure.mismatchedPixels == 1)
        // The dot is the root view (padded by the canvas inset), so its node id is "root".
        let scene = SnapshotWorker(context: r.context).scene(for: try #require(
            VariantMatrix.all(r.context.catalog, brands: r.context.brands, themes: r.context.themes).first { $0.snapshotID(scale: 1) == id }))
        var shapeIDs: [String] = []
        scene.root.visit { if case .shape = $0.content { shapeIDs.append($0.id) } }
        #expect(shapeIDs == ["root"])
        #expect(failure.changes.last == "pixels differ in root: 1 pixel in (\(x),\(y))-(\(x),\(y))")
    }

    @Test("a tolerance of one lets a one-pixel change pass")
    func tolerance() throws {
        let r = try Recorded("tolerance", components: ["Dot"])
        try changeOnePixel(r.store.path("Dot/sm-square-alpha-light-ltr@1x.png"))
        var verifier = Verifier(context: r.context, store: r.store, scales: [1], jobs: 1)
        verifier.options = VerifyOptions(tolerance: 1)
        #expect(try verifier.run(r.variants, staleCheck: nil).isClean)
    }

    @Test("a label that now wraps is explained: the text went from 1 to 2 lines and resized")
    func reflowedText() throws {
        let r = try Recorded("reflow", catalog: TestCatalog.catalog(ShortLabel.self), components: ["Badge"])
        let outcome = try r.verify(try r.ws.context(TestCatalog.catalog(LongLabel.self)))
        #expect(outcome.report.failures.count == TestCatalog.badgeVariantCount)
        let failure = try #require(r.failure(outcome, "Badge/plain-sm-alpha-light-ltr@1x"))
        #expect(failure.kind == .size, "a taller label makes a taller canvas")
        #expect(failure.changes.first?.hasPrefix("size changed from ") == true)
        #expect(failure.changes.contains { $0.contains("label") && $0.contains("went from 1 to 2 lines") }, "\(failure.changes)")
        #expect(failure.changes.contains { $0.contains("label") && $0.contains("resized") }, "\(failure.changes)")
        #expect(failure.changes.contains { $0.hasPrefix("canvas changed") }, "\(failure.changes)")
    }

    @Test("a bigger swatch is explained: the swatch resized and the label moved")
    func movedAndResized() throws {
        let r = try Recorded("moved", catalog: TestCatalog.catalog(ShortLabel.self), components: ["Badge"])
        let outcome = try r.verify(try r.ws.context(TestCatalog.catalog(BigSwatch.self)))
        let failure = try #require(r.failure(outcome, "Badge/accent-sm-beta-dark-ltr@1x"))
        #expect(failure.changes.contains { $0.contains("swatch resized from 10x10 to 15x15") }, "\(failure.changes)")
        #expect(failure.changes.contains { $0.contains("label moved from") }, "\(failure.changes)")
    }

    @Test("a changed colour token is explained as a fill change of the swatch, with both colours")
    func colourChanged() throws {
        let r = try Recorded("colour", components: ["Badge"])
        try r.ws.writeTokens(alphaLightAccent: "#AA0000")
        let outcome = try r.verify(try r.ws.context())
        #expect(outcome.report.failures.count == 4, "only alpha/light accent badges use the token")
        let failure = try #require(r.failure(outcome, "Badge/accent-lg-alpha-light-rtl@1x"))
        #expect(failure.kind == .pixels)
        #expect(failure.mismatchedPixels > 0)
        #expect(failure.changes.contains { $0.contains("swatch fill changed from #2E7D32") && $0.contains("#AA0000") },
                "\(failure.changes)")
        #expect(!failure.changes.contains { $0.contains("label") }, "the label did not change: \(failure.changes)")
    }

    @Test("a corrupt reference is unreadable, with a message naming the file")
    func corrupt() throws {
        let r = try Recorded("corrupt", components: ["Dot"])
        let id = "Dot/sm-round-alpha-dark-ltr@1x"
        try writeBytes(Array("not a png at all".utf8), r.store.path(id + ".png"))
        let failure = try #require(r.failure(try r.verify(), id))
        #expect(failure.kind == .unreadable)
        #expect(failure.changes.joined().contains(r.store.path(id + ".png")), "\(failure.changes)")
    }

    @Test("a truncated reference is unreadable, with a message naming the file")
    func truncated() throws {
        let r = try Recorded("truncated", components: ["Dot"])
        let id = "Dot/md-square-beta-light-rtl@1x"
        let png = try #require(bytes(r.store.path(id + ".png")))
        try writeBytes(Array(png.prefix(png.count / 2)), r.store.path(id + ".png"))
        let failure = try #require(r.failure(try r.verify(), id))
        #expect(failure.kind == .unreadable)
        #expect(failure.changes.joined().contains(r.store.path(id + ".png")), "\(failure.changes)")
    }

    @Test("a reference of another size fails as kind size, naming both sizes")
    func wrongSize() throws {
        let r = try Recorded("size", components: ["Dot"])
        let id = "Dot/sm-square-alpha-dark-rtl@1x"
        let real = try PNGDecoder.decode(contentsOf: r.store.path(id + ".png"))
        try writeBytes(PNGEncoder.encode(RGBAImage(width: 3, height: 5, fill: (0, 0, 0, 255))), r.store.path(id + ".png"))
        let failure = try #require(r.failure(try r.verify(), id))
        #expect(failure.kind == .size)
        #expect(failure.changes.first == "size changed from 3x5 to \(real.width)x\(real.height)")
    }

    @Test("a missing reference fails as kind missing")
    func missing() throws {
        let r = try Recorded("missing", components: ["Dot"])
        let id = "Dot/md-round-alpha-light-ltr@1x"
        try FileManager.default.removeItem(atPath: r.store.path(id + ".png"))
        let outcome = try r.verify()
        let failure = try #require(r.failure(outcome, id))
        #expect(failure.kind == .missing)
        #expect(outcome.report.failures.count == 1)
    }

    @Test("stale references are reported when the whole matrix is verified, and not for filtered runs")
    func stale() throws {
        let r = try Recorded("stale")
        try FileManager.default.copyItem(atPath: r.store.path("Dot/sm-round-alpha-dark-ltr@1x.png"),
                                         toPath: r.store.path("Dot/lg-round-alpha-dark-ltr@1x.png"))
        let whole = try r.verify(whole: true)
        let failure = try #require(r.failure(whole, "Dot/lg-round-alpha-dark-ltr@1x"))
        #expect(failure.kind == .stale)
        #expect(failure.changes.joined().contains("darkroom prune"))
        #expect(whole.report.failures.count == 1)
        #expect(whole.failedIDs.isEmpty, "stale files are not failures to re-record")
        #expect(whole.report.passed == TestCatalog.variantCount)
        #expect(try r.verify(whole: false).isClean)
    }

    @Test("a different renderer fingerprint in the manifest is reported as an environment change")
    func environmentChange() throws {
        let r = try Recorded("environment", components: ["Dot"])
        let cairo = try #require(r.context.fingerprint.libraries["cairo"])
        let outcome = try r.verify { renderer in
            renderer.libraries["cairo"] = "0.0.1"
            renderer.fonts["Roboto-Regular.ttf"] = String(repeating: "0", count: 64)
            renderer.fonts["Old-Font.ttf"] = String(repeating: "1", count: 64)
            renderer.fonts["Roboto-Bold.ttf"] = nil
        }
        #expect(outcome.report.failures.isEmpty, "the pixels are the same")
        #expect(!outcome.isClean)
        let change = outcome.report.environmentChange
        #expect(change.contains("cairo 0.0.1 -> \(cairo)"), "\(change)")
        #expect(change.contains("font Roboto-Regular.ttf changed"), "\(change)")
        #expect(change.contains("font Old-Font.ttf is gone"), "\(change)")
        #expect(change.contains("font Roboto-Bold.ttf was added"), "\(change)")
    }

    @Test("other PNG encoding libraries (ISA-L on another CPU class, zlib, libpng) are a note, not a change: the pixels decide")
    func encodingChangeIsANote() throws {
        let r = try Recorded("encoding", components: ["Dot"])
        let isal = try #require(r.context.fingerprint.libraries["isa-l"])
        let outcome = try r.verify { renderer in
            renderer.libraries["isa-l"] = "2.30.0 x86-64 without SSE4.2"
            renderer.libraries["zlib"] = "1.2.11"
        }
        #expect(outcome.isClean, "\(outcome.report.environmentChange)")
        #expect(outcome.report.environmentChange.isEmpty)
        #expect(outcome.encodingChange.contains("isa-l 2.30.0 x86-64 without SSE4.2 -> \(isal)"), "\(outcome.encodingChange)")
        #expect(outcome.encodingChange.contains { $0.hasPrefix("zlib 1.2.11 -> ") }, "\(outcome.encodingChange)")
        // A drawing library still fails verify, beside the note.
        let changed = try r.verify { $0.libraries["pango"] = "0.0.1" }
        #expect(!changed.isClean)
        #expect(changed.report.environmentChange.count == 1 && changed.report.environmentChange[0].hasPrefix("pango 0.0.1 -> "))
        #expect(changed.encodingChange.count == 2)
    }

    @Test("the report folder holds expected, actual, diff and triptych images and report.json")
    func reportFolder() throws {
        let r = try Recorded("report", components: ["Dot"])
        let id = "Dot/md-square-alpha-light-ltr@1x"
        try changeOnePixel(r.store.path(id + ".png"), x: 2, y: 3)
        let missingID = "Dot/sm-round-beta-dark-rtl@1x"
        try FileManager.default.removeItem(atPath: r.store.path(missingID + ".png"))
        let folder = r.ws.root + "/report"
        let outcome = try r.verify(report: folder)

        let failure = try #require(r.failure(outcome, id))
        #expect(failure.expected == id + "/expected.png")
        #expect(failure.actual == id + "/actual.png")
        #expect(failure.diff == id + "/diff.png")
        #expect(failure.triptych == id + "/triptych.png")
        let expected = try PNGDecoder.decode(contentsOf: folder + "/" + failure.expected!)
        let actual = try PNGDecoder.decode(contentsOf: folder + "/" + failure.actual!)
        let diff = try PNGDecoder.decode(contentsOf: folder + "/" + failure.diff!)
        let triptych = try PNGDecoder.decode(contentsOf: folder + "/" + failure.triptych!)
        #expect(bytes(folder + "/" + failure.expected!) == bytes(r.store.path(id + ".png")))
        #expect(expected.width == actual.width && diff.width == actual.width)
        #expect(triptych.width == 3 * actual.width + 2 * 4)
        #expect(triptych.height == actual.height)
        #expect(expected.pixel(x: 2, y: 3) != actual.pixel(x: 2, y: 3))

        let missing = try #require(r.failure(outcome, missingID))
        #expect(missing.kind == .missing)
        #expect(missing.expected == nil)
        #expect(missing.actual == missingID + "/actual.png")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + missing.actual!))

        let json = try #require(bytes(folder + "/report.json"))
        let report = try JSONDecoder().decode(VerifyReport.self, from: Data(json))
        #expect(report == outcome.report)
        #expect(report.failures.map(\.kind) == [.missing, .pixels], "failures are sorted by kind, then id")
    }
}
