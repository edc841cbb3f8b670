import DarkroomCatalog
import DarkroomManifest
import Foundation

/// Finds and removes snapshots that no variant produces any more.
///
/// Staleness is decided from the catalogue's full matrix, not from a manifest, so it is
/// exact after sharded runs and merges: a file is kept only if its name is
/// `<variant id>@<1|2|3>x.png` or `.layout.txt` for a variant the catalogue produces.
///
/// Only files Darkroom writes are ever candidates: `<Component>/<values>@<n>x.png` and
/// `.layout.txt` one folder deep, with safe names. Anything else a team keeps in the store
/// (README.md, .gitattributes, notes, a gallery or a report) is listed as left alone.
public struct Pruner {
    public let store: SnapshotStore
    public let validVariantIDs: Set<String>

    public init(store: SnapshotStore, variants: [Variant]) {
        self.store = store
        validVariantIDs = Set(variants.map(\.id))
    }

    /// Stored files that no variant produces, sorted.
    public func staleFiles() -> [String] { plan().stale }

    /// What a prune would delete, and the stored files it leaves alone because Darkroom
    /// did not write them (both sorted).
    public func plan() -> (stale: [String], notDarkroom: [String]) {
        var stale: [String] = [], notDarkroom: [String] = []
        for file in store.storedFiles() {
            if !Self.isDarkroomFile(file) { notDarkroom.append(file) } else if !isProduced(file) { stale.append(file) }
        }
        return (stale, notDarkroom)
    }

    /// True for names of Darkroom's shape: `<Component>/<v>-<v>-...@<1|2|3>x.png|.layout.txt`.
    public static func isDarkroomFile(_ file: String) -> Bool {
        var file = file
        return file.withUTF8 { bytes in
            for suffix in SnapshotPaths.suffixes where bytes.count > suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
                return isSnapshotID(utf8: UnsafeBufferPointer(rebasing: bytes.dropLast(suffix.utf8.count)))
            }
            return false
        }
    }

    /// True for `<Component>/<v>-<v>-...@<1|2|3>x`, checked on the bytes (the render index
    /// checks every one of its lines with it, on every render).
    static func isSnapshotID(utf8 id: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let slash = id.firstIndex(of: UInt8(ascii: "/")), let at = id.lastIndex(of: UInt8(ascii: "@")), slash < at,
              SnapshotName.isComponentName(utf8: UnsafeBufferPointer(rebasing: id[..<slash])) else { return false }
        guard at + 3 == id.count, (UInt8(ascii: "1")...UInt8(ascii: "3")).contains(id[at + 1]), id[at + 2] == UInt8(ascii: "x") else { return false }
        var start = slash + 1
        for i in start...at where i == at || id[i] == UInt8(ascii: "-") {
            guard SnapshotName.isValue(utf8: UnsafeBufferPointer(rebasing: id[start..<i])) else { return false }
            start = i + 1
        }
        return true
    }

    /// The variant-and-scale id a stored file belongs to, if its name has that shape.
    public static func snapshotID(ofFile file: String) -> String? {
        for suffix in SnapshotPaths.suffixes where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return nil
    }

    func isProduced(_ file: String) -> Bool {
        guard let id = Self.snapshotID(ofFile: file), let at = id.lastIndex(of: "@") else { return false }
        let scale = id[id.index(after: at)...]
        return ["1x", "2x", "3x"].contains(scale) && validVariantIDs.contains(String(id[..<at]))
    }

    /// Deletes the stale files and their manifest records; returns the files removed.
    @discardableResult
    public func prune() throws -> [String] {
        let stale = staleFiles()
        for file in stale {
            guard unlink(store.path(file)) == 0 else {
                throw SnapshotError.input("cannot delete \(store.path(file)): \(String(cString: strerror(errno)))")
            }
        }
        if var manifest = try store.readManifest() {
            let before = manifest.snapshots.count
            manifest.snapshots.removeAll { !isProduced(SnapshotPaths(id: $0.id).png) }
            if manifest.snapshots.count != before { try store.writeManifest(manifest) }
        }
        removeEmptiedFolders(of: stale)
        return stale
    }

    /// Removes the component folders this prune emptied; folders it did not touch stay.
    private func removeEmptiedFolders(of deleted: [String]) {
        let folders = Set(deleted.compactMap { $0.split(separator: "/").first.map(String.init) })
        for folder in folders.sorted() {
            rmdir(store.path(folder))  // fails, harmlessly, unless the folder is empty
        }
    }
}
