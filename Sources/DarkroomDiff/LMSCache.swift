/// Opaque colours already converted to cube-rooted LMS and lightness, for one comparison.
///
/// Differing pixels of a screenshot pair repeat a few hundred colours (the pixelmatch pairs:
/// 127,000 differing pixels, 111 to 2,592 colours each), and the conversion (three table
/// interpolations, two matrix products, a square root) was most of the differ's time. The
/// cache holds the very Doubles `ColorDistance.opaqueLMS` returns, so counts are unchanged.
/// Direct-mapped, 4,096 slots; it owns its memory and frees it in `deinit`.
final class LMSCache {
    private static let slots = 4096
    /// RGBA words (R in the low byte); 0 marks an empty slot, as no opaque word is 0.
    private let keys: UnsafeMutablePointer<UInt32>
    private let values: UnsafeMutablePointer<(l: Double, m: Double, s: Double, lightness: Double)>

    init() {
        keys = .allocate(capacity: Self.slots)
        keys.initialize(repeating: 0, count: Self.slots)
        // Left uninitialised (plain Doubles): a slot's value is read only after its key was
        // written with it, and clearing 128 KB per comparison cost more than small diffs take.
        values = .allocate(capacity: Self.slots)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    /// The conversion of the opaque pixel at byte offset `k`.
    @inline(__always)
    func lms(_ p: UnsafePointer<UInt8>, _ k: Int) -> (l: Double, m: Double, s: Double, lightness: Double) {
        let word = UnsafeRawPointer(p + k).loadUnaligned(as: UInt32.self)
        let slot = Int((word &* 0x9E37_79B1) >> 20)
        if keys[slot] == word { return values[slot] }
        let value = ColorDistance.opaqueLMS(p, k)
        keys[slot] = word
        values[slot] = value
        return value
    }
}
