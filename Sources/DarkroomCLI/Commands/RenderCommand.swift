import ArgumentParser
import DarkroomSnapshot
import Foundation

/// `darkroom render`: renders the selection into a store, incrementally.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render snapshots (PNG + layout sidecar + manifest) into a folder.",
        discussion: "Unchanged snapshots are neither re-encoded nor rewritten. A sharded run writes manifest.shard-I-of-N.json; `darkroom merge` combines them.")

    @OptionGroup var resources: ResourceOptions
    @OptionGroup var selection: SelectionOptions
    @Option(help: "Output folder.")
    var out: String = "Snapshots"
    @Flag(help: "Also delete stored snapshots that no variant produces any more.")
    var prune = false
    @Flag(help: "No progress output.")
    var quiet = false
    @Flag(help: "Do not skip snapshots from .darkroom-index: lay out every one, check each PNG against its manifest record's hash and each sidecar against the layout, and rewrite what differs.")
    var checkIndex = false

    func validate() throws {
        try FolderArgument.validate(out, option: "--out")
    }

    func run() throws {
        let store = SnapshotStore(root: out)
        // A sharded run reads no index (`RenderRun`), and --check-index trusts none.
        let indexReadAhead = checkIndex || selection.shard != nil ? nil : IndexReadAhead(store: store)
        let context = try resources.makeContext()
        let variants = try selection.variants(context)
        let lock = try StoreLock(store, removingLeftovers: false)  // RenderRun.run removes them
        defer { withExtendedLifetime(lock) {} }
        var run = RenderRun(context: context, store: store, scales: try selection.resolvedScales(),
                            jobs: selection.jobs, shard: try selection.filter().shard)
        run.progress = quiet ? nil : TerminalProgress()
        run.isComplete = selection.coversWholeMatrix
        run.trustsIndex = !checkIndex
        run.indexReadAhead = indexReadAhead
        run.cancellation = Interrupts.install()
        run.endsProcess = true
        var summary = try run.run(variants)
        if summary.rebuiltManifest {
            printError("darkroom: \(out)/manifest.json was missing, so .darkroom-index vouched for nothing: every selected snapshot was rendered again and checked against its files, and the manifest rebuilt"
                       + (run.isComplete ? "" : "; it lists only the snapshots this run selected: render without filters to list them all"))
        }
        if prune {
            let all = VariantMatrix.all(context.catalog, tokenAxes: context.tokenAxes)
            summary.removed = try Pruner(store: store, variants: all).prune().count
        }
        print("rendered \(summary.rendered), unchanged \(summary.unchanged), written \(summary.written), removed \(summary.removed)"
              + "; laid out \(summary.laidOut), PNGs read \(summary.pngsRead)"
              + " in \(String(format: "%.2f", summary.seconds)) s (\(Int(summary.snapshotsPerSecond)) snapshots/s) -> \(out)")
    }
}
