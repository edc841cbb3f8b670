import DarkroomFiles
import Foundation

/// `.darkroom-index` in a store (ignored by git): the key each snapshot was last rendered
/// with (`RenderKeys`), the size and modification time its PNG and sidecar had then, and the
/// icons its Scene read (part of the key). A
/// rerun whose keys all match, and whose files still have those sizes and times (a `stat`,
/// no file opened), renders, reads and writes nothing. The key holds the renderer build, so
/// the file means nothing on another machine or after a rebuild: it is not committed.
enum RenderIndex {
    static let fileName = ".darkroom-index"
    static let header = "darkroom-index 3"

    /// Snapshot id -> "key png-stamp sidecar-stamp icons"; empty when there is no index or it
    /// is not this format.
    static func read(from store: SnapshotStore) -> [String: String] {
        guard let bytes = try? BoundedFile.read(store.path(fileName)) else { return [:] }
        // Split as bytes, not Characters: this runs on every render, over thousands of lines.
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return [:] }
        var index: [String: String] = [:]
        index.reserveCapacity(lines.count)
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return [:] }
            index[String(decoding: line[..<space], as: UTF8.self)] = String(decoding: line[(space + 1)...], as: UTF8.self)
        }
        return index
    }

    /// The entry for a snapshot: its key, its files' stamps and the icons it read (comma
    /// separated, "-" for none), or nil when a file is missing.
    static func entry(key: String, store: SnapshotStore, paths: SnapshotPaths, icons: [String]) -> String? {
        guard let png = stamp(store.path(paths.png)), let sidecar = stamp(store.path(paths.sidecar)) else { return nil }
        return key + " " + png + " " + sidecar + " " + (icons.isEmpty ? "-" : icons.joined(separator: ","))
    }

    /// The icons an entry lists. (A name with a comma or space reads back differently, so
    /// its key never matches and the snapshot is simply rendered again.)
    static func icons(in entry: String) -> [String] {
        guard let space = entry.lastIndex(of: " ") else { return [] }
        let list = entry[entry.index(after: space)...]
        return list == "-" ? [] : list.split(separator: ",").map(String.init)
    }

    /// Size and modification time (ns) of a regular file, from `stat` alone.
    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // Nanoseconds padded to nine digits by hand: String(format:) was most of a rerun's stat pass.
        let nanoseconds = String(info.st_mtim.tv_nsec)
        return "\(info.st_size):\(info.st_mtim.tv_sec)" + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
    }

    /// Writes `index` (sorted, so the same index is the same bytes) when it changed.
    static func write(_ index: [String: String], to store: SnapshotStore, previous: [String: String]) throws {
        guard index != previous else { return }
        let text = ([header] + index.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }).joined(separator: "\n") + "\n"
        try store.write(Array(text.utf8), to: fileName)
    }
}
