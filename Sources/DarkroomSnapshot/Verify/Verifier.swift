import DarkroomDiff
import DarkroomLayout
import DarkroomManifest
import DarkroomPNG
import DarkroomRaster
import Foundation

/// How strict verify is. The default is exact: output is deterministic, so any differing
/// pixel is a regression.
public struct VerifyOptions: Sendable {
    /// pixelmatch colour threshold; 0 counts every colour change.
    public var threshold: Double = 0
    /// Differing pixels allowed per snapshot.
    public var tolerance: Int = 0
    public init(threshold: Double = 0, tolerance: Int = 0) { self.threshold = threshold; self.tolerance = tolerance }
}

/// What verify found; `report` is what `report.json` holds.
public struct VerifyOutcome: Sendable {
    public var report: VerifyReport
    public var checked: Int
    /// How the PNG encoding libraries differ from those that wrote the references: reported,
    /// not a failure (same pixels still match; `RendererFingerprint.encodingLibraries`).
    public var encodingChange: [String] = []
    public var failedIDs: Set<String> { Set(report.failures.filter { $0.kind != .stale }.map(\.id)) }
    public var isClean: Bool { report.failures.isEmpty && report.environmentChange.isEmpty }
}

/// Re-renders variants and compares them with the store, pixel for pixel.
public struct Verifier {
    public let context: RenderContext
    public let store: SnapshotStore
    public var scales: [Int]
    public var jobs: Int
    public var options = VerifyOptions()
    /// Where expected | diff | actual images go; nil writes none.
    public var reportDirectory: String?
    public var progress: ProgressReporter?
    public var cancellation: CancellationFlag?

    public init(context: RenderContext, store: SnapshotStore, scales: [Int], jobs: Int) {
        self.context = context; self.store = store; self.scales = scales; self.jobs = jobs
    }

