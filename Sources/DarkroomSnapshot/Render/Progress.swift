/// Receives progress from a run. Calls come from worker threads, one at a time.
public protocol ProgressReporter: AnyObject {
    func start(total: Int, title: String)
    func update(done: Int)
    func finish()
}

/// A cancellation flag that signal handlers can set and workers poll.
public final class CancellationFlag: @unchecked Sendable {
    private var cancelled = false
    private let lock = NSLockShim()
    public init() {}
    public var isCancelled: Bool { lock.withLock { cancelled } }
    public func cancel() { lock.withLock { cancelled = true } }
}

import Foundation
typealias NSLockShim = NSLock
