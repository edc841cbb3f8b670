import DarkroomCatalog
import DarkroomFiles
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
    /// Snapshots laid out (the rest were recognised from `.darkroom-index` alone).
    public var laidOut = 0
    /// Stored PNGs opened to check them.
    public var pngsRead = 0
    /// The store had snapshots but no manifest: the run rendered its selection again and
    /// wrote a manifest of what it rendered (the index alone vouches for nothing).
    public var rebuiltManifest = false
    public var seconds = 0.0
    public var snapshotsPerSecond: Double { seconds > 0 ? Double(rendered) / seconds : 0 }
}

/// Renders variants into a store, incrementally, in two steps:
/// 1. a snapshot whose key (`RenderKeys`: build, fonts, declared tokens, the icons it read,
///    axes, scale) matches `.darkroom-index` and whose files exist is not even laid out; a run in
///    which that holds for every snapshot reads and writes nothing but the index;
/// 2. any other snapshot is laid out, and when its input hash (Scene, scale, renderer)
///    matches its manifest record and its file is intact it is not painted, encoded or written.
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
    /// Whether step 1 may skip snapshots from `.darkroom-index`. `record` turns it off: it
    /// rewrites what verify found different, which may be a file changed behind the index;
    /// so does `render --check-index`, which re-checks everything the index vouches for.
    public var trustsIndex = true
    /// The store's index, read while the caller built the context (`IndexReadAhead`).
    public var indexReadAhead: IndexReadAhead?
    /// The process ends soon after the run (the command line): its records are left for the
    /// exit to reclaim, not freed one by one (4 ms of CPU for the catalogue, perf).
    public var endsProcess = false

    public init(context: RenderContext, store: SnapshotStore, scales: [Int], jobs: Int, shard: Shard? = nil) {
        self.context = context; self.store = store; self.scales = scales; self.jobs = jobs; self.shard = shard
    }

    private enum Outcome { case unchanged, written }
    /// A snapshot whose scene cannot be painted (an API not drawn yet, say): it fails alone.
    private struct Unrenderable: Error { let message: String }
    /// A snapshot's record with its manifest line, and its index entry (nil when its files
    /// could not be stat'ed): both made on the worker thread, so the run's serial end only
    /// joins them.
    private typealias Rendered = (record: SnapshotRecord, line: [UInt8], outcome: Outcome, pngsRead: Int, indexEntry: String?)

    /// Filled by `ParallelRunner.forEach`'s consume callback, which runs under its lock.
    private final class RecordTable: @unchecked Sendable {
        var byID: [String: SnapshotRecord] = [:]
        var lines: [String: [UInt8]] = [:]
        var indexEntries: [String: String?] = [:]
        var considered = 0
        var written = 0
        var pngsRead = 0
        /// Snapshots that could not be rendered, each with why; the others still are.
        var failures: [(id: String, message: String)] = []
        /// The records by id, handed over (the table keeps none): the manifest is built in
        /// this dictionary instead of a copy of it.
        func takeByID() -> [String: SnapshotRecord] {
            defer { byID = [:] }
            return byID
        }

        func add(_ rendered: Rendered) {
            byID[rendered.record.id] = rendered.record
            lines[rendered.record.id] = rendered.line
            indexEntries[rendered.record.id] = rendered.indexEntry
            considered += 1
            if rendered.outcome == .written { written += 1 }
            pngsRead += rendered.pngsRead
        }
    }

    public func run(_ variants: [Variant]) throws -> RenderSummary {
        let started = DispatchTime.now().uptimeNanoseconds
        // Step 1: keys without layout. Sharded runs write their own manifests and skip it.
        // The index vouches only beside the manifest it was written with (`RenderIndex`).
        let manifestStamp = RenderIndex.stamp(store.manifestPath)
        let index = shard != nil ? RenderIndex()
            : indexReadAhead?.index(forManifestStamp: manifestStamp) ?? RenderIndex.read(from: store, manifestStamp: manifestStamp)
        // Leftovers of a killed run go either way (a walk of the store, no file opened), on
        // another thread while step 1 runs: they are never snapshot files, so it reads none.
        // The same walk lists the store's folders: step 2 reads no stored file in a folder that
        // did not exist, so a cold render does not try to open thousands of missing files.
        // (Folders, not files: a no-change rerun would pay for a set of every file name.)
        let walk = Prefetch { [root = store.root] in
            var folders = Set<String>()
            AtomicFile.removeLeftovers(below: root) { folders.insert($0) }
            return folders
        }
        let pending = try variantsToLayOut(variants, trusted: trustsIndex ? index.entries : [:])
        let storedFolders = try walk.get()
        let skipped = (variants.count - pending.count) * scales.count
        if pending.isEmpty, manifestStamp != nil, !index.isDirty, shard == nil {
            // The index and the variants (thousands of strings each) are left for the exit,
            // as after a render: freeing them was about 3% of a no-change rerun.
            Self.release(index, variants, freeing: !endsProcess)
            try BuildMarker(store: store).update(afterCompleteRun: isComplete)
            var summary = RenderSummary()
            summary.rendered = skipped
            summary.unchanged = skipped
            summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            return summary
        }

        // Step 2: lay out, compare with the manifest, paint and write what changed.
        // The store's manifest is read once: it seeds the incremental check and is the base
        // the new records are merged into.
        let manifest = try store.readManifest()
        // Without a manifest the index vouched for nothing (it was not read): every selected
        // snapshot is laid out, painted and compared with its files, and the manifest rebuilt.
        let rebuilding = manifest == nil && shard == nil && !store.storedFiles().isEmpty
        let existing = try existingRecords(manifest)
        progress?.start(total: pending.count * scales.count, title: "render")
        let scales = self.scales
        let progress = self.progress
        let cancellation = self.cancellation
        // Records are folded into a dictionary as they arrive: memory grows with the number
        // of distinct snapshots (the manifest), not with the work done.
        let records = RecordTable()
        let painted = PaintedScenes()
        let writer = StoreFolders(store: store)
        try ParallelRunner.forEach(
            count: pending.count, workers: jobs,
            makeState: { SnapshotWorker(context: context, sharing: painted) },
            job: { worker, index in
                try scales.map { scale -> Result<Rendered, Unrenderable> in
                    do { return .success(try render(pending[index], scale: scale, worker: worker, existing: existing, folders: storedFolders, writer: writer)) }
                    catch let error as Unrenderable { return .failure(error) }
                }
            },
            consume: { index, results in
                for (scale, result) in zip(scales, results) {
                    switch result {
                    case .success(let rendered): records.add(rendered)
                    case .failure(let error): records.failures.append((pending[index].snapshotID(scale: scale), error.message))
                    }
                }
            },
            progress: { done in progress?.update(done: done * scales.count) },
            shouldStop: { cancellation?.isCancelled ?? false })
        progress?.finish()

        let (listed, written) = try writeManifest(records.takeByID(), lines: records.lines, stored: manifest)
        // Thousands of records, freed where no one waits for them (`release`), or
        // not at all by a process about to end.
        defer { Self.release(written, records, existing, manifest as Any, freeing: !endsProcess) }
        try BuildMarker(store: store).update(afterCompleteRun: isComplete)
        if shard == nil {
            var updated = index
            for (id, entry) in records.indexEntries { updated.entries[id] = entry }
            try updated.write(to: store, keeping: listed, previous: index, manifestStamp: RenderIndex.stamp(store.manifestPath))
        }
        var summary = RenderSummary()
        summary.rebuiltManifest = rebuilding
        summary.rendered = records.considered + skipped
        summary.written = records.written
        summary.unchanged = records.considered - records.written + skipped
        summary.laidOut = records.considered
        summary.pngsRead = records.pngsRead
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        if !records.failures.isEmpty {
            let failures = records.failures.sorted { $0.id < $1.id }
            throw SnapshotError.input("\(failures.count) of \(summary.rendered + failures.count) snapshots could not be rendered (the others were written):\n"
                                      + failures.map(\.message).joined(separator: "\n"))
        }
        return summary
    }

    /// Step 1 on `jobs` threads: the variants the index does not vouch for, in their order.
    /// A no-change rerun is mostly this (a key hashed and two files stat'ed per snapshot).
    private func variantsToLayOut(_ variants: [Variant], trusted: [String: String]) throws -> [Variant] {
        guard !trusted.isEmpty else { return variants }
        // Files are stat'ed relative to the store's folder (`RenderIndex.vouches`).
        let root = open(store.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return variants }
        defer { close(root) }
        let chunk = 128
        let chunks = (variants.count + chunk - 1) / chunk
        let keys = context.keys
        return try ParallelRunner.map(count: chunks, workers: jobs, makeState: {}, job: { _, c in
            variants[c * chunk ..< min(variants.count, (c + 1) * chunk)].filter { !isVouchedFor($0, by: trusted, keys: keys, root: root) }
        }).flatMap { $0 }
    }

    /// Whether the index vouches for every scale of `variant`: the key, with the icons the
    /// snapshot read last time, matches, and its files are as they were written (same size
    /// and times).
    private func isVouchedFor(_ variant: Variant, by trusted: [String: String], keys: RenderKeys, root: Int32) -> Bool {
        for scale in scales {
            let id = variant.snapshotID(scale: scale)
            guard let stored = trusted[id] else { return false }
            let icons = RenderIndex.icons(in: stored)
            let key = keys.key(variant, id: id, icons: icons)
            if !RenderIndex.vouches(stored, key: key, icons: icons, root: root, id: id) { return false }
        }
        return true
    }

    /// - Parameter folders: the store's folders when the run began (relative paths); a file in
    ///   another folder is not read (none was there; only this run can have written it).
    /// - Parameter writer: writes the snapshot's files (its folders stay open for the run).
    private func render(_ variant: Variant, scale: Int, worker: SnapshotWorker, existing: [String: SnapshotRecord],
                        folders: Set<String>, writer: StoreFolders) throws -> Rendered {
        func read(_ path: String) -> [UInt8]? {
            if let slash = PathSegments.lastSeparator(in: path), !folders.contains(String(path[..<slash])) { return nil }
            return store.read(path)
        }
        let id = variant.snapshotID(scale: scale)
        let paths = SnapshotPaths(id: id)
        let scene = worker.scene(for: variant, scale: scale)
        // What the snapshot read beyond its component's key: icons, and tokens ("$path") when
        // the component records its reads instead of listing them.
        let icons = worker.iconsRead(by: scene) + worker.tokensReadByLastScene.map { "$" + $0 }
        let key = context.keys.key(variant, id: id, icons: icons)
        let sidecar = scene.dumpUTF8
        let (sidecarSha256, inputHash) = worker.hashes(sidecar: sidecar, scale: scale)
        // Stat'ed once the files are as this run leaves them (a sharded run writes no index);
        // a file this run wrote was stat'ed by its write.
        var written: (png: stat?, sidecar: stat?) = (nil, nil)
        let indexEntry = { [shard] in
            shard == nil ? RenderIndex.entry(key: key, store: store, paths: paths, icons: icons, written: written) : nil
        }
        // Each stored file is read at most once: the check below and the comparison after
        // painting share the read (a hand-edited PNG reaches both).
        var storedPNG = StoredFile { read(paths.png) }
        var storedSidecar = StoredFile { read(paths.sidecar) }
        // The record and the files must agree with each other and with this layout: the PNG
        // has the record's hash, the sidecar is this Scene's dump. A record whose hash is
        // wrong (edited) does not stay: the snapshot is painted and a new record written.
        if let old = existing[id], old.inputHash == inputHash, storedSidecar.bytes == sidecar, let stored = storedPNG.bytes,
           Checksum.sha256Hex(stored) == old.sha256 {
            var record = old
            record.sidecarSha256 = sidecarSha256  // absent before format 3
            return try (record, worker.recordWriter.line(record), .unchanged, storedPNG.opened, indexEntry())
        }
        let png: PaintedPNG
        do { png = try worker.png(for: variant, scene: scene, scale: scale, inputHash: inputHash) } catch SnapshotError.input(let message) { throw Unrenderable(message: message) }
        var outcome = Outcome.unchanged
        if storedPNG.bytes != png.bytes {
            written.png = try writer.write(png.bytes, to: paths.png, isNew: storedPNG.bytes == nil)
            outcome = .written
        }
        if storedSidecar.bytes != sidecar { written.sidecar = try writer.write(sidecar, to: paths.sidecar, isNew: storedSidecar.bytes == nil) }
        let record = SnapshotRecord(variant: variant, scene: scene, scale: scale, png: png, sidecarSha256: sidecarSha256,
                                    inputHash: inputHash, catalog: context.catalog, tokensRead: worker.tokensReadByLastScene)
        return try (record, worker.recordWriter.line(record), outcome, storedPNG.opened, indexEntry())
    }

    /// A stored file read on first use and kept: nil when there is none. `opened` counts the
    /// reads that found one (0 or 1; a cold render opens none).
    private struct StoredFile {
        private let load: () -> [UInt8]?
        private var loaded: [UInt8]??
        init(_ load: @escaping () -> [UInt8]?) { self.load = load }

        var bytes: [UInt8]? {
            mutating get {
                if let loaded { return loaded }
                let value = load()
                loaded = .some(value)
                return value
            }
        }

        var opened: Int {
            if case .some(.some) = loaded { return 1 }
            return 0
        }
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

    /// Releases `values` on another thread, or never (`freeing` false: the process is about to
    /// end). A render's records are thousands of small objects, and freeing them was a quarter
    /// of its serial end (9 ms of 35, perf), spent while both cores idle and the caller,
    /// usually a process about to exit, waits for nothing.
    private static func release(_ values: Any..., freeing: Bool) {
        /// Values no thread uses any more, only released.
        final class Leftovers: @unchecked Sendable {
            let values: [Any]
            init(_ values: [Any]) { self.values = values }
        }
        let leftovers = Leftovers(values)
        guard freeing else {
            _ = Unmanaged.passRetained(leftovers)  // the exit reclaims them
            return
        }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(leftovers) {} }
    }

    /// Replaces the rendered records in the manifest (or writes this shard's manifest),
    /// and leaves the file alone when nothing changed.
    /// - Returns: the ids the written manifest lists, and that manifest.
    private func writeManifest(_ records: [String: SnapshotRecord], lines: [String: [UInt8]], stored: Manifest?) throws
        -> (listed: Set<String>, manifest: Manifest) {
        let name = shard.map(SnapshotStore.shardManifestName) ?? SnapshotStore.manifestName
        // This run's records, and the stored ones it did not render (a shard lists its own).
        var all = records
        if shard == nil {
            for record in stored?.snapshots ?? [] where all[record.id] == nil { all[record.id] = record }
        }
        // Unsorted: `ManifestJSON.encode` writes the records in id order, and sorted them a
        // second time after this did.
        let manifest = Manifest(renderer: context.fingerprint, components: ComponentInfo.describe(context, records: all.values),
                                snapshots: Array(all.values), defaults: context.defaultEnvironment)
        let bytes = try SnapshotStore.encode(manifest, lines: lines)
        if store.read(name) != bytes { try store.write(bytes, to: name) }
        try writeTokenTable(manifest.components)
        return (Set(all.keys), manifest)
    }

    /// `tokens.json`: the values the snapshots were made with, for the gallery's tokens page.
    private func writeTokenTable(_ components: [ComponentInfo]) throws {
        let bytes = try SnapshotStore.encodeCanonical(TokenTable(context, components: components))
        if store.read(TokenTable.fileName) != bytes { try store.write(bytes, to: TokenTable.fileName) }
    }
}

extension ComponentInfo {
    /// Manifest descriptions of every component in the context's catalogue.
    /// A component that records its reads lists what its snapshots in `records` read.
    static func describe(_ context: RenderContext, records: some Sequence<SnapshotRecord> = []) -> [ComponentInfo] {
        // Only those components' records add anything: another's list its declared tokens.
        let recording = Set(context.catalog.components.lazy.filter(\.tokens.isEmpty).map(\.name))
        var read: [String: Set<String>] = [:]
        if !recording.isEmpty {
            for record in records where recording.contains(record.component) {
                read[record.component, default: []].formUnion(record.tokens)
            }
        }
        return context.catalog.components.map { component in
            let count = VariantMatrix.count(of: component, tokenAxes: context.tokenAxes)
            let declared = context.catalog.requirements(of: component).map(\.path)
            return ComponentInfo(name: component.name, summary: component.summary,
                                 axes: component.axes.map { AxisInfo(name: $0.name, values: $0.values, defaultValue: $0.defaultValue) },
                                 tokens: SnapshotRecord.tokens(declared, (read[component.name] ?? []).sorted()), variantCount: count)
        }
    }
}
