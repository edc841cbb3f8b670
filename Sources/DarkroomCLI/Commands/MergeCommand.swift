import ArgumentParser
import DarkroomSnapshot

/// `darkroom merge`: folds sharded runs' manifests into manifest.json.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge manifest.shard-I-of-N.json files (from sharded renders) into manifest.json.")

    @Option(help: "Snapshot store folder.")
    var store: String = "Snapshots"

    func validate() throws {
        try FolderArgument.validate(store, option: "--store")
    }

    func run() throws {
        try FolderArgument.requireStore(store)
        let lock = try StoreLock(SnapshotStore(root: store))
        defer { withExtendedLifetime(lock) {} }
        let count = try ManifestMerge.merge(in: SnapshotStore(root: store))
        print("merged \(count) shard manifest(s) into \(store)/manifest.json")
    }
}
