import Foundation

/// pixelmatch itself, in the same run as the differ: `Tests/bench/pixelmatch_peer.js` under the
/// node that Playwright for Python ships (the browser peer's own dependency), on the same seven
/// fixture pairs, kept running (`serve`) so that the bench can ask it for one block of rounds
/// at a time, between blocks of the differ.
/// `PIXELMATCH=<mapbox/pixelmatch folder>` runs that pixelmatch instead of Playwright's older
/// copy (see the script: the current one's counts are the differ's).
final class PixelmatchPeer {
    /// The script's first line: which pixelmatch and node run, and pixelmatch's counts.
    private(set) var about = ""
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private var pending: [UInt8] = []

    /// Starts the script; nil when it cannot run (the reason is printed).
    static func start(root: String) -> PixelmatchPeer? {
        // Playwright's driver folder holds its node binary and playwright-core (with pixelmatch).
        let locate = "import os, playwright; print(os.path.join(os.path.dirname(playwright.__file__), 'driver'))"
        guard let driver = try? ProcessFigures.run("/usr/bin/env", ["python3", "-c", locate], in: root).summary, !driver.isEmpty else {
            print("pixelmatch: cannot find Playwright for Python (make setup installs it)")
            return nil
        }
        // A request written after the script has ended (it crashed, say) then fails with EPIPE
        // and `seconds` answers nil, where SIGPIPE would end the bench without a word.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: driver + "/node")
        process.arguments = [root + "/Tests/bench/pixelmatch_peer.js", driver + "/package",
                             root + "/Tests/DarkroomDiffTests/Fixtures/pixelmatch", "serve"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("pixelmatch: could not run \(driver)/node: \(error)")
            return nil
        }
        let peer = PixelmatchPeer(process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading)
        // Its first line names what runs, or says why it could not load (a PIXELMATCH, say).
        let first = peer.line()
        guard let first, first.contains("; counts [") else {
            print(first ?? "pixelmatch: Tests/bench/pixelmatch_peer.js printed nothing")
            return nil
        }
        peer.about = first
        return peer
    }

    private init(process: Process, input: FileHandle, output: FileHandle) {
        self.process = process; self.input = input; self.output = output
    }

    deinit {
        try? input.close()  // the script ends with its input
        process.waitUntilExit()
    }

    /// Seconds `rounds` passes over the seven pairs took, nil when the script did not answer.
    func seconds(rounds: Int) -> Double? {
        do { try input.write(contentsOf: Array("\(rounds)\n".utf8)) } catch { return nil }
        return line().flatMap(Double.init)
    }

    /// The script's next line (at most 4 KB), or nil at its end.
    private func line() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let data = output.availableData
            if data.isEmpty || pending.count > 4096 { return nil }
            pending += data
        }
    }
}
