import DarkroomManifest
import DarkroomRaster
import DarkroomSnapshot
import Foundation
import Testing

/// Reports are untrusted input (issue 20): approve and merge follow no symbolic link, decode
/// and check every image, check every sidecar against its record's hash, take only ids the
/// catalogue produces and files where verify writes them, and need the report's renderer.
@Suite struct HostileReportTests {
    /// A store recorded, the accent token changed, and a verify report of the failures.
    func report(_ name: String) throws -> (ws: Workspace, context: RenderContext, store: SnapshotStore, folder: String, report: VerifyReport) {
        let ws = try Workspace(name)
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        try ws.writeTokens(alphaLightAccent: "#C62828")
        let context = try ws.context()
        var verifier = Verifier(context: context, store: store, scales: [1], jobs: 2)
        verifier.reportDirectory = ws.root + "/report"
        let outcome = try verifier.run(try ws.select(context), staleCheck: nil)
        #expect(outcome.report.failures.count > 2)
        return (ws, context, store, ws.root + "/report", outcome.report)
    }

    /// Replaces `path` with a symbolic link to `target`.
    func link(_ path: String, to target: String) throws {
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// Rewrites report.json with `change` applied.
    func rewrite(_ folder: String, _ change: (inout VerifyReport) -> Void) throws {
        var report = try JSONDecoder().decode(VerifyReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/report.json")))
        change(&report)
        try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: folder + "/report.json"))
    }

    func approveAll(_ t: (ws: Workspace, context: RenderContext, store: SnapshotStore, folder: String, report: VerifyReport)) throws {
        let approval = try Approval(reportDirectory: t.folder, store: t.store, context: t.context)
        try approval.approve(try approval.select(group: nil, ids: []))
    }

    func message(_ body: () throws -> Void) -> String {
        do { try body(); return "" } catch { return "\(error)" }
    }

    @Test("a symlinked actual.layout.txt (to a secret) is refused by approve, naming the link; nothing reaches the store")
    func symlinkedSidecarApprove() throws {
        let t = try report("hostile-link-sidecar")
        let secret = t.ws.root + "/id_ed25519"
        try writeBytes(Array("-----BEGIN OPENSSH PRIVATE KEY-----\n".utf8), secret)
        let first = t.report.failures[0]
        try link(t.folder + "/" + first.actualSidecar!, to: secret)
        let before = try stamps(t.store.root)
        let error = message { try approveAll(t) }
        #expect(error.contains("\(t.folder)/\(first.actualSidecar!)") && error.contains("symbolic link"), "\(error)")
        #expect(try stamps(t.store.root) == before, "nothing was written")
    }

    @Test("a symlinked actual.png (to a copy of the right image, so its hash matches) is refused by approve and merge")
    func symlinkedImage() throws {
        let t = try report("hostile-link-png")
        let first = t.report.failures[0]
        let copy = t.ws.root + "/elsewhere.png"
        try FileManager.default.copyItem(atPath: t.folder + "/" + first.actual!, toPath: copy)
        try link(t.folder + "/" + first.actual!, to: copy)
        #expect(message { try approveAll(t) }.contains("symbolic link"))
        let merge = message { _ = try ReportMerge.merge([t.folder], into: t.ws.root + "/merged", produced: t.context.producedSnapshotIDs) }
        #expect(merge.contains("symbolic link"), "\(merge)")
        #expect(!FileManager.default.fileExists(atPath: t.ws.root + "/merged/" + first.actual!), "nothing copied")
    }

