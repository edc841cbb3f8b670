import ArgumentParser
import DarkroomSnapshot

/// `darkroom merge`: folds sharded runs' manifests into manifest.json.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge manifest.shard-I-of-N.json files (from sharded renders) into manifest.json, or shards' verify reports into one.",
        discussion: "With --reports A B C --into DIR, the verify reports of a sharded run become one report with one review page.")

    @OptionGroup var resources: ResourceOptions
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
            // The review page shows the failures beside the store's references: without the
            // store it could not be written, so nothing is (rather than a path to no page).
            try FolderArgument.requireStore(store)
            guard try SnapshotStore(root: store).readManifest() != nil else {
                throw SnapshotError.input("no manifest at \(store)/manifest.json: the review page needs the store the reports were verified against; pass it with --store DIR (nothing was written to \(into))")
            }
            // Held on the report folder: two merges into it cannot interleave, and the temp
            // files of a killed merge are removed.
            let lock = try StoreLock(SnapshotStore(root: into))
            defer { withExtendedLifetime(lock) {} }
            let merged = try ReportMerge.merge(reports, into: into, produced: try resources.makeContext().producedSnapshotIDs)
            guard try ReviewPage.write(merged, store: store, to: into) else {
                throw SnapshotError.input("\(store)/manifest.json went away during the merge; \(into)/report.json is written but not its review page: run the merge again")
            }
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
