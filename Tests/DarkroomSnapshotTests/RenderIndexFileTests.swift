import Foundation
import Testing
@testable import DarkroomSnapshot

/// `.darkroom-index` read as bytes: what counts as a line, an entry and a clean file.
@Suite struct RenderIndexFileTests {
    static let key = String(repeating: "ab", count: 16)
    static func entry(_ id: String) -> String { "\(id) \(key) 10:1:2:3 20:4:5:6 -" }

    /// The index read from a fresh store holding `text`, beside a manifest stamped "M".
    func read(_ text: String) throws -> RenderIndex {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-index-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + RenderIndex.fileName))
        return RenderIndex.read(from: SnapshotStore(root: root), manifestStamp: "M")
    }

    @Test("entries are read; blank lines are skipped; the last line needs no newline")
    func lines() throws {
        let a = Self.entry("Dot/md-light-ltr@1x"), b = Self.entry("Dot/sm-light-ltr@2x")
        let index = try read("\(RenderIndex.format) M 2\n\n\(a)\n\n\n\(b)")
        #expect(index.entries.count == 2)
        #expect(index.entries["Dot/md-light-ltr@1x"] == String(a.dropFirst("Dot/md-light-ltr@1x ".count)))
        #expect(!index.isDirty)
    }

    @Test("a junk line, or a count the lines do not match, marks the index dirty; the good entries stay")
    func dirty() throws {
        let a = Self.entry("Dot/md-light-ltr@1x")
        let junk = try read("\(RenderIndex.format) M 2\n\(a)\nnot an entry\n")
        #expect(junk.entries.count == 1 && junk.isDirty)
        let short = try read("\(RenderIndex.format) M 3\n\(a)\n")
        #expect(short.entries.count == 1 && short.isDirty)
        let long = try read("\(RenderIndex.format) M 0\n\(a)\n")
        #expect(long.isDirty)
        let overlong = try read("\(RenderIndex.format) M 1\n\(a)\(String(repeating: "x", count: RenderIndex.maxLineBytes))\n")
        #expect(overlong.entries.isEmpty && overlong.isDirty)
    }

    @Test("an index written beside another manifest, of another format, or empty vouches for nothing")
    func header() throws {
        let a = Self.entry("Dot/md-light-ltr@1x")
        for text in ["\(RenderIndex.format) OTHER 1\n\(a)\n", "darkroom-index 3 M 1\n\(a)\n", "", "\n\n", "\(RenderIndex.format) M many\n\(a)\n"] {
            let index = try read(text)
            #expect(index.entries.isEmpty && index.isDirty, "\(text.debugDescription)")
        }
        let huge = try read("\(RenderIndex.format) M 999999999999\n\(a)\n")
        #expect(huge.entries.count == 1 && huge.isDirty, "a header's count reserves no more than the file can hold")
    }
}

/// `RenderIndex.vouches`: an entry read back vouches for a snapshot exactly when it is the entry
/// `RenderIndex.entry` would write for it now.
@Suite struct RenderIndexVouchTests {
    @Test("the entry written for a snapshot vouches for it; a changed key, file, icon list or extra byte does not")
    func vouches() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-vouch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Dot", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = SnapshotStore(root: root), id = "Dot/md-light-ltr@1x", paths = SnapshotPaths(id: id)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: store.path(paths.png)))
        try Data("sidecar".utf8).write(to: URL(fileURLWithPath: store.path(paths.sidecar)))
        let folder = open(root, O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        let key = RenderIndexFileTests.key, otherKey = String(repeating: "cd", count: 16)
        func vouches(_ stored: String?, key: String = key, icons: [String]) -> Bool {
            stored.map { RenderIndex.vouches($0, key: key, icons: icons, root: folder, id: id) } ?? false
        }
        for icons in [[], ["star"], ["star", "/heart", "$color.accent"]] {
            let stored = try #require(RenderIndex.entry(key: key, store: store, paths: paths, icons: icons))
            #expect(vouches(stored, icons: icons), "\(icons)")
            #expect(!vouches(stored, key: otherKey, icons: icons), "another key")
            #expect(!vouches(stored + " ", icons: icons) && !vouches(stored + ",x", icons: icons), "trailing bytes")
            #expect(!vouches(stored, icons: icons + ["moon"]) && !vouches(String(stored.dropLast()), icons: icons), "another icon list")
        }
        let stored = try #require(RenderIndex.entry(key: key, store: store, paths: paths, icons: ["a", "b"]))
        #expect(!vouches(stored.replacingOccurrences(of: "a,b", with: "a,,b"), icons: ["a", "b"]), "a list that reads back differently")
        // The files as they are now: a rewritten PNG or a missing sidecar no longer matches.
        let before = try #require(RenderIndex.entry(key: key, store: store, paths: paths, icons: []))
        try Data([1, 2, 3, 4]).write(to: URL(fileURLWithPath: store.path(paths.png)))
        #expect(!vouches(before, icons: []), "a PNG of another size")
        let rewritten = try #require(RenderIndex.entry(key: key, store: store, paths: paths, icons: []))
        #expect(vouches(rewritten, icons: []))
        unlink(store.path(paths.sidecar))
        #expect(!vouches(rewritten, icons: []), "a missing sidecar")
        #expect(RenderIndex.entry(key: key, store: store, paths: paths, icons: []) == nil)
    }