    /// - Parameter staleCheck: the full matrix, when the run covers all of it, so stored
    ///   snapshots that no variant produces are reported; nil for filtered runs.
    public func run(_ variants: [Variant], staleCheck allVariants: [Variant]?) throws -> VerifyOutcome {
        // The manifest is what the store vouches for (the gallery shows it, approve edits it):
        // a snapshot whose pixels match but whose record does not fails, and a store of
        // snapshots without a manifest is refused rather than verified against nothing.
        let manifest = try store.readManifest()
        let stored = manifest == nil ? store.storedFiles().filter { $0.hasSuffix(".png") && Pruner.isDarkroomFile($0) }.count : 0
        if stored > 0 {
            throw SnapshotError.input("\(store.manifestPath) is missing, but the store holds \(stored) snapshot(s): verify checks them against it. Run `darkroom render --out \(store.root)` to rebuild it (it renders again and compares with the files), then verify")
        }
        let records = Dictionary((manifest?.snapshots ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        progress?.start(total: variants.count * scales.count, title: "verify")
        let scales = self.scales, progress = self.progress, cancellation = self.cancellation
        let tokenChanges = TokenChanges(store: store)
        let painted = PaintedScenes()
        let results: [[VerifyFailure?]] = try ParallelRunner.map(
            count: variants.count, workers: jobs,
            makeState: { SnapshotWorker(context: context, sharing: painted) },
            job: { worker, index in
                try scales.map { try check(variants[index], scale: $0, worker: worker, tokenChanges: tokenChanges, records: records) }
            },
            progress: { progress?.update(done: $0 * scales.count) },
            shouldStop: { cancellation?.isCancelled ?? false })
        progress?.finish()
        var failures = results.flatMap { $0 }.compactMap { $0 }
        if let allVariants {
            failures += Pruner(store: store, variants: allVariants).staleFiles().filter { $0.hasSuffix(".png") }.map { file in
                VerifyFailure(id: String(file.dropLast(4)), kind: .stale, expected: nil, actual: nil, diff: nil, triptych: nil,
                              mismatchedPixels: 0, changes: ["no variant produces this snapshot any more: `darkroom prune` removes it"])
            }
        }
        let checked = variants.count * scales.count
        let sorted = failures.sorted { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }
        let report = VerifyReport(passed: checked - failures.filter { $0.kind != .stale }.count, failures: sorted,
                                  environmentChange: environmentChange(manifest), renderer: context.fingerprint,
                                  groups: FailureGrouping.groups(sorted))
        // A clean run (a shard without failures) writes no report.
        if let reportDirectory, !report.failures.isEmpty || !report.environmentChange.isEmpty {
            try ReportWriter(directory: reportDirectory).writeIndex(report)
        }
        return VerifyOutcome(report: report, checked: checked, encodingChange: encodingChange(manifest))
    }

    private func check(_ variant: Variant, scale: Int, worker: SnapshotWorker, tokenChanges: TokenChanges,
                       records: [String: SnapshotRecord]) throws -> VerifyFailure? {
        let id = variant.snapshotID(scale: scale)
        let paths = SnapshotPaths(id: id)
        let scene = worker.scene(for: variant, scale: scale)
        // The layout's dump, made once: the painted Scenes are looked up by its hash, the record
        // and the report hold it, and the stored sidecar must equal it.
        let sidecar = scene.dumpUTF8
        let (sidecarSha256, inputHash) = worker.hashes(sidecar: sidecar, scale: scale)
        let painted: PaintedPNG
        do {
            painted = try worker.png(for: variant, scene: scene, scale: scale, inputHash: inputHash)
        } catch SnapshotError.input(let message) {
            // One snapshot that cannot be drawn fails alone, named with why, in the report.
            return VerifyFailure(id: id, kind: .unrenderable, expected: nil, actual: nil, diff: nil, triptych: nil,
                                 mismatchedPixels: 0, changes: [message])
        }
        let actualPNG = painted.bytes
        /// A failure, with its images in the report folder when there is one.
        func fail(_ kind: VerifyFailure.Kind, expected: [UInt8]? = nil, diff: RGBAImage? = nil, pixels: Int = 0,
                  _ changes: [String]) throws -> VerifyFailure {
            guard let reportDirectory else {
                return VerifyFailure(id: id, kind: kind, expected: nil, actual: nil, diff: nil, triptych: nil,
                                     mismatchedPixels: pixels, changes: changes)
            }
            let record = SnapshotRecord(variant: variant, scene: scene, scale: scale, png: painted, sidecarSha256: sidecarSha256,
                                        inputHash: inputHash, catalog: context.catalog)
            return try ReportWriter(directory: reportDirectory)
                .failure(id: id, kind: kind, expected: expected, actual: actualPNG, diff: diff, pixels: pixels, changes: changes,
                         actualSidecar: sidecar, record: record)
        }

        guard let stored = store.read(paths.png) else {
            return try fail(.missing, ["no reference at \(store.path(paths.png))"])
        }
        if stored == actualPNG {
            let problems = recordProblems(records[id], pngSha256: painted.sha256, sidecar: store.read(paths.sidecar), actualSidecar: sidecar)
            return problems.isEmpty ? nil : try fail(.record, problems + ["`darkroom render --check-index` rewrites them"])
        }
        let expected: RGBAImage
        do {
            expected = try PNGDecoder.decode(stored, source: store.path(paths.png))
        } catch {
            return try fail(.unreadable, ["\(error); re-record it with `darkroom record --failed`"])
        }
        let actual = try PNGDecoder.decode(actualPNG, source: "render of \(id)")
        // The cause first (a token that changed value), then what it did to the layout.
        let changes = tokenChanges.sentences(for: variant, context: context)
            + SidecarDiff.explain(expected: store.read(paths.sidecar).map { String(decoding: $0, as: UTF8.self) } ?? "",
                                  actual: String(decoding: sidecar, as: UTF8.self))
        guard expected.width == actual.width, expected.height == actual.height else {
            let sentence = "size changed from \(expected.width)x\(expected.height) to \(actual.width)x\(actual.height)"
            return try fail(.size, expected: stored, [sentence] + changes)
        }
        let result = try ImageDiffer(DiffOptions(threshold: options.threshold, includeAA: options.threshold == 0))
            .compare(expected, actual, diffImage: reportDirectory != nil)
        guard result.mismatchedPixels > options.tolerance else { return nil }
        let located = DiffLocator.describe(expected: expected, actual: actual, scene: scene, scale: scale)
        let explained = (changes.isEmpty ? ["layout unchanged: only pixels differ (painting, icons or fonts)"] : changes)
            + (located.map { [$0] } ?? [])
        return try fail(.pixels, expected: stored, diff: result.diffImage, pixels: result.mismatchedPixels, explained)
    }

    /// What is wrong with a matching image's manifest record and sidecar, as sentences.
    /// `pngSha256` is the stored PNG's hash (it equals this render's, already made);
    /// `actualSidecar` is this render's layout dump.
    private func recordProblems(_ record: SnapshotRecord?, pngSha256: String, sidecar: [UInt8]?, actualSidecar: [UInt8]) -> [String] {
        var problems: [String] = []
        if let record {
            if record.sha256 != pngSha256 { problems.append("its manifest record has another SHA-256 than the stored PNG") }
            if let hash = record.sidecarSha256, hash != sidecar.map(Checksum.sha256Hex) {
                problems.append("its manifest record has another SHA-256 than the stored layout sidecar")
            }
        } else {
            problems.append("the manifest has no record of it")
        }
        if sidecar != actualSidecar { problems.append("its layout sidecar is not this render's layout") }
        return problems
    }

    /// Sentences about how this renderer draws differently from the one that made the
    /// references (`RendererFingerprint.drawing`: the encoding libraries are `encodingChange`'s).
    private func environmentChange(_ manifest: Manifest?) -> [String] {
        guard let recorded = manifest?.renderer.drawing else { return [] }
        let current = context.fingerprint.drawing
        var sentences: [String] = []
        if recorded.darkroom != current.darkroom { sentences.append("darkroom \(recorded.darkroom) -> \(current.darkroom)") }
        sentences += Self.libraryChanges(recorded.libraries, current.libraries)
        for (font, hash) in recorded.fonts.sorted(by: { $0.key < $1.key }) where current.fonts[font] != hash {
            sentences.append(current.fonts[font] == nil ? "font \(font) is gone" : "font \(font) changed")
        }
        for font in current.fonts.keys.sorted() where recorded.fonts[font] == nil { sentences.append("font \(font) was added") }
        return sentences
    }

    /// Sentences about how this renderer's PNG encoding libraries differ from those that wrote
    /// the references: bytes, not pixels, so a note and not a failure.
    private func encodingChange(_ manifest: Manifest?) -> [String] {
        guard let recorded = manifest?.renderer else { return [] }
        return Self.libraryChanges(recorded.encoding, context.fingerprint.encoding)
    }

    /// "name recorded -> current" for each recorded library whose version is not the current one.
    private static func libraryChanges(_ recorded: [String: String], _ current: [String: String]) -> [String] {
        recorded.sorted { $0.key < $1.key }.compactMap { name, version in
            current[name] == version ? nil : "\(name) \(version) -> \(current[name] ?? "absent")"
        }
    }
}
