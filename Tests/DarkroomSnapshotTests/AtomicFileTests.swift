import Foundation
import Testing
@testable import DarkroomSnapshot

/// Atomic writes: temp file then rename; failures are input errors naming the folder and
/// leave no partial file.
@Suite struct AtomicFileTests {
    @Test("writes create folders and replace a file in one step")
    func writesAndReplaces() throws {
        let ws = try Workspace("atomic")
        let path = ws.root + "/a/b/c.png"
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(bytes(path) == [1, 2, 3])
        let first = try FileStamp(path)
        try AtomicFile.write("text", to: path)
        #expect(bytes(path) == Array("text".utf8))
        #expect(try FileStamp(path).inode != first.inode, "a replacement is a new file renamed over the old one")
        #expect(filesBelow(ws.root + "/a") == ["b/c.png"], "no temp file stays")
    }

    @Test("a name that starts with a combining mark is written in its folder: the path is split as the kernel splits it")
    func combiningMarkAfterSlash() throws {
        let ws = try Workspace("atomic-mark")
        // "/\u{301}" is one Swift Character, but two path bytes sequences to the kernel.
        let path = ws.root + "/a/\u{301}x.png"
        try AtomicFile.write([4, 5], to: path)
        #expect(bytes(path) == [4, 5])
        #expect(try FileManager.default.contentsOfDirectory(atPath: ws.root + "/a") == ["\u{301}x.png"], "no temp file stays")
    }

    @Test("threads writing the same file at once each succeed, and one whole version is left")
    func sameFileFromTwoThreads() throws {
        let ws = try Workspace("atomic-same")
        let path = ws.root + "/out/same.png"
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<200 {
                do { try AtomicFile.write([UInt8](repeating: UInt8(thread), count: 4096), to: path) } catch { failures.add("\(error)") }
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
        let left = try #require(bytes(path))
        #expect(left.count == 4096 && Set(left).count == 1)
        #expect(filesBelow(ws.root + "/out") == ["same.png"], "no temp file stays")
    }

    /// Errors collected from several threads.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ failure: String) { lock.withLock { list.append(failure) } }
        var all: [String] { lock.withLock { list } }
    }

    @Test("a path below a regular file fails with an input error naming the folder; nothing is written")
    func folderBelowAFile() throws {
        let ws = try Workspace("atomic-file")
        let blocker = ws.root + "/file"
        try writeBytes([7], blocker)
        let path = blocker + "/sub/x.png"
        do {
            try AtomicFile.write([1, 2, 3], to: path)
            Issue.record("writing below a regular file should fail")
        } catch let SnapshotError.input(message) {
            #expect(message.contains(blocker + "/sub"), "the message should name the folder: \(message)")
        }
        #expect(bytes(blocker) == [7])
        #expect(filesBelow(ws.root).filter { !$0.hasPrefix("tokens/") } == ["file"])
    }

