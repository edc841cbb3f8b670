import DarkroomSnapshot
import Dispatch
import Foundation

/// Turns Ctrl-C and SIGTERM into a cancellation the workers poll, so a run stops between
/// snapshots: every file already renamed into place is complete, and no temp file stays.
enum Interrupts {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() -> CancellationFlag {
        let flag = CancellationFlag()
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { flag.cancel() }
            source.resume()
            sources.append(source)
        }
        return flag
    }
}
