import DarkroomSnapshot
import Foundation

/// Progress on standard error: a redrawn bar on a terminal (done/total, rate, ETA),
/// plain periodic lines otherwise (CI logs).
final class TerminalProgress: ProgressReporter {
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var total = 0
    private var title = ""
    private var started: UInt64 = 0
    private var lastPrint: UInt64 = 0
    private var lastDone = 0

    func start(total: Int, title: String) {
        self.total = total
        self.title = title
        started = DispatchTime.now().uptimeNanoseconds
        lastPrint = started
    }

    func update(done: Int) {
        lastDone = done
        let now = DispatchTime.now().uptimeNanoseconds
        let interval: UInt64 = isTerminal ? 80_000_000 : 2_000_000_000
        guard now - lastPrint >= interval || done == total else { return }
        lastPrint = now
        let seconds = Double(now - started) / 1e9
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let eta = rate > 0 ? Double(total - done) / rate : 0
        let counts = "\(done)/\(total)  \(Int(rate))/s  ETA \(String(format: "%.1f", eta))s"
        if isTerminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            FileHandle.standardError.write(Data("\r\(title) [\(bar)] \(counts)\u{1B}[K".utf8))
        } else {
            FileHandle.standardError.write(Data("\(title): \(counts)\n".utf8))
        }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
