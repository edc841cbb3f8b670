import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomPNG
import DarkroomRaster
import Foundation
import Testing
@testable import DarkroomSnapshot

/// Rendering into a store: determinism, the manifest, and what a run leaves behind.
@Suite struct RenderRunTests {
    @Test("--jobs 1 and --jobs 2 write byte-identical stores (PNGs, sidecars, manifest)")
    func jobsDoNotChangeBytes() throws {
        let ws = try Workspace("jobs")
        let context = try ws.context()
        let one = ws.store("one"), two = ws.store("two")
        try ws.render(context, into: one, scales: [1, 2], jobs: 1)
        try ws.render(context, into: two, scales: [1, 2], jobs: 2)
        let files = filesBelow(one.root)
        #expect(files == filesBelow(two.root))
        #expect(files.count == TestCatalog.variantCount * 2 * 2 + 2, "PNGs and sidecars, manifest.json and tokens.json")
        for file in files {
            #expect(bytes(one.path(file)) == bytes(two.path(file)), "\(file) differs between jobs 1 and 2")
        }
    }

    @Test("a second context renders the same bytes as the first (no state leaks between runs)")
    func freshContextSameBytes() throws {
        let ws = try Workspace("fresh")
        let a = ws.store("a"), b = ws.store("b")
        try ws.render(try ws.context(), into: a)
        try ws.render(try ws.context(), into: b)
        for file in filesBelow(a.root) { #expect(bytes(a.path(file)) == bytes(b.path(file)), "\(file)") }
    }

    @Test("the manifest lists every snapshot with axes, pixel size, sha256 of the file, sidecar and accessibility")
    func manifestRecords() throws {
        let ws = try Workspace("manifest")
        let context = try ws.context()
        let store = ws.store()
        let variants = try ws.select(context)
        try ws.render(context, into: store, variants: variants, scales: [1, 2])
        let manifest = try #require(try store.readManifest())
        #expect(manifest.format == Manifest.currentFormat)
        #expect(manifest.snapshots.count == variants.count * 2)
        #expect(manifest.snapshots.map(\.id) == variants.flatMap { v in [1, 2].map { v.snapshotID(scale: $0) } }.sorted())

        for record in manifest.snapshots {
            let png = try #require(bytes(store.path(record.file)), "\(record.file) is missing")
            #expect(Checksum.sha256Hex(png) == record.sha256, "\(record.id): sha256 does not match the file")
            let image = try PNGDecoder.decode(png, source: record.file)
            #expect(image.width == record.pixelWidth && image.height == record.pixelHeight, "\(record.id)")
            #expect(record.file == record.id + ".png")
            #expect(record.sidecar == record.id + ".layout.txt")
            let sidecar = try #require(bytes(store.path(record.sidecar)))
            #expect(String(decoding: sidecar, as: UTF8.self).hasPrefix("scene "))
            #expect(record.id.hasSuffix("@\(record.scale)x"))
            #expect(!record.accessibility.isEmpty, "\(record.id) has no accessibility nodes")
            #expect(!record.inputHash.isEmpty)
        }

        let accent = try #require(manifest.snapshots.first { $0.id == "Badge/accent-lg-beta-light-rtl@2x" })
        #expect(accent.component == "Badge")
        #expect(accent.axes == [AxisValue(name: "tone", value: "accent"), AxisValue(name: "size", value: "lg"),
                                AxisValue(name: "brand", value: "beta"), AxisValue(name: "theme", value: "light"),
                                AxisValue(name: "direction", value: "rtl")])
        #expect(accent.scale == 2)
        #expect(accent.accessibility.contains { $0.role == "status" && $0.label == "Hello" && $0.value == "accent" })
        #expect(accent.tokens.contains("color.accent"))
        let one = try #require(manifest.snapshots.first { $0.id == "Badge/accent-lg-beta-light-rtl@1x" })
        #expect(accent.pixelWidth == 2 * one.pixelWidth && accent.pixelHeight == 2 * one.pixelHeight)

