/// The columns where two rows of pixels differ, listed in order.
///
/// Walking a group's `DifferenceBits` one set bit at a time ends each 8-pixel group on a
/// branch that follows the image (how many of the 8 differ), and mispredicts about once a group:
/// the most mispredicted branch of the pass. Listing the columns first, a whole group at once
/// from a table of its set lanes, leaves the pass one loop per row whose exit is predictable.
enum DifferingColumns {
    /// Entry `bits` (0...255): the lanes set in `bits`, lowest first, one per byte from the low
    /// byte; unused bytes are 0. Written once, before any read (a lazy global), never mutated
    /// after, and kept for the process's life (2 KB).
    nonisolated(unsafe) static let lanes: UnsafePointer<UInt64> = {
        let t = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
        for bits in 0..<256 {
            var entry: UInt64 = 0, used: UInt64 = 0
            for lane in 0..<8 where bits >> lane & 1 == 1 {
                entry |= UInt64(lane) << (8 * used)
                used += 1
            }
            t[bits] = entry
        }
        return UnsafePointer(t)
    }()

    /// Entry `bits`: how many bits are set. The default target has no population-count
    /// instruction, and `nonzeroBitCount` spelled out in shifts and masks took 13 instructions.
    nonisolated(unsafe) static let counts: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for bits in 0..<256 { t[bits] = UInt8(bits.nonzeroBitCount) }
        return UnsafePointer(t)
    }()

    /// Writes the columns `x` where `a[x] != b[x]`, in increasing order, to `columns` and
    /// returns how many. `columns` must hold `width + 8` entries: each group stores all 8 lanes
    /// and the next group overwrites those past its count.
    @inline(__always)
    static func list(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width: Int,
                     into columns: UnsafeMutablePointer<UInt32>) -> Int {
        let table = lanes, sizes = counts
        let out = UnsafeMutableRawPointer(columns)
        var n = 0, x = 0
        while x &+ 8 <= width {
            let bits = Int(DifferenceBits.of8(a + x, b + x))
            let set = SIMD8<UInt8>(truncatingIfNeeded: unsafeBitCast(table[bits], to: SIMD8<UInt8>.self))
            let group = SIMD8<UInt32>(truncatingIfNeeded: set) &+ SIMD8(repeating: UInt32(truncatingIfNeeded: x))
            out.storeBytes(of: group, toByteOffset: n &* 4, as: SIMD8<UInt32>.self)
            n &+= Int(sizes[bits])
            x &+= 8
        }
        while x < width {
            columns[n] = UInt32(truncatingIfNeeded: x)
            n &+= a[x] != b[x] ? 1 : 0
            x &+= 1
        }
        return n
    }
}
