import DarkroomFiles
import Foundation

/// Joins a root folder and a relative path that came from a catalogue, a manifest or a
/// report, refusing any result outside the root.
///
/// The catalogue already refuses unsafe names (`SnapshotName`); this is the second line of
/// defence every writer goes through: the relative path must be plain segments (no `..`,
/// `.`, empty segment, leading `/` or NUL), and no folder on the way below the root may be
/// a symbolic link (which could point anywhere). Checked folders are remembered, so a run
/// over thousands of files checks each folder once.
public enum ConfinedPath {
    public static func join(_ root: String, _ relative: String) throws -> String {
        guard let segments = PathSegments.plain(relative) else {
            throw SnapshotError.input("refusing to write \"\(relative)\": it is not a plain path inside \(root) (a component name, axis value or report entry is unsafe)")
        }
        var folder = root
        for segment in segments.dropLast() {
            folder += "/" + segment
            try checkNotSymlink(folder, root: root)
        }
        return root + "/" + relative
    }

    nonisolated(unsafe) private static var checked = Set<String>()
    private static let lock = NSLock()

    private static func checkNotSymlink(_ folder: String, root: String) throws {
        if lock.withLock({ checked.contains(folder) }) { return }
        var info = stat()
        if lstat(folder, &info) == 0 {
            guard (info.st_mode & S_IFMT) != S_IFLNK else {
                throw SnapshotError.input("refusing to write below \(folder): it is a symbolic link, and writes must stay inside \(root)")
            }
            lock.withLock { _ = checked.insert(folder) }
        }
        // A folder that does not exist yet is created by the writer as a real folder.
    }
}