    @Test("a read-only folder fails with an input error naming the folder; no partial file is left",
          .enabled(if: getuid() != 0, "root ignores folder permissions; folderBelowAFile covers everyone"))
    func readOnlyFolder() throws {
        let ws = try Workspace("atomic-readonly")
        let folder = ws.root + "/locked"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        do {
            try AtomicFile.write([1, 2, 3], to: folder + "/x.png")
            Issue.record("writing into a read-only folder should fail")
        } catch let SnapshotError.input(message) {
            #expect(message.contains(folder), "the message should name the folder: \(message)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("when the rename fails (target is a folder) the temp file is removed and the error names the path")
    func renameFails() throws {
        let ws = try Workspace("atomic-rename")
        let target = ws.root + "/out/x.png"
        try FileManager.default.createDirectory(atPath: target + "/inside", withIntermediateDirectories: true)
        do {
            try AtomicFile.write([1, 2, 3], to: target)
            Issue.record("renaming over a non-empty folder should fail")
        } catch let SnapshotError.input(message) {
            #expect(message.contains(target))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: ws.root + "/out") == ["x.png"])
    }

    @Test("a write returns the stat the file has afterwards: the render index records it without looking again")
    func returnedStatIsTheFiles() throws {
        let ws = try Workspace("atomic-stat")
        for (i, path) in [ws.root + "/a/one.png", ws.root + "/a/one.png", ws.root + "/b/two.layout.txt"].enumerated() {
            let info = try AtomicFile.write([UInt8](repeating: UInt8(i), count: 100 + i), to: path)
            #expect(RenderIndex.stamp(info) != nil && RenderIndex.stamp(info) == RenderIndex.stamp(path), "\(path)")
        }
    }

    @Test("a new file is written without a name and linked in: its bytes, no temp file, the stat it has; where the system refuses, unnamed files turn off")
    func unnamedNewFile() throws {
        let ws = try Workspace("atomic-unnamed")
        let folder = try AtomicFile.OpenFolder(ws.root + "/out")
        let info = try AtomicFile.writeUnnamed([9, 8, 7], named: "new.png", in: folder)
        #if os(Linux)
        // Root may link a descriptor on every kernel, and tmpfs and ext4 have O_TMPFILE.
        if getuid() == 0 { #expect(info != nil, "unnamed files should work for root on Linux") }
        #endif
        if info == nil {
            #expect(!AtomicFile.unnamedWorks, "a refusal turns unnamed files off, or the folder went away (it did not)")
            try AtomicFile.write([9, 8, 7], named: "new.png", in: folder)
        } else {
            #expect(RenderIndex.stamp(info!) == RenderIndex.stamp(ws.root + "/out/new.png"))
        }
        #expect(bytes(ws.root + "/out/new.png") == [9, 8, 7])
        #expect(filesBelow(ws.root + "/out") == ["new.png"], "no temp file stays")
    }

    @Test("a write told the file is new when it is not replaces it whole, as any replacement", arguments: [false, true])
    func newGuessWrong(isNew: Bool) throws {
        let ws = try Workspace("atomic-guess")
        let writer = StoreFolders(store: SnapshotStore(root: ws.root + "/store"))
        _ = try writer.write([1, 1], to: "Chip/a@1x.png", isNew: true)
        let first = try FileStamp(ws.root + "/store/Chip/a@1x.png")
        let info = try writer.write([2, 2, 2], to: "Chip/a@1x.png", isNew: isNew)
        #expect(bytes(ws.root + "/store/Chip/a@1x.png") == [2, 2, 2])
        #expect(try FileStamp(ws.root + "/store/Chip/a@1x.png").inode != first.inode, "a new file took the name in one step")
        #expect(RenderIndex.stamp(info) == RenderIndex.stamp(ws.root + "/store/Chip/a@1x.png"))
        #expect(filesBelow(ws.root + "/store") == ["Chip/a@1x.png"], "no temp file stays")
    }

    @Test("a store's open folders: files go into them, a folder removed during the run is made again, paths stay confined")
    func storeFoldersWrite() throws {
        let ws = try Workspace("atomic-folders")
        let writer = StoreFolders(store: SnapshotStore(root: ws.root + "/store"))
        let first = try writer.write([1], to: "Chip/a@1x.png")
        #expect(bytes(ws.root + "/store/Chip/a@1x.png") == [1])
        #expect(RenderIndex.stamp(first) == RenderIndex.stamp(ws.root + "/store/Chip/a@1x.png"))
        // The open folder goes away; the next write into it makes it again.
        try FileManager.default.removeItem(atPath: ws.root + "/store/Chip")
        _ = try writer.write([2], to: "Chip/b@1x.png")
        #expect(bytes(ws.root + "/store/Chip/b@1x.png") == [2])
        #expect(filesBelow(ws.root + "/store") == ["Chip/b@1x.png"], "no temp file stays")
        // The same for a file the caller knows is new (written unnamed when it can be).
        try FileManager.default.removeItem(atPath: ws.root + "/store/Chip")
        _ = try writer.write([2], to: "Chip/b@1x.png", isNew: true)
        #expect(bytes(ws.root + "/store/Chip/b@1x.png") == [2])
        #expect(filesBelow(ws.root + "/store") == ["Chip/b@1x.png"], "no temp file stays")
        // The whole store goes, and a later run in this process writes it again (its folders
        // were made, and remembered, by the first).
        try FileManager.default.removeItem(atPath: ws.root + "/store")
        _ = try StoreFolders(store: SnapshotStore(root: ws.root + "/store")).write([5], to: "Chip/c@1x.png")
        try AtomicFile.write([6], to: ws.root + "/store/Chip/d@1x.png")
        #expect(filesBelow(ws.root + "/store") == ["Chip/c@1x.png", "Chip/d@1x.png"])
        #expect(throws: SnapshotError.self) { try writer.write([3], to: "../outside.png") }
        // With Chip open, names that leave it are still refused.
        #expect(throws: SnapshotError.self) { try writer.write([3], to: "Chip/..") }
        #expect(throws: SnapshotError.self) { try writer.write([3], to: "Chip/../outside.png") }
        #expect(throws: SnapshotError.self) { try writer.write([3], to: "Chip/") }
        try FileManager.default.createDirectory(atPath: ws.root + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: ws.root + "/store/Linked", withDestinationPath: ws.root + "/elsewhere")
        #expect(throws: SnapshotError.self) { try writer.write([4], to: "Linked/c@1x.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: ws.root + "/elsewhere").isEmpty)
    }
}