    @Test("the icons an entry lists are read back from its last field")
    func icons() {
        let key = RenderIndexFileTests.key
        #expect(RenderIndex.icons(in: "\(key) 1:2:3:4 5:6:7:8 -") == [])
        #expect(RenderIndex.icons(in: "\(key) 1:2:3:4 5:6:7:8 star,/heart,$color.accent") == ["star", "/heart", "$color.accent"])
        #expect(RenderIndex.icons(in: "no-space") == [])
    }
}

/// `IndexReadAhead`: the index read before the lock counts only beside the same manifest.
@Suite struct IndexReadAheadTests {
    func rerun(_ ws: Workspace, _ store: SnapshotStore, ahead: IndexReadAhead) throws -> RenderSummary {
        let context = try ws.context()
        var run = RenderRun(context: context, store: store, scales: [1], jobs: 2)
        run.indexReadAhead = ahead
        return try run.run(try ws.select(context))
    }

    @Test("an index read ahead beside the manifest that is still there vouches as the index does")
    func sameManifest() throws {
        let ws = try Workspace("read-ahead-same")
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        let summary = try rerun(ws, store, ahead: IndexReadAhead(store: store))
        #expect(summary.laidOut == 0 && summary.unchanged == TestCatalog.variantCount)
    }

    @Test("an index read ahead before the manifest was replaced vouches for nothing")
    func replacedManifest() throws {
        let ws = try Workspace("read-ahead-replaced")
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        let ahead = IndexReadAhead(store: store)
        _ = ahead.index(forManifestStamp: nil)  // waits until the index has been read
        // Another writer's manifest, the same records (one more byte, so a new stamp however
        // coarse the file system's clock is).
        let manifest = try Data(contentsOf: URL(fileURLWithPath: store.manifestPath))
        try FileManager.default.removeItem(atPath: store.manifestPath)
        try (manifest + Data("\n".utf8)).write(to: URL(fileURLWithPath: store.manifestPath))
        let summary = try rerun(ws, store, ahead: ahead)
        #expect(summary.laidOut == TestCatalog.variantCount, "the index was written beside the old manifest")
        #expect(summary.written == 0, "the files themselves still match their records")
    }
}

/// A stamp is spelt as it always was (stored indexes keep vouching after an upgrade).
@Suite struct RenderIndexStampTests {
    @Test(arguments: [(Int64(0), 0, 0, 5, 7, UInt64(1)), (4096, 1_795_775_668, 628_033_289, 1_795_775_668, 1, 3_671_506),
                      (123_456_789_012, -5, 999_999_999, 12, 10, UInt64.max)])
    func stampSpelling(size: Int64, mtimeSeconds: Int, mtimeNanoseconds: Int, ctimeSeconds: Int, ctimeNanoseconds: Int, inode: UInt64) {
        func padded(_ n: Int) -> String { String(repeating: "0", count: 9 - String(n).count) + String(n) }
        let expected = "\(size):\(mtimeSeconds)\(padded(mtimeNanoseconds)):\(ctimeSeconds)\(padded(ctimeNanoseconds)):\(inode)"
        let stamp = RenderIndex.stamp(size: size, modified: timespec(tv_sec: mtimeSeconds, tv_nsec: mtimeNanoseconds),
                                      changed: timespec(tv_sec: ctimeSeconds, tv_nsec: ctimeNanoseconds), inode: inode)
        #expect(stamp == expected)
    }
}
