extension String {
    /// The string's UTF-8 folded into one word, eight bytes at a time, for a `Hasher` to mix
    /// once: the layout and text caches key on ids and labels of tens of bytes, and String's
    /// own hash (checking the normalisation, then feeding the bytes) was most of a lookup.
    /// Equal bytes fold alike. Two canonically equal strings spelt in different bytes (é, and
    /// e with a combining accent) may fold apart: a cache then may miss and measure again,
    /// never return another key's value, since equality is still compared in full.
    package var foldedUTF8: UInt64 {
        utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            var word = UInt64(bytes.count)
            var rest = UnsafeRawBufferPointer(bytes)
            while rest.count >= 8 {
                word = (word ^ rest.loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                word ^= word >> 29
                rest = UnsafeRawBufferPointer(rebasing: rest[8...])
            }
            var last: UInt64 = 0
            for (shift, byte) in rest.enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
            return (word ^ last) &* 0x9E37_79B9_7F4A_7C15
        } ?? UInt64(truncatingIfNeeded: hashValue)
    }
}
