#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// The string's UTF-8 folded into one word, eight bytes at a time, for a `Hasher` to mix
    /// once: the layout cache keys on ids of tens of bytes, and String's own hash (checking
    /// the normalisation, then feeding the bytes) was most of a lookup.
    ///
    /// It hashes bytes, so a key that uses it compares the string's bytes too
    /// (`hasSameUTF8(as:)`): String's `==` also equates canonically equal spellings (é and e
    /// with a combining accent, K and the Kelvin sign), which fold apart. Those are then two
    /// keys, each laid out: never one key answered with the other's layout.
    var foldedUTF8: UInt64 {
        utf8.withContiguousStorageIfAvailable(Self.fold) ?? Array(utf8).withUnsafeBufferPointer(Self.fold)
    }

    /// Whether the two strings are the same bytes (not only canonically equal, as `==` asks).
    func hasSameUTF8(as other: String) -> Bool {
        let same = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.count == theirs.count && (mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0)
            }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    private static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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
    }
}
