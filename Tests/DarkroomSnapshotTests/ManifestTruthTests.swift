import DarkroomManifest
import DarkroomSnapshot
import Foundation
import Testing

/// The manifest is the truth the user sees; `.darkroom-index` only a cache of it (issue 20).
@Suite struct ManifestTruthTests {
    func rendered(_ name: String) throws -> (Workspace, SnapshotStore) {
        let ws = try Workspace(name)
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        return (ws, store)
    }

    func verify(_ ws: Workspace, _ store: SnapshotStore) throws -> VerifyOutcome {
        let context = try ws.context()
        return try Verifier(context: context, store: store, scales: [1], jobs: 2).run(try ws.select(context), staleCheck: nil)
    }

    @Test("after the manifest is deleted, render renders every snapshot again and rebuilds it, saying so")
    func deletedManifest() throws {
        let (ws, store) = try rendered("truth-deleted")
        let full = try #require(try store.readManifest())
        try FileManager.default.removeItem(atPath: store.manifestPath)
        let summary = try ws.render(try ws.context(), into: store)
        #expect(summary.rebuiltManifest)
        #expect(summary.laidOut == TestCatalog.variantCount && summary.written == 0, "compared with the files, none changed")
        #expect(try store.readManifest()?.snapshots == full.snapshots)
        #expect(try verify(ws, store).isClean)
    }

    @Test("verify refuses a store of snapshots without a manifest, and fails every snapshot of an empty one")
    func verifyNeedsTheManifest() throws {
        let (ws, store) = try rendered("truth-verify")
        var manifest = try #require(try store.readManifest())
        manifest.snapshots = []
        try store.writeManifest(manifest)
        let outcome = try verify(ws, store)
        #expect(outcome.report.failures.count == TestCatalog.variantCount)
        #expect(outcome.report.failures.allSatisfy { $0.kind == .record && $0.changes.first == "the manifest has no record of it" })
        try FileManager.default.removeItem(atPath: store.manifestPath)
        #expect(throws: SnapshotError.self) { _ = try verify(ws, store) }
    }

    @Test("an unusable manifest fails the render with exit-2 input errors, though the index matches every snapshot",
          arguments: ["", "{}", "{\"format\":99}", "{\"format\":3,\"renderer\":", String(repeating: "[", count: 5000), "folder"])
    func unusableManifest(content: String) throws {
        let (ws, store) = try rendered("truth-unusable")
        try FileManager.default.removeItem(atPath: store.manifestPath)
        if content == "folder" {
            try FileManager.default.createDirectory(atPath: store.manifestPath, withIntermediateDirectories: false)
        } else {
            try writeBytes(Array(content.utf8), store.manifestPath)
        }
        do {
            try ws.render(try ws.context(), into: store)
            Issue.record("rendered over an unusable manifest")
        } catch let error as SnapshotError {
            #expect("\(error)".contains(store.manifestPath), "\(error)")
        }
    }

    @Test("a wrong SHA-256 in a record does not stay, even with the manifest's time put back")
    func wrongHash() throws {
        let (ws, store) = try rendered("truth-hash")
        let manifest = try #require(try store.readManifest())
        let record = manifest.snapshots[0]
        let text = try String(contentsOfFile: store.manifestPath, encoding: .utf8)
        let times = try fileTimes(store.manifestPath)
        try text.replacingOccurrences(of: record.sha256, with: String(repeating: "0", count: 64))
            .write(toFile: store.manifestPath, atomically: false, encoding: .utf8)
        try restoreTimes(store.manifestPath, times)
        try ws.render(try ws.context(), into: store)
        #expect(try store.readManifest()?.snapshots[0].sha256 == record.sha256)
    }

    @Test("a sidecar rewritten at the same size and time is caught by render and by verify")
    func sidecarSameStamp() throws {
        let (ws, store) = try rendered("truth-sidecar")
        let path = store.path("Dot/sm-round-alpha-dark-ltr@1x.layout.txt")
        let original = try #require(bytes(path))
        let times = try fileTimes(path)
        var changed = original
        changed[changed.count - 2] = changed[changed.count - 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try writeBytes(changed, path)
        try restoreTimes(path, times)
        let outcome = try verify(ws, store)
        #expect(outcome.report.failures.map(\.kind) == [.record], "\(outcome.report.failures.map(\.changes))")
        let summary = try ws.render(try ws.context(), into: store)
        #expect(summary.laidOut == 1)
        #expect(bytes(path) == original)
        #expect(try verify(ws, store).isClean)
    }

    @Test("junk lines in the index are dropped and the index compacted; the next rerun reads a clean one")
    func junkIndex() throws {
        let (ws, store) = try rendered("truth-junk")
        let path = store.path(".darkroom-index")
        let clean = try #require(bytes(path))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        var junk = ""
        for i in 0..<5000 { junk += "junk line \(i) with spaces\nDot/zz-\(i)@1x \(String(repeating: "a", count: 64)) 1:2:3:4 1:2:3:4 -\n" }
        handle.write(Data(junk.utf8))
        handle.closeFile()
        let summary = try ws.render(try ws.context(), into: store)
        #expect(summary.written == 0)
        #expect(bytes(path)?.count == clean.count, "back to the snapshots' entries")
        let again = try ws.render(try ws.context(), into: store)
        #expect(again.laidOut == 0)
    }

    @Test("render without trusting the index lays out everything and re-checks it against the files")
    func checkIndex() throws {
        let (ws, store) = try rendered("truth-check-index")
        let before = try stamps(store.root)
        var run = RenderRun(context: try ws.context(), store: store, scales: [1], jobs: 2)
        run.trustsIndex = false
        let summary = try run.run(try ws.select(try ws.context()))
        #expect(summary.laidOut == TestCatalog.variantCount && summary.written == 0)
        #expect(try stamps(store.root) == before)
    }
}

/// Access and modification times, to put back after a write (as `touch -r` would).
func fileTimes(_ path: String) throws -> [timespec] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
    return [info.st_atim, info.st_mtim]
}

func restoreTimes(_ path: String, _ times: [timespec]) throws {
    guard utimensat(AT_FDCWD, path, times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
}
