import ArgumentParser
import DarkroomSnapshot
import Foundation

/// Checks a folder option before anything is written or deleted.
///
/// An unset shell variable turns `--out "$DIR"` into `--out ""`, and a slip gives `--out /`:
/// both would spread snapshots (or a prune) over the whole file system, so they are usage
/// errors (exit 2) rather than paths.
enum FolderArgument {
    static func validate(_ path: String?, option: String) throws {
        guard let path else { return }
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("\(option) is empty (an unset shell variable?); name a folder, e.g. \(option) Snapshots")
        }
        guard !isRootFolder(path) else {
            throw ValidationError("\(option) \(path) is the root folder; name a folder of its own, e.g. \(option) Snapshots")
        }
    }

    /// `/`, `//`, `/..`, `../..` from near the top, or a link to `/`.
    private static func isRootFolder(_ path: String) -> Bool {
        if (path as NSString).standardizingPath == "/" { return true }
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        return String(cString: resolved) == "/"
    }

    /// A store that is not there is bad input (a typo), not thousands of missing references.
    static func requireStore(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SnapshotError.input("no snapshot store at \(path): the folder does not exist; check --store, or record references first with darkroom record --store \(path)")
        }
        guard isDirectory.boolValue else {
            throw SnapshotError.input("--store \(path) is a file, not a snapshot store folder")
        }
    }
}
