import ArgumentParser
import DarkroomGallery
import DarkroomManifest
import DarkroomSnapshot
import Foundation

/// `darkroom gallery`: the static site for browsing every snapshot.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Build a static gallery site (works from file:// and any static host) from a snapshot store.")

    @Option(help: "Snapshot store folder (with manifest.json).") var store: String = "Snapshots"
    @Option(help: "Output folder.") var out: String = "out/gallery"
    @Option(help: "A verify report folder (darkroom verify --report DIR) to include as a review page.") var report: String?
    @Option(help: "An audit report (darkroom audit --json FILE): finding badges, a filter and the findings of each snapshot.") var audit: String?

    func validate() throws {
        try FolderArgument.validate(store, option: "--store")
        try FolderArgument.validate(out, option: "--out")
        try FolderArgument.validate(report, option: "--report")
    }

    func run() throws {
        let started = Date()
        let manifest = try ManifestFiles.loadManifest(at: store + "/" + SnapshotStore.manifestName)
        let review = try report.map { try ManifestFiles.loadReport(at: $0 + "/report.json") }
        let tokens = try ManifestFiles.loadTokenTable(at: store + "/" + TokenTable.fileName)
        let notes = try audit.map { try AuditNotes.load(at: $0) }
        let summary = try GalleryBuilder(manifest: manifest, storeDirectory: store, report: review, reportDirectory: report,
                                         tokens: tokens, audit: notes).write(to: out)
        print("gallery: \(summary.components) components, \(summary.snapshots) snapshots, \(summary.pages) pages"
              + (summary.failures.map { ", \($0) failures to review" } ?? "")
              + (notes.map { ", \($0.count) audit findings" } ?? "")
              + " in \(String(format: "%.2f", Date().timeIntervalSince(started))) s -> \(out)/index.html")
    }
}

/// `darkroom docs`: Markdown and JSON specs per component.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write Markdown docs and JSON specs per component from a snapshot store.")

    @Option(help: "Snapshot store folder (with manifest.json).") var store: String = "Snapshots"
    @Option(help: "Output folder.") var out: String = "out/docs"

    func validate() throws {
        try FolderArgument.validate(store, option: "--store")
        try FolderArgument.validate(out, option: "--out")
    }

    func run() throws {
        let manifest = try ManifestFiles.loadManifest(at: store + "/" + SnapshotStore.manifestName)
        try DocsBuilder(manifest: manifest, storeDirectory: store).write(to: out)
        print("docs: \(manifest.components.count) components -> \(out)/README.md")
    }
}
