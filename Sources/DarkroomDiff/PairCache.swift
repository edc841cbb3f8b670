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

    /// The cached verdict plus one (0...2) for two words, or a value with bit 2 set (a miss)
    /// when the pair is not cached or either word is translucent. Without a branch, so that a
    /// row's lookups follow each other with no mispredicted branch between them (a sixth miss,
    /// at random); the caller answers the misses afterwards with `verdict`.
    @inline(__always)
    func cached(_ word1: UInt32, _ word2: UInt32) -> Int {
        let key = Self.key(word1, word2)
        let entry = slots[Self.slot(key)]
        // Zero exactly for a hit: the keys are equal and both alphas are 255. Spelled in
        // arithmetic: a comparison and a select compiled to a branch.
        let difference = (entry ^ key) & 0xFFFF_FFFF_FFFF | UInt64(truncatingIfNeeded: (word1 & word2) >> 24 ^ 0xFF)
        let miss = (difference | (0 &- difference)) >> 63
        return Int(truncatingIfNeeded: entry >> 48 | miss << 2)
    }

    /// The verdict (-1, 0 or 1) for two opaque words, computing it with `classify` on a miss.
    @inline(__always)
    func verdict(_ word1: UInt32, _ word2: UInt32, _ classify: () -> Int) -> Int {
        let key = Self.key(word1, word2)
        let slot = Self.slot(key)
        let entry = slots[slot]
        if entry & 0xFFFF_FFFF_FFFF == key { return Int(truncatingIfNeeded: entry >> 48) &- 1 }
        let value = classify()
        slots[slot] = key | UInt64(truncatingIfNeeded: value &+ 1) << 48
        return value
    }

    /// The two RGB triples, the first in the low half.
    @inline(__always)
    private static func key(_ word1: UInt32, _ word2: UInt32) -> UInt64 {
        UInt64(word1 & 0xFF_FFFF) | UInt64(word2 & 0xFF_FFFF) << 24
    }

    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }
}
