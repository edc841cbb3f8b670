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

    func run() throws {
        let context = try resources.makeContext()
        let pruner = Pruner(store: SnapshotStore(root: store),
                            variants: VariantMatrix.all(context.catalog, brands: context.brands, themes: context.themes))
        let stale = dryRun ? pruner.staleFiles() : try pruner.prune()
        for file in stale { print((dryRun ? "would delete " : "deleted ") + store + "/" + file) }
        print("\(stale.count) stale file(s)" + (dryRun ? " (dry run, nothing deleted)" : " deleted"))
    }
}
