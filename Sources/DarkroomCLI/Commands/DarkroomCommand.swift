import ArgumentParser
import DarkroomSnapshot

/// `darkroom`: the root command.
struct DarkroomCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "darkroom",
        abstract: "Render design-system components to exact PNG snapshots; verify, record and publish them.",
        discussion: """
            Every snapshot is one variant (component axes x brand x theme x direction) at one scale.
            Exit codes: 0 success, 1 differences found (verify), 2 bad usage or bad input.
            """,
        version: DarkroomVersion.string,
        subcommands: [ListCommand.self, RenderCommand.self, VerifyCommand.self, RecordCommand.self,
                      PruneCommand.self, MergeCommand.self, ApproveCommand.self, DiffCommand.self, GalleryCommand.self, DocsCommand.self,
                      TokensCommand.self, AuditCommand.self, AccessibilityCommand.self, WatchCommand.self])
}
