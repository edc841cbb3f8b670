import DarkroomFiles
import DarkroomGallery
import DarkroomManifest
import DarkroomSnapshot
import Dispatch
import Foundation

/// The loop behind `darkroom watch --package PATH`: build, render and publish the package's
/// previews, then do it again on every save, saying how long a save took to reach the images.
///
/// Source files are polled (their sizes and modification times), which needs no platform file
/// notification API and sees edits made by any editor, also through the target folders'
/// symbolic links. Each update runs the same steps as the separate commands: the incremental
/// build, `render` in the runner (the render index skips what did not change), and the gallery,
/// here with `data/live.js` naming the images whose bytes changed.
struct PackageWatch {
    let package: String
    let command: WatchCommand
    /// Files per package watched at most (a stray node_modules would otherwise be walked).
    static let maxFiles = 20_000

    func run() throws -> Never {
        var built = try PackagePreviews.build(package: package, quiet: false)
        let root = built.packageRoot
        let store = absolute(command.out, in: root), gallery = absolute(command.gallery, in: root)
        var stamps = try sourceStamps(built.plan)
        var generation = 0
        let first = try update(built, store: store, gallery: gallery, generation: generation)
        say("watch: \(first.snapshots) snapshots in \(store), gallery \(gallery)/index.html; watching \(stamps.count) files of \(built.name) (Ctrl-C stops)")
        var updates = 0
        while true {
            Thread.sleep(forTimeInterval: Double(command.poll) / 1000)
            var now = try sourceStamps(built.plan)
            guard now != stamps else { continue }
            // An editor may write a file in several steps: wait until two looks agree.
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                let again = try sourceStamps(built.plan)
                if again == now { break }
                now = again
            }
            let changed = now.filter { stamps[$0.key] != $0.value }.map(\.key).sorted()
                + stamps.keys.filter { now[$0] == nil }.sorted()
            let saved = changed.compactMap { now[$0]?.modified }.max() ?? Date()
            stamps = now
            generation += 1
            do {
                built = try PackagePreviews.build(package: package, quiet: true)
                let result = try update(built, store: store, gallery: gallery, generation: generation)
                let files = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                say(String(format: "watch: %@ saved -> %d of %d snapshots changed; images updated %.2f s after the save (build %.2f s, render %.2f s, gallery %.2f s)",
                           files, result.changed, result.snapshots, Date().timeIntervalSince(saved), built.seconds, result.render, result.gallery))
            } catch {
                say("watch: \(error)")
            }
            updates += 1
            if let limit = command.updates, updates >= limit { exit(0) }
        }
    }

    /// Renders into the store and rewrites the gallery; the ids whose PNG changed go live.
    private func update(_ built: PackagePreviews.Built, store: String, gallery: String, generation: Int) throws
        -> (snapshots: Int, changed: Int, render: Double, gallery: Double) {
        let before = (try? ManifestFiles.loadManifest(at: store + "/" + SnapshotStore.manifestName)).map(Self.hashes) ?? [:]
        let started = Date()
        let scales = command.scales.flatMap { ["--scale", $0] }
        let render = try ChildProcess.run(built.runner, ["render", "--out", store, "--quiet"] + scales, directory: built.packageRoot)
        // Snapshots that cannot be drawn fail alone: said, and the others are still published.
        if render.status != 0 { say(render.errors.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let rendered = Date()
        let manifest = try ManifestFiles.loadManifest(at: store + "/" + SnapshotStore.manifestName)
        let after = Self.hashes(manifest)
        let changed = Set(after.filter { before[$0.key] != $0.value }.map(\.key))
        var builder = GalleryBuilder(manifest: manifest, storeDirectory: store,
                                     tokens: try ManifestFiles.loadTokenTable(at: store + "/" + TokenTable.fileName))
        builder.live = (generation, changed)
        try builder.write(to: gallery)
        return (manifest.snapshots.count, changed.count, rendered.timeIntervalSince(started), Date().timeIntervalSince(rendered))
    }

    /// Snapshot id -> its PNG's SHA-256, as the manifest records them.
    private static func hashes(_ manifest: Manifest) -> [String: String] {
        Dictionary(manifest.snapshots.map { ($0.id, $0.sha256) }, uniquingKeysWith: { a, _ in a })
    }

    struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    /// Size and modification time of every file in the package's library targets.
    private func sourceStamps(_ plan: PreviewBuildPlan) throws -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let files = FileManager.default
        for target in plan.targets {
            guard let walker = files.enumerator(atPath: target.source) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = target.source + "/" + relative
                guard let attributes = try? files.attributesOfItem(atPath: path),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                stamps[path] = Stamp(size: (attributes[.size] as? Int) ?? 0, modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
                if stamps.count > Self.maxFiles {
                    throw PackageError("\(target.source): more than \(Self.maxFiles) files to watch; keep generated files out of the target folders")
                }
            }
        }
        return stamps
    }

    private func absolute(_ path: String, in root: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    private func say(_ line: String) {
        guard !line.isEmpty else { return }
        // Unbuffered, so a script reading the output sees each update as it happens.
        FileHandle.standardOutput.write(Data((TerminalText.safe(line) + "\n").utf8))
    }
}
