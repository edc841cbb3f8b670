import DarkroomFiles
import Foundation

/// The folders of a store kept open while a render writes into them: each file is created
/// and renamed relative to its open folder (`AtomicFile.OpenFolder`), where writing by path
/// had the kernel walk the whole path twice per file, for two files per snapshot.
///
/// Every path is still checked (`ConfinedPath`) before its folder is opened. A store has a
/// folder per component; past `limit` open folders a file's folder is opened for it alone.
final class StoreFolders: @unchecked Sendable {
    let store: SnapshotStore
    /// By the folder's path relative to the store, as the caller gives it.
    private var open: [String: AtomicFile.OpenFolder] = [:]
    private let lock = NSLock()
    /// Open folders kept at most (each holds a file descriptor).
    static let limit = 64

    init(store: SnapshotStore) { self.store = store }

    /// Writes `bytes` to `relative` in the store, atomically; returns the file's `stat` as
    /// the write left it. `isNew`: the caller found no file there (`AtomicFile.write`).
    func write(_ bytes: [UInt8], to relative: String, isNew: Bool = false) throws -> stat {
        // A folder already open passed `ConfinedPath` when it was opened: the name alone is
        // checked then (one plain segment), sparing a join and split per file.
        let parts = PathSegments.folderAndName(of: relative)
        if let (folderPart, name) = parts, PathSegments.isPlainName(name), let folder = lock.withLock({ open[folderPart] }) {
            return try AtomicFile.write(bytes, named: name, in: folder, isNew: isNew)
        }
        let path = try ConfinedPath.join(store.root, relative)
        guard let (folderPath, name) = PathSegments.folderAndName(of: path) else { preconditionFailure("\(path) has no folder (bug)") }
        let folder = try AtomicFile.OpenFolder(folderPath)
        if let folderPart = parts?.folder {
            lock.withLock { if open[folderPart] == nil, open.count < Self.limit { open[folderPart] = folder } }
        }
        return try AtomicFile.write(bytes, named: name, in: folder, isNew: isNew)
    }
}