        let badge = try #require(manifest.components.first { $0.name == "Badge" })
        #expect(badge.variantCount == TestCatalog.badgeVariantCount)
        #expect(badge.axes.map(\.name) == ["tone", "size"])
        #expect(badge.tokens.contains("color.canvas"), "the background token is part of every component's tokens")
        #expect(manifest.components.map(\.name) == ["Badge", "Dot"])
    }

    @Test("the manifest carries the renderer fingerprint: version, libraries and font hashes")
    func fingerprint() throws {
        let ws = try Workspace("fingerprint")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store, variants: try ws.select(context) { $0.components = ["Dot"] })
        let renderer = try #require(try store.readManifest()).renderer
        #expect(renderer == context.fingerprint)
        #expect(renderer.darkroom == DarkroomVersion.string)
        #expect(renderer.libraries["cairo"] != nil)
        #expect(renderer.libraries["pango"] != nil)
        let roboto = try #require(renderer.fonts["Roboto-Regular.ttf"])
        let fontBytes = try #require(bytes(ResourceLocator.root()! + "/Fonts/Roboto-Regular.ttf"))
        #expect(roboto == Checksum.sha256Hex(fontBytes))
    }

    @Test("temp files left by a killed run are removed by the next run")
    func removesLeftovers() throws {
        let ws = try Workspace("leftovers")
        let context = try ws.context()
        let store = ws.store()
        let dots = try ws.select(context) { $0.components = ["Dot"] }
        try ws.render(context, into: store, variants: dots)
        let leftovers = ["Dot/\(AtomicFile.tempMarker)4242-md-round-alpha-dark-ltr@1x.png",
                         "\(AtomicFile.tempMarker)4242-manifest.json",
                         "Badge/\(AtomicFile.tempMarker)1-x.layout.txt"]
        for file in leftovers {
            try FileManager.default.createDirectory(atPath: (store.path(file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try writeBytes([1, 2, 3], store.path(file))
        }
        #expect(!store.storedFiles().contains { $0.contains(AtomicFile.tempMarker) }, "stored files never list temp files")
        try ws.render(context, into: store, variants: dots)
        for file in leftovers { #expect(!store.exists(file), "\(file) survived the run") }
        #expect(!filesBelow(store.root).contains { $0.contains(AtomicFile.tempMarker) })
    }

    @Test("removeLeftovers counts what it removed, leaves other files and names the folders it walked (a render reads only in those)")
    func removeLeftoversCounts() throws {
        let ws = try Workspace("leftover-count")
        let folder = ws.root + "/f"
        try FileManager.default.createDirectory(atPath: folder + "/sub/deeper", withIntermediateDirectories: true)
        try writeBytes([1], folder + "/\(AtomicFile.tempMarker)1-a.png")
        try writeBytes([1], folder + "/sub/\(AtomicFile.tempMarker)2-b.png")
        try writeBytes([1], folder + "/sub/keep.png")
        try writeBytes([1], folder + "/sub/deeper/also.txt")
        var folders: [String] = []
        #expect(AtomicFile.removeLeftovers(below: folder) { folders.append($0) } == 2)
        #expect(filesBelow(folder) == ["sub/deeper/also.txt", "sub/keep.png"])
        #expect(folders.sorted() == ["sub", "sub/deeper"])
    }

    @Test("a run cancelled through its CancellationFlag leaves no temp files, and a rerun completes the store")
    func cancellation() throws {
        let ws = try Workspace("cancel")
        let context = try ws.context()
        let store = ws.store()
        let variants = try ws.select(context)
        var run = RenderRun(context: context, store: store, scales: [1, 2], jobs: 2)
        let flag = CancellationFlag()
        run.cancellation = flag
        let trigger = CancelAfter(updates: 3, flag: flag)
        run.progress = trigger
        #expect(throws: CancellationError.self) { try run.run(variants) }
        #expect(flag.isCancelled)
        let partial = filesBelow(store.root)
        #expect(!partial.contains { $0.contains(AtomicFile.tempMarker) }, "temp files left: \(partial)")
        #expect(partial.filter { $0.hasSuffix(".png") }.count < variants.count * 2, "the run should have stopped early")
        for file in partial where file.hasSuffix(".png") {
            #expect(throws: Never.self, "\(file) is not a complete PNG") { try PNGDecoder.decode(contentsOf: store.path(file)) }
        }

        let summary = try ws.render(context, into: store, variants: variants, scales: [1, 2])
        #expect(summary.rendered == variants.count * 2)
        let manifest = try #require(try store.readManifest())
        #expect(manifest.snapshots.count == variants.count * 2)
        for record in manifest.snapshots { #expect(store.exists(record.file) && store.exists(record.sidecar)) }
    }

    @Test("progress updates come one at a time, as ProgressReporter promises, and reach the total")
    func progressIsSerial() throws {
        let ws = try Workspace("progress")
        let context = try ws.context()
        var run = RenderRun(context: context, store: ws.store(), scales: [1, 2], jobs: 2)
        let detector = OverlapDetector()
        run.progress = detector
        let variants = try ws.select(context)
        _ = try run.run(variants)
        // Known bug: ParallelRunner calls `progress` after releasing its lock, so two workers
        // can be inside TerminalProgress.update at once (a data race on its counters). Drop
        // this wrapper once the call moves under the lock.
        #expect(!detector.overlapped, "two worker threads called update(done:) at the same time")
        #expect(detector.updates == variants.count)
        #expect(detector.lastDone == variants.count * 2)
    }

    @Test("a render into a folder that cannot be created fails with an input error naming the folder")
    func unwritableStore() throws {
        let ws = try Workspace("unwritable-store")
        let context = try ws.context()
        let blocker = ws.root + "/plain-file"
        try writeBytes([0], blocker)
        let store = SnapshotStore(root: blocker + "/store")
        do {
            try ws.render(context, into: store, variants: try ws.select(context) { $0.components = ["Dot"] })
            Issue.record("rendering below a regular file should fail")
        } catch let SnapshotError.input(message) {
            #expect(message.contains(blocker))
        }
    }
}

/// Cancels the run after a few progress updates, the way Ctrl-C would.
final class CancelAfter: ProgressReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int
    private let flag: CancellationFlag
    init(updates: Int, flag: CancellationFlag) { remaining = updates; self.flag = flag }
    func start(total: Int, title: String) {}
    func update(done: Int) {
        lock.withLock {
            remaining -= 1
            if remaining <= 0 { flag.cancel() }
        }
    }
    func finish() {}
}

/// Records whether two `update` calls ever ran at the same time; each call lingers a little
/// so that overlapping calls, if the runner allows them, actually meet.
final class OverlapDetector: ProgressReporter, @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private(set) var overlapped = false
    private(set) var updates = 0
    private(set) var lastDone = 0
    func start(total: Int, title: String) {}
    func update(done: Int) {
        lock.withLock {
            inside += 1
            if inside > 1 { overlapped = true }
        }
        usleep(500)
        lock.withLock {
            inside -= 1
            updates += 1
            lastDone = max(lastDone, done)
        }
    }
    func finish() {}
}
