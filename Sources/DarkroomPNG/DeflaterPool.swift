import Foundation   // NSLock

/// Idle deflate streams kept for reuse: each holds a level buffer of about 300 KB and an output
/// buffer, and allocating those per snapshot costs more than compressing a small one. A reused
/// stream produces the same bytes as a new one (`CanonicalInternalsTests` checks this).
///
/// Thread safety: the idle list is guarded by a lock and each stream is used by one encoder at a
/// time (checked out, used, returned), hence `@unchecked Sendable`.
final class DeflaterPool: @unchecked Sendable {
    /// One pool per igzip level, and one for level 0 with fixed codes (only
    /// `PNGEncoder.canonical`'s is used outside measurements).
    private static let pools = (0...3).map { DeflaterPool(level: Int32($0), fixedCodes: false) }
    private static let fixedCodesPool = DeflaterPool(level: 0, fixedCodes: true)

    static func shared(level: Int32, fixedCodes: Bool = false) -> DeflaterPool {
        precondition(!fixedCodes || level == 0, "DeflaterPool: fixed codes are level 0's (bug)")
        return fixedCodes ? fixedCodesPool : pools[Int(level)]
    }

    let level: Int32
    let fixedCodes: Bool
    /// At most this many idle streams are kept: enough for one per core on CI machines.
    private let capacity = 8
    private let lock = NSLock()
    private var idle: [Deflater] = []

    init(level: Int32, fixedCodes: Bool) {
        self.level = level
        self.fixedCodes = fixedCodes
    }

    /// Runs `body` with a stream in its initial state; the stream must not escape `body`.
    func withDeflater<R>(_ body: (Deflater) throws -> R) rethrows -> R {
        let reused = lock.withLock { idle.popLast() }
        let deflater = reused ?? Deflater(level: level, fixedCodes: fixedCodes)
        defer {
            lock.withLock {
                if idle.count < capacity { idle.append(deflater) }
            }
        }
        return try body(deflater)
    }
}
