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
        try checkComplete(names, in: store)
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

    /// All shards of one run must be there: merging 2 of 3 would leave a third of the
    /// references silently old. Names the missing shard numbers.
    static func checkComplete(_ names: [String], in store: SnapshotStore) throws {
        var byCount: [Int: Set<Int>] = [:]
        for name in names {
            let core = name.dropFirst("manifest.shard-".count).dropLast(".json".count)
            let parts = core.split(separator: "-")
            guard parts.count == 3, parts[1] == "of", let index = Int(parts[0]), let count = Int(parts[2]),
                  count >= 1, (1...count).contains(index) else {
                throw SnapshotError.input("\(store.path(name)) is not a shard manifest name Darkroom writes (manifest.shard-I-of-N.json); move it out of the store")
            }
            byCount[count, default: []].insert(index)
        }
        guard byCount.count == 1, let (count, present) = byCount.first else {
            let runs = byCount.keys.sorted().map { "\($0) shards" }.joined(separator: " and ")
            throw SnapshotError.input("\(store.root) holds shard manifests of different runs (\(runs)); remove the older run's manifest.shard-*.json files and merge again")
        }
        let missing = (1...count).filter { !present.contains($0) }
        guard missing.isEmpty else {
            throw SnapshotError.input("cannot merge \(store.root): shard\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) of \(count) \(missing.count == 1 ? "is" : "are") missing (manifest.shard-I-of-\(count).json); render the missing shard\(missing.count == 1 ? "" : "s") with --shard I/\(count), then merge")
        }
    }
}
