import DarkroomManifest
import Foundation

/// Finds and removes snapshots that no variant produces any more.
///
/// Staleness is decided from the catalogue's full matrix, not from a manifest, so it is
/// exact after sharded runs and merges: a file is kept only if its name is
/// `<variant id>@<1|2|3>x.png` or `.layout.txt` for a variant the catalogue produces.
public struct Pruner {
    public let store: SnapshotStore
    public let validVariantIDs: Set<String>

    public init(store: SnapshotStore, variants: [Variant]) {
        self.store = store
        validVariantIDs = Set(variants.map(\.id))
    }

    /// Stored files that no variant produces, sorted.
    public func staleFiles() -> [String] {
        store.storedFiles().filter { !isProduced($0) }
    }

    /// The variant-and-scale id a stored file belongs to, if its name has that shape.
    public static func snapshotID(ofFile file: String) -> String? {
        for suffix in [".layout.txt", ".png"] where file.hasSuffix(suffix) {
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
        removeEmptyFolders()
        return stale
    }

    private func removeEmptyFolders() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: store.root) else { return }
        for entry in entries {
            let path = store.path(entry)
            if let contents = try? FileManager.default.contentsOfDirectory(atPath: path), contents.isEmpty {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
