import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomRaster
import Foundation

/// How a render run went, for the closing summary.
public struct RenderSummary: Sendable {
    /// Snapshots considered (variants x scales).
    public var rendered = 0
    /// Inputs unchanged and the stored file intact: not painted, not encoded, not written.
    public var unchanged = 0
    /// PNG files written (new or changed).
    public var written = 0
    /// Stale snapshots removed (with --prune).
    public var removed = 0
    public var seconds = 0.0
    public var snapshotsPerSecond: Double { seconds > 0 ? Double(rendered) / seconds : 0 }
}

/// Renders variants into a store, incrementally: a snapshot whose input hash matches its
/// manifest record and whose file is intact is neither painted, encoded nor rewritten.
public struct RenderRun {
    public let context: RenderContext
    public let store: SnapshotStore
    public var scales: [Int]
    public var jobs: Int
    /// A sharded run writes its own manifest, merged later by `ManifestMerge`.
    public var shard: Shard?
    public var progress: ProgressReporter?
    public var cancellation: CancellationFlag?
    /// Set when the run covers the whole matrix at every scale the store holds, so it
    /// confirms every record (see `BuildMarker`).
    public var isComplete = false

    public init(context: RenderContext, store: SnapshotStore, scales: [Int], jobs: Int, shard: Shard? = nil) {
        self.context = context; self.store = store; self.scales = scales; self.jobs = jobs; self.shard = shard
    }

    private enum Outcome { case unchanged, written }

    /// Filled by `ParallelRunner.forEach`'s consume callback, which runs under its lock.
    private final class RecordTable: @unchecked Sendable {
        var byID: [String: SnapshotRecord] = [:]
        var considered = 0
        var written = 0
        func add(_ record: SnapshotRecord, written wasWritten: Bool) {
            byID[record.id] = record
            considered += 1
            if wasWritten { written += 1 }
        }
    }

    public func run(_ variants: [Variant]) throws -> RenderSummary {
        let started = DispatchTime.now().uptimeNanoseconds
        AtomicFile.removeLeftovers(below: store.root)
        // The store's manifest is read once: it seeds the incremental check and is the base
        // the new records are merged into.
        let stored = try store.readManifest()
        let existing = try existingRecords(stored)
        progress?.start(total: variants.count * scales.count, title: "render")
        let scales = self.scales
        let progress = self.progress
        let cancellation = self.cancellation
        // Records are folded into a dictionary as they arrive: memory grows with the number
        // of distinct snapshots (the manifest), not with the work done.
        let records = RecordTable()
        try ParallelRunner.forEach(
            count: variants.count, workers: jobs,
            makeState: { SnapshotWorker(context: context) },
            job: { worker, index in
                try scales.map { scale in try render(variants[index], scale: scale, worker: worker, existing: existing) }
            },
            consume: { _, results in for (record, outcome) in results { records.add(record, written: outcome == .written) } },
            progress: { done in progress?.update(done: done * scales.count) },
            shouldStop: { cancellation?.isCancelled ?? false })
        progress?.finish()

        try writeManifest(Array(records.byID.values), stored: stored)
        try BuildMarker(store: store).update(afterCompleteRun: isComplete)
        var summary = RenderSummary()
        summary.rendered = records.considered
        summary.written = records.written
        summary.unchanged = records.considered - records.written
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return summary
    }

    private func render(_ variant: Variant, scale: Int, worker: SnapshotWorker, existing: [String: SnapshotRecord]) throws -> (SnapshotRecord, Outcome) {
        let id = variant.snapshotID(scale: scale)
        let paths = SnapshotPaths(id: id)
        let scene = worker.scene(for: variant)
        let inputHash = worker.inputHash(scene: scene, scale: scale)
        if let old = existing[id], old.inputHash == inputHash, store.exists(paths.sidecar),
           let stored = store.read(paths.png), Checksum.sha256Hex(stored) == old.sha256 {
            return (old, .unchanged)
        }
        let png = try worker.png(for: variant, scene: scene, scale: scale)
        let sidecar = Array(scene.dump.utf8)
        var outcome = Outcome.unchanged
        if store.read(paths.png) != png {
            try store.write(png, to: paths.png)
            outcome = .written
        }
        if store.read(paths.sidecar) != sidecar { try store.write(sidecar, to: paths.sidecar) }
        let record = SnapshotRecord(variant: variant, scene: scene, scale: scale, png: png, inputHash: inputHash)
        return (record, outcome)
    }

    /// Records from the store's manifest, and from this shard's own manifest if any; none
    /// when they were made by another build of the renderer.
    private func existingRecords(_ stored: Manifest?) throws -> [String: SnapshotRecord] {
        var records: [String: SnapshotRecord] = [:]
        guard BuildMarker(store: store).isCurrent else { return records }
        for record in stored?.snapshots ?? [] { records[record.id] = record }
        if let shard {
            for record in try store.readManifest(named: SnapshotStore.shardManifestName(shard))?.snapshots ?? [] {
                records[record.id] = record
            }
        }
        return records
    }

    /// Replaces the rendered records in the manifest (or writes this shard's manifest),
    /// and leaves the file alone when nothing changed.
    private func writeManifest(_ records: [SnapshotRecord], stored: Manifest?) throws {
        let name = shard.map(SnapshotStore.shardManifestName) ?? SnapshotStore.manifestName
        var all: [String: SnapshotRecord] = [:]
        if shard == nil {
            for record in stored?.snapshots ?? [] { all[record.id] = record }
        }
        for record in records { all[record.id] = record }
        let manifest = Manifest(renderer: context.fingerprint, components: ComponentInfo.describe(context),
                                snapshots: all.values.sorted { $0.id < $1.id }, defaults: context.defaultEnvironment)
        let bytes = try SnapshotStore.encode(manifest)
        if store.read(name) != bytes { try store.write(bytes, to: name) }
        try writeTokenTable()
    }

    /// `tokens.json`: the values the snapshots were made with, for the gallery's tokens page.
    private func writeTokenTable() throws {
        let bytes = try SnapshotStore.encodeCanonical(TokenTable(context))
        if store.read(TokenTable.fileName) != bytes { try store.write(bytes, to: TokenTable.fileName) }
    }
}

extension ComponentInfo {
    /// Manifest descriptions of every component in the context's catalogue.
    static func describe(_ context: RenderContext) -> [ComponentInfo] {
        context.catalog.components.map { component in
            let count = VariantMatrix.all(Catalog(components: [component]), brands: context.brands, themes: context.themes).count
            return ComponentInfo(name: component.name, summary: component.summary,
                                 axes: component.axes.map { AxisInfo(name: $0.name, values: $0.values, defaultValue: $0.defaultValue) },
                                 tokens: context.catalog.requirements(of: component).map(\.path), variantCount: count)
        }
    }
}
