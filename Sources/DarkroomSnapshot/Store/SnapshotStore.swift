import DarkroomFiles
import DarkroomManifest
import Foundation

/// A folder of snapshots: `<Component>/<variant>@<scale>x.png`, a `.layout.txt` sidecar
/// beside each, and `manifest.json` at the root (sharded runs write
/// `manifest.shard-I-of-N.json` instead, merged later).
public struct SnapshotStore: Sendable {
    public let root: String

    public init(root: String) { self.root = root }

    public static let manifestName = "manifest.json"

    public var manifestPath: String { root + "/" + Self.manifestName }

    public static func shardManifestName(_ shard: Shard) -> String { "manifest.shard-\(shard.index)-of-\(shard.count).json" }

    public func path(_ relative: String) -> String { root + "/" + relative }

    /// A stored file's bytes, or nil when it is missing or cannot be read (then it is
    /// treated as absent: rewritten by render, reported by verify).
    public func read(_ relative: String) -> [UInt8]? {
        try? BoundedFile.read(path(relative))
    }

    public func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Writes atomically, refusing any path that would leave the store (`ConfinedPath`).
    public func write(_ bytes: [UInt8], to relative: String) throws {
        try AtomicFile.write(bytes, to: ConfinedPath.join(root, relative))
    }

    /// The manifest, or nil when the store has none yet.
    /// - Throws: `SnapshotError.input` naming the file when it exists but cannot be read.
    public func readManifest(named name: String = SnapshotStore.manifestName) throws -> Manifest? {
        do {
            return try JSONFile.readManifest(at: path(name))
        } catch {
            throw SnapshotError.input("\(error); delete it and run `darkroom render` to rebuild it")
        }
    }

    public func writeManifest(_ manifest: Manifest, named name: String = SnapshotStore.manifestName) throws {
        try AtomicFile.write(Self.encode(manifest), to: path(name))
    }

    /// Canonical manifest bytes (format 2, `ManifestJSON`): records sorted by id, one per line.
    public static func encode(_ manifest: Manifest, lines: [String: [UInt8]] = [:]) throws -> [UInt8] {
        try ManifestJSON.encode(manifest, lines: lines)
    }

    /// Sorted keys, pretty, one trailing newline: the same value always gives the same bytes.
    static func encodeCanonical<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [10]
    }

    /// Every file below the root, relative and sorted; temp files and manifests excluded.
    public func storedFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDir), !isDir.boolValue else { continue }
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(AtomicFile.tempMarker) || (!relative.contains("/") && (name.hasPrefix("manifest") || name == BuildMarker.fileName || name == StoreLock.fileName
                                                                                       || name == TokenTable.fileName || name == RenderIndex.fileName)) { continue }
            files.append(relative)
        }
        return files.sorted()
    }
}
