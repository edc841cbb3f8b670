import Dispatch

/// A value worked out on another thread while the caller goes on with something else.
///
/// For the serial start of a run (fonts and icons load while the tokens do): a no-change
/// rerun is over in tens of milliseconds, most of them spent before any parallel step, so
/// the second core would otherwise idle. `get()` waits, then returns the value or rethrows
/// what the work threw, so errors surface where the value is used.
public final class Prefetch<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once on the worker thread; read only after `group.wait()`.
    private var result: Result<Value, any Error>?

    public init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global().async(group: group) { self.result = Result { try work() } }
    }

    public func get() throws -> Value {
        group.wait()
        return try result!.get()
    }
}
