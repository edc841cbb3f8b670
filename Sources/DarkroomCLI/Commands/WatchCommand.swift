import ArgumentParser
import DarkroomSnapshot

/// `darkroom watch --package PATH`: renders a package's previews, then again each time one of
/// its source files is saved, and keeps a live gallery that reloads the changed images.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render a package's previews on every save and keep a gallery that reloads the changed images by itself.",
        discussion: """
            darkroom watch --package PATH: builds the package's previews beside Darkroom, renders them into the store, \
            builds the gallery, then polls the package's source files. On a save it builds again (only what changed \
            compiles), renders (only snapshots whose pixels changed are written) and rewrites the gallery's data/live.js, \
            which an open gallery page reads to reload the images that changed. Prints the time from the save to the \
            updated images. Relative paths are the package's.
            """)

    @Option(help: ArgumentHelp("The SwiftPM package to watch (required).", valueName: "path"))
    var package: String?
    @Option(help: "Snapshot store folder.") var out: String = "Snapshots"
    @Option(help: "Gallery folder, kept live.") var gallery: String = "out/gallery"
    @Option(name: .customLong("scale"), help: "Display scale 1, 2 or 3 (repeatable; default 1).") var scales: [String] = []
    @Option(help: "Milliseconds between looks at the source files.") var poll: Int = 250
    @Option(help: ArgumentHelp("Stop after this many updates (for scripts and tests).", visibility: .hidden)) var updates: Int?

    func validate() throws {
        try FolderArgument.validate(out, option: "--out")
        try FolderArgument.validate(gallery, option: "--gallery")
        guard (20...10_000).contains(poll) else { throw ValidationError("--poll takes 20 to 10000 milliseconds") }
    }

    /// Reached only without `--package` (with it, `DarkroomCLI` runs `PackageWatch`).
    func run() throws {
        throw SnapshotError.usage("darkroom watch works on a package's previews: darkroom watch --package PATH")
    }
}
