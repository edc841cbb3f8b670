/// Opaque pixel pairs already classified by `ColorDistance.exceeds`, for one comparison.
///
/// Screenshot pairs repeat the same few (expected, actual) colour pairs along every shifted edge
/// and glyph, so most differing pixels are a pair already seen. For opaque pixels the verdict is
/// a function of the two RGBA words and the threshold alone (the background plays no part), so
/// it can be remembered as is: counts are unchanged. Direct-mapped; it owns its memory and frees
/// it in `deinit`.
final class PairCache {
    /// 8,192 slots (64 KB). Over pixelmatch's 7 pairs (18,900 distinct pairs of colours),
    /// 4,096 slots missed 24,900 times and 8,192 miss 22,200; 16,384 measured no faster.
    private static let slotBits = 13
    /// Both alphas are 255, so the two RGB triples make the key (48 bits, first in the low
    /// half) and the verdict + 1 sits above it: one 8-byte load answers a lookup. 0 marks an
    /// empty slot: a key is 0 only for two black pixels, which are equal and never looked up.
    private let slots: UnsafeMutablePointer<UInt64>

    init() {
        slots = .allocate(capacity: 1 << Self.slotBits)
        slots.initialize(repeating: 0, count: 1 << Self.slotBits)
    }

    deinit { slots.deallocate() }

    /// The verdict (-1, 0 or 1) for two opaque words, computing it with `classify` on a miss.
    /// There is no memo of the previous pair in front: a quarter of lookups repeat it, so its
    /// branch mispredicted often and saved only a hash and an L1 load.
    @inline(__always)
    func verdict(_ word1: UInt32, _ word2: UInt32, _ classify: () -> Int) -> Int {
        let key = UInt64(word1 & 0xFF_FFFF) | UInt64(word2 & 0xFF_FFFF) << 24
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
        let entry = slots[slot]
        if entry & 0xFFFF_FFFF_FFFF == key { return Int(truncatingIfNeeded: entry >> 48) &- 1 }
        let value = classify()
        slots[slot] = key | UInt64(truncatingIfNeeded: value &+ 1) << 48
        return value
    }
}
