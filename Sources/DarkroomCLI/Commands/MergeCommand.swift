import ArgumentParser
import DarkroomSnapshot

/// `darkroom merge`: folds sharded runs' manifests into manifest.json.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge manifest.shard-I-of-N.json files (from sharded renders) into manifest.json, or shards' verify reports into one.",
        discussion: "With --reports A B C --into DIR, the verify reports of a sharded run become one report with one review page.")

    @Option(help: "Snapshot store folder.")
    var store: String = "Snapshots"
    @Option(parsing: .upToNextOption, help: "Verify report folders of a sharded run to merge (shards without failures have none).")
    var reports: [String] = []
    @Option(help: "Where the merged report goes (with --reports).")
    var into: String?

    func validate() throws {
        try FolderArgument.validate(store, option: "--store")
        try FolderArgument.validate(into, option: "--into")
        if !reports.isEmpty && into == nil { throw ValidationError("--reports needs --into DIR for the merged report") }
        if reports.isEmpty && into != nil { throw ValidationError("--into goes with --reports") }
    }

    func run() throws {
        if let into {
            let merged = try ReportMerge.merge(reports, into: into)
            try ReviewPage.write(merged, store: store, to: into)
            print("merged \(merged.failures.count) failure(s) from \(reports.count) report folder(s) into \(into)/report.json; review: \(into)/index.html")
            return
        }
        try FolderArgument.requireStore(store)
        let lock = try StoreLock(SnapshotStore(root: store))
        defer { withExtendedLifetime(lock) {} }
        let count = try ManifestMerge.merge(in: SnapshotStore(root: store))
        print("merged \(count) shard manifest(s) into \(store)/manifest.json")
    }
}
