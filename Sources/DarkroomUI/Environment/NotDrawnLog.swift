import Foundation

/// What one lowering reached that is declared but not drawn yet and could not mark a view
/// itself: a value such as a gradient used as a colour. `ViewLowering.node` marks the tree's
/// root with every message, so the render fails naming each. Created per lowering and carried
/// in its environment: a value of the render, never a global.
final class NotDrawnLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) { lock.withLock { if !messages.contains(message) { messages.append(message) } } }
    var all: [String] { lock.withLock { messages } }
}

private struct NotDrawnLogKey: EnvironmentKey { static var defaultValue: NotDrawnLog { NotDrawnLog() } }

extension EnvironmentValues {
    /// The log of the lowering this environment belongs to (a fresh one when set by none).
    var notDrawnLog: NotDrawnLog {
        get { self[NotDrawnLogKey.self] }
        set { self[NotDrawnLogKey.self] = newValue }
    }
}
