/// pixelmatch's YIQ brightness of an opaque pixel as an exact integer, for comparisons only.
///
/// `AntiAliasing` asks three things of the brightness deltas between a pixel and its opaque
/// neighbours: which are zero, their signs, and which neighbour is first with the smallest and
/// the largest delta. pixelmatch computes each delta in Doubles as
/// `dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223`. With the weights scaled by 10^8 the same
/// sum is the exact integer `luma(centre) - luma(neighbour)`, and the Double answers the three
/// questions exactly as the integer does:
///
/// - Different integers are at least 1e-8 apart once scaled back, while the Double differs from
///   the scaled integer by under 2e-13 (five roundings of terms under 256, plus the weights'
///   own representation error, about 3e-17 each). So order and sign agree, and a non-zero
///   integer never gives a zero Double.
/// - Equal integers come only from equal colours: no non-zero (a, b, c) with |a|, |b|, |c| <= 510
///   has a * 29889531 + b * 58662247 + c * 11448223 = 0 (`IntegerLumaTests` checks all of them),
///   so two neighbours tie exactly when their colours are equal, and then their Doubles are
///   equal too; the first in pixelmatch's order wins in both.
///
/// That turns 8 Double deltas into 8 integer lumas compared with the centre's.
enum IntegerLuma {
    static let red: Int64 = 29_889_531
    static let green: Int64 = 58_662_247
    static let blue: Int64 = 11_448_223

    /// Each channel's weighted values: R in 0..<256, G in 256..<512, B in 512..<768. Three
    /// loads and two adds per pixel instead of three multiplies. Written once, before any read
    /// (a lazy global), never mutated after, and kept for the process's life (6 KB).
    nonisolated(unsafe) static let table: UnsafePointer<Int64> = {
        let t = UnsafeMutablePointer<Int64>.allocate(capacity: 768)
        for v in 0..<256 {
            t[v] = Int64(v) * red
            t[256 + v] = Int64(v) * green
            t[512 + v] = Int64(v) * blue
        }
        return UnsafePointer(t)
    }()

    /// The luma of an RGBA word (R in the low byte); alpha is ignored, the caller checked it is 255.
    /// `t` is `table`, fetched once by the caller (each fetch of a lazy global checks it is set).
    @inline(__always)
    static func of(_ word: UInt32, _ t: UnsafePointer<Int64>) -> Int64 {
        t[Int(word & 0xFF)] &+ t[256 &+ Int(word >> 8 & 0xFF)] &+ t[512 &+ Int(word >> 16 & 0xFF)]
    }

    /// The luma of an RGBA word, fetching `table` itself.
    static func of(_ word: UInt32) -> Int64 { of(word, table) }
}
