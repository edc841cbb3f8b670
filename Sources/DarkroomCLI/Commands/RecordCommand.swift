import ArgumentParser
import DarkroomSnapshot

/// `darkroom record`: writes references: all of the selection, only missing ones, or only
/// those that fail verify.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write reference snapshots: all (default), --missing, or --failed.")

    @OptionGroup var resources: ResourceOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var verify: VerifyOptionGroup
    @Flag(help: "Only snapshots that have no reference yet.") var missing = false
    @Flag(help: "Only snapshots that fail verify (missing, unreadable, resized or changed).") var failed = false
    @Flag(help: "No progress output.") var quiet = false

    func validate() throws {
        if missing && failed { throw ValidationError("choose one of --missing and --failed") }
    }

    func run() throws {
        let context = try resources.makeContext()
        var variants = try selection.variants(context)
        let scales = try selection.resolvedScales()
        let store = SnapshotStore(root: verify.store)
        let lock = try StoreLock(store, removingLeftovers: false)  // RenderRun.run removes them
        defer { withExtendedLifetime(lock) {} }
        if missing {
            variants = variants.filter { v in scales.contains { !store.exists(SnapshotPaths(id: v.snapshotID(scale: $0)).png) } }
        } else if failed {
            var verifier = Verifier(context: context, store: store, scales: scales, jobs: selection.jobs)
            verifier.options = VerifyOptions(threshold: verify.threshold, tolerance: verify.tolerance)
            let failing = try verifier.run(variants, staleCheck: nil).failedIDs
            variants = variants.filter { v in scales.contains { failing.contains(v.snapshotID(scale: $0)) } }
        }
        var run = RenderRun(context: context, store: store, scales: scales, jobs: selection.jobs, shard: try selection.filter().shard)
        run.progress = quiet ? nil : TerminalProgress()
        run.cancellation = Interrupts.install()
        run.trustsIndex = false
        let summary = try run.run(variants)
        print("recorded \(summary.written) reference(s) of \(summary.rendered) considered into \(verify.store)")
    }
}
