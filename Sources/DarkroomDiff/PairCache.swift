/// Opaque pixel pairs already classified by `ColorDistance.exceeds`, for one comparison.
///
/// Screenshot pairs repeat the same few (expected, actual) colour pairs along every shifted edge
/// and glyph, so most differing pixels are a pair already seen. For opaque pixels the verdict is
/// a function of the two RGBA words and the threshold alone (the background plays no part), so
/// it can be remembered as is: counts are unchanged. Direct-mapped; it owns its memory and frees
/// it in `deinit`.
final class PairCache {
    private static let slotBits = 12
    /// Both words, first in the low half; 0 marks an empty slot, as no opaque word is 0.
    private let keys: UnsafeMutablePointer<UInt64>
    private let verdicts: UnsafeMutablePointer<Int8>

    init() {
        keys = .allocate(capacity: 1 << Self.slotBits)
        keys.initialize(repeating: 0, count: 1 << Self.slotBits)
        // Uninitialised: a verdict is read only after its key was written with it.
        verdicts = .allocate(capacity: 1 << Self.slotBits)
    }

    deinit {
        keys.deallocate()
        verdicts.deallocate()
    }

    /// The verdict for two opaque words, computing it with `classify` on a miss.
    @inline(__always)
    func verdict(_ word1: UInt32, _ word2: UInt32, _ classify: () -> Int) -> Int {
        let key = UInt64(word1) | UInt64(word2) << 32
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
        if keys[slot] == key { return Int(verdicts[slot]) }
        let value = classify()
        keys[slot] = key
        verdicts[slot] = Int8(truncatingIfNeeded: value)
        return value
    }
}
