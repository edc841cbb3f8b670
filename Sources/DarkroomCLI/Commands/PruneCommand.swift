import DarkroomFiles
import ArgumentParser
import DarkroomSnapshot

/// `darkroom prune`: removes stored snapshots that no variant produces any more.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Delete stored snapshots that no variant of the catalogue produces any more.")

    @OptionGroup var resources: ResourceOptions
    @Option(help: "Snapshot store folder.")
    var store: String = "Snapshots"
    @Flag(help: "Only list what would be deleted.")
    var dryRun = false

    func validate() throws {
        try FolderArgument.validate(store, option: "--store")
    }

    func run() throws {
        try FolderArgument.requireStore(store)
        let context = try resources.makeContext()
        let lock = try StoreLock(SnapshotStore(root: store))
        defer { withExtendedLifetime(lock) {} }
        let pruner = Pruner(store: SnapshotStore(root: store),
                            variants: VariantMatrix.all(context.catalog, tokenAxes: context.tokenAxes))
        let plan = pruner.plan()
        let stale = dryRun ? plan.stale : try pruner.prune()
        for file in stale { print(TerminalText.safe((dryRun ? "would delete " : "deleted ") + store + "/" + file)) }
        for file in plan.notDarkroom { print(TerminalText.safe("left alone (not written by Darkroom) " + store + "/" + file)) }
        print("\(stale.count) stale file(s)" + (dryRun ? " (dry run, nothing deleted)" : " deleted")
              + ", \(plan.notDarkroom.count) other file(s) left alone")
    }
}
