import DarkroomManifest
import DarkroomPNG
import Foundation
import Testing

/// A render stopped half-way (Ctrl-C, or killed outright) leaves only complete files, and
/// running the same command again completes the store.
@Suite(.serialized) struct InterruptTests {
    /// Every CheckboxView variant at three scales: 1,440 snapshots, long enough to interrupt.
    static let largeSelection = ["--component", "CheckboxView", "--scale", "1,2,3", "--jobs", "2", "--quiet"]

    static func pngs(_ store: String) -> [String] {
        filesBelow(store).filter { $0.hasSuffix(".png") && !$0.contains(".darkroom-tmp-") }
    }

    static func temps(_ store: String) -> [String] { filesBelow(store).filter { $0.contains(".darkroom-tmp-") } }

    /// Starts the large render and waits until it has written some snapshots.
    static func startAndWait(_ folder: String) throws -> Darkroom.Running {
        let running = try Darkroom.start(["render", "--out", "store"] + largeSelection, in: folder)
        let deadline = Date().addingTimeInterval(300)
        while running.process.isRunning, pngs(folder + "/store").count < 40, Date() < deadline {
            usleep(20_000)
        }
        #expect(running.process.isRunning, "the render finished before it could be interrupted")
        return running
    }

    /// Every PNG below the store decodes: none is a partial write.
    static func expectCompletePNGs(_ store: String) {
        for file in pngs(store) {
            #expect(throws: Never.self, "\(file) is not a complete PNG") { try PNGDecoder.decode(contentsOf: store + "/" + file) }
        }
    }

    /// Runs the same command again and checks the store is complete.
    static func expectRerunCompletes(_ folder: String) throws {
        let expected = try Darkroom.run(["list", "--component", "CheckboxView", "--scale", "1,2,3"], in: folder)
            .stdout.split(separator: "\n").map { String($0) + ".png" }
        let rerun = try Darkroom.run(["render", "--out", "store"] + largeSelection, in: folder)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let store = folder + "/store"
        #expect(temps(store).isEmpty, "temp files left after the rerun: \(temps(store))")
        #expect(pngs(store) == expected.sorted())
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: store + "/manifest.json")))
        #expect(manifest.snapshots.count == expected.count)
        let verify = try Darkroom.run(["verify", "--store", "store", "--component", "CheckboxView", "--scale", "1,2,3", "--quiet"], in: folder)
        #expect(verify.status == 0, "\(verify.stdout)")
    }

    @Test("SIGINT stops the render between snapshots: exit 130, no temp file, no partial PNG; a rerun completes")
    func interrupt() throws {
        let folder = try temporaryFolder("sigint")
        let running = try Self.startAndWait(folder)
        running.signal(SIGINT)
        let result = running.wait()
        #expect(!result.signalled, "SIGINT must be handled, not kill the process")
        #expect(result.status == 130)
        #expect(result.stderr.contains("interrupted"), "\(result.stderr)")
        let store = folder + "/store"
        #expect(Self.temps(store).isEmpty, "temp files left: \(Self.temps(store))")
        #expect(Self.pngs(store).count < 1440, "the render should have stopped early")
        Self.expectCompletePNGs(store)
        try Self.expectRerunCompletes(folder)
    }

    @Test("SIGKILL mid-run leaves no partial PNG; the rerun removes leftover temp files and completes")
    func kill() throws {
        let folder = try temporaryFolder("sigkill")
        let running = try Self.startAndWait(folder)
        running.signal(SIGKILL)
        let result = running.wait()
        #expect(result.signalled)
        let store = folder + "/store"
        #expect(Self.pngs(store).count < 1440)
        Self.expectCompletePNGs(store)
        // What a kill during a write leaves: a partial temp file. The rerun must remove it.
        try Data([0x89, 0x50, 0x4E]).write(to: URL(fileURLWithPath: store + "/CheckboxView/.darkroom-tmp-99999-partial@1x.png"))
        try Self.expectRerunCompletes(folder)
    }
}
