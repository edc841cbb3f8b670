import CDarkroom

/// The PNG chunk CRC (PNG spec 5.5), which is zlib's CRC-32.
enum PNGCRC {
    /// CRC-32 of `count` bytes at `bytes` (read only, owned by the caller).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var crc: uLong = 0
        var p = bytes
        var left = count
        // zlib takes a 32-bit length; chunks are at most 2^31-1 bytes, but stay general.
        while left > 0 {
            let n = min(left, Int(UInt32.max))
            crc = crc32(crc, p, uInt(n))
            p += n
            left -= n
        }
        return UInt32(truncatingIfNeeded: crc)
    }
}
