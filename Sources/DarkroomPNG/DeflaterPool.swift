import Foundation   // NSLock

/// Idle zlib streams kept for reuse, because setting one up costs more than compressing a snapshot.
///
/// `deflateInit2` allocates about 270 KB and clears its hash table; measured on this machine it
/// took about 0.14 ms, more than compressing a 120x24 image at level 1. `deflateReset` returns a
/// stream to exactly its freshly-initialised state (same parameters, empty history), so a reused
/// stream produces the same bytes as a new one (`CanonicalEncodingTests` checks this).
///
/// Thread safety: the idle list is guarded by a lock and each stream is used by one encoder at a
/// time (checked out, used, returned), hence `@unchecked Sendable`.
final class DeflaterPool: @unchecked Sendable {
    /// One pool per zlib level (only `PNGEncoder.canonical`'s is used outside measurements).
    private static let pools = (0...9).map { DeflaterPool(level: Int32($0)) }

    static func shared(level: Int32) -> DeflaterPool { pools[Int(level)] }

    let level: Int32
    /// At most this many idle streams are kept: enough for one per core on CI machines.
    private let capacity = 8
    private let lock = NSLock()
    private var idle: [Deflater] = []

    init(level: Int32) {
        self.level = level
    }

    /// Runs `body` with a stream in its initial state; the stream must not escape `body`.
    func withDeflater<R>(_ body: (Deflater) throws -> R) rethrows -> R {
        let reused = lock.withLock { idle.popLast() }
        let deflater = reused ?? Deflater(level: level)
        if reused != nil { deflater.reset() }
        defer {
            lock.withLock {
                if idle.count < capacity { idle.append(deflater) }
            }
        }
        return try body(deflater)
    }
}
