import DarkroomManifest
import Foundation

/// Merges the manifests that sharded runs wrote (`manifest.shard-I-of-N.json`) into
/// `manifest.json`. A shard's record replaces the same id's older record.
public enum ManifestMerge {
    /// Returns the number of shard manifests merged.
    @discardableResult
    public static func merge(in store: SnapshotStore) throws -> Int {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: store.root)) ?? [])
            .filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else { return 0 }
        var base = try store.readManifest()
        var records: [String: SnapshotRecord] = [:]
        for record in base?.snapshots ?? [] { records[record.id] = record }
        for name in names {
            guard let shard = try store.readManifest(named: name) else { continue }
            for record in shard.snapshots { records[record.id] = record }
            if base == nil || base!.renderer != shard.renderer {
                base = Manifest(renderer: shard.renderer, components: shard.components, snapshots: [], defaults: shard.defaults)
            }
            base!.components = shard.components
            base!.defaults = shard.defaults
        }
        guard var merged = base else { return 0 }
        merged.snapshots = records.values.sorted { $0.id < $1.id }
        try store.writeManifest(merged)
        for name in names { unlink(store.path(name)) }
        return names.count
    }
}