    @Test("a symlinked folder inside the report is refused")
    func symlinkedFolder() throws {
        let t = try report("hostile-link-folder")
        let first = t.report.failures[0]
        let entry = t.folder + "/" + first.id
        try FileManager.default.moveItem(atPath: entry, toPath: t.ws.root + "/moved")
        try FileManager.default.createDirectory(atPath: (entry as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: entry, withDestinationPath: t.ws.root + "/moved")
        let error = message { try approveAll(t) }
        #expect(error.contains("refusing \(entry)") && error.contains("symbolic link"), "\(error)")
    }

    @Test("a symlinked report.json is refused before it is read")
    func symlinkedIndex() throws {
        let t = try report("hostile-link-json")
        try FileManager.default.moveItem(atPath: t.folder + "/report.json", toPath: t.ws.root + "/elsewhere.json")
        try FileManager.default.createSymbolicLink(atPath: t.folder + "/report.json", withDestinationPath: t.ws.root + "/elsewhere.json")
        let error = message { _ = try Approval(reportDirectory: t.folder, store: t.store, context: t.context) }
        #expect(error.contains("refusing \(t.folder)/report.json") && error.contains("symbolic link"), "\(error)")
    }

    @Test("an expected.png that is not a PNG is refused by merge, naming it; nothing is copied")
    func expectedNotPNG() throws {
        let t = try report("hostile-expected")
        let first = try #require(t.report.failures.first { $0.expected != nil })
        try writeBytes(Array("not a png".utf8), t.folder + "/" + first.expected!)
        let error = message { _ = try ReportMerge.merge([t.folder], into: t.ws.root + "/merged", produced: t.context.producedSnapshotIDs) }
        #expect(error.contains(t.folder + "/" + first.expected!), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: t.ws.root + "/merged"))
    }

    @Test("a sidecar changed after verify (its record's hash no longer matches) is refused")
    func changedSidecar() throws {
        let t = try report("hostile-sidecar-hash")
        let first = t.report.failures[0]
        try writeBytes(Array("anything at all\n".utf8), t.folder + "/" + first.actualSidecar!)
        let error = message { try approveAll(t) }
        #expect(error.contains("layout sidecar whose SHA-256"), "\(error)")
    }

    @Test("records' files are their own: ../ paths, another snapshot's file, a duplicate id are refused")
    func recordFields() throws {
        let t = try report("hostile-record")
        try rewrite(t.folder) { $0.failures[0].record!.file = "../../../x.png" }
        #expect(message { try approveAll(t) }.contains("has a record for another snapshot or other files"))
        try rewrite(t.folder) { r in r.failures[0].record!.file = r.failures[0].id + ".png"; r.failures[0].record!.sidecar = r.failures[1].record!.sidecar }
        #expect(message { try approveAll(t) }.contains("has a record for another snapshot or other files"))
        try rewrite(t.folder) { r in r.failures[0].record!.sidecar = r.failures[0].id + ".layout.txt"; r.failures.append(r.failures[0]) }
        #expect(message { try approveAll(t) }.contains("is listed twice"))
        #expect(message { _ = try ReportMerge.merge([t.folder], into: t.ws.root + "/merged", produced: t.context.producedSnapshotIDs) }.contains("twice in this one"))
        #expect(!FileManager.default.fileExists(atPath: t.ws.root + "/x.png"))
    }

    @Test("an image of another size than its record says, or a report path that is not verify's, is refused")
    func imageSizeAndPaths() throws {
        let t = try report("hostile-size")
        try rewrite(t.folder) { $0.failures[0].record!.pixelWidth += 1 }
        #expect(message { try approveAll(t) }.contains("where its record says"))
        try rewrite(t.folder) { r in r.failures[0].record!.pixelWidth -= 1; r.failures[0].actual = r.failures[1].actual }
        #expect(message { try approveAll(t) }.contains("where verify writes"))
    }

    @Test("an id of Darkroom's shape that the catalogue does not produce is refused by approve and merge")
    func unknownID() throws {
        let t = try report("hostile-id")
        let first = t.report.failures[0]
        // A well-formed entry for a snapshot no variant makes: files moved, record renamed.
        let fake = first.id.replacingOccurrences(of: "-alpha-", with: "-gamma-")
        try #require(fake != first.id)
        try FileManager.default.moveItem(atPath: t.folder + "/" + first.id, toPath: t.folder + "/" + fake)
        try rewrite(t.folder) { r in
            var f = r.failures[0]
            f.id = fake
            for keyPath in [\VerifyFailure.expected, \.actual, \.diff, \.triptych, \.actualSidecar] {
                f[keyPath: keyPath] = f[keyPath: keyPath]?.replacingOccurrences(of: first.id, with: fake)
            }
            f.record!.id = fake; f.record!.file = fake + ".png"; f.record!.sidecar = fake + ".layout.txt"
            r.failures = [f]
        }
        let error = message { try approveAll(t) }
        #expect(error.contains("is not a snapshot the current catalogue produces"), "\(error)")
        let merge = message { _ = try ReportMerge.merge([t.folder], into: t.ws.root + "/merged", produced: t.context.producedSnapshotIDs) }
        #expect(merge.contains("is not a snapshot the current catalogue produces"), "\(merge)")
    }

    @Test("a shard report without its renderer does not merge")
    func mergeNeedsRenderer() throws {
        let t = try report("hostile-renderer")
        try rewrite(t.folder) { $0.renderer = nil }
        let error = message { _ = try ReportMerge.merge([t.folder], into: t.ws.root + "/merged", produced: t.context.producedSnapshotIDs) }
        #expect(error.contains("does not say which renderer made it"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: t.ws.root + "/merged"))
    }

    @Test("a PNG with a chunk Darkroom does not write (hash fixed up to match) is refused")
    func nonCanonicalImage() throws {
        let t = try report("hostile-chunk")
        let first = t.report.failures[0]
        let path = t.folder + "/" + first.actual!
        var png = try #require(bytes(path))
        // A valid tEXt chunk (right CRC) before IEND: a decoder accepts it, the pixels are the same.
        let text = Array("tEXtkey\0secret".utf8)
        let crc = crc32(text)
        let chunk = [0, 0, 0, UInt8(text.count - 4)] + text + [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
        png.insert(contentsOf: chunk, at: png.count - 12)
        try writeBytes(png, path)
        let hash = Checksum.sha256Hex(png)
        try rewrite(t.folder) { $0.failures[0].record!.sha256 = hash }
        let error = message { try approveAll(t) }
        #expect(error.contains("is not the PNG Darkroom writes"), "\(error)")
    }
}

/// CRC-32 (ISO 3309, as PNG chunks use it), bit by bit: a test needs a few dozen bytes.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
