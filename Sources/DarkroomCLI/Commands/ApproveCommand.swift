import ArgumentParser
import DarkroomSnapshot

/// `darkroom approve`: accepts a verify report's failures (a CI run's artifact, or a local
/// report) into the store without rendering again.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept the failures of a verify report as the new references (all, a group, or single snapshots).",
        discussion: "The report must come from the same renderer (library versions and fonts) as this machine; afterwards verify passes without a re-render.")

    @OptionGroup var resources: ResourceOptions
    @Option(help: "The verify report folder (darkroom verify --report DIR, or a CI run's report artifact).")
    var report: String
    @Option(help: "Snapshot store folder to update.")
    var store: String = "Snapshots"
    @Option(help: "Only the failures of this group (its id is on the review page).")
    var group: String?
    @Option(name: .customLong("id"), help: "Only this snapshot id, e.g. ChipBase/md-active-frisbee-light-ltr@1x (repeatable).")
    var ids: [String] = []

    func validate() throws {
        try FolderArgument.validate(report, option: "--report")
        try FolderArgument.validate(store, option: "--store")
    }

    func run() throws {
        try FolderArgument.requireStore(store)
        let snapshotStore = SnapshotStore(root: store)
        let lock = try StoreLock(snapshotStore)
        defer { withExtendedLifetime(lock) {} }
        let context = try resources.makeContext()
        let approval = try Approval(reportDirectory: report, store: snapshotStore, context: context)
        try approval.checkRenderer(context.fingerprint)
        let approved = try approval.approve(try approval.select(group: group, ids: ids))
        for id in approved { print("approved \(id)") }
        print("approved \(approved.count) snapshot(s) into \(store)")
    }
}
