import CDarkroom

/// The PNG chunk CRC (PNG spec 5.5): the CRC-32 of zlib and gzip, computed with ISA-L's
/// `crc32_gzip_refl` (carry-less multiplication where the CPU has it; same values as zlib's
/// `crc32`, which took 0.4% of a cold catalogue render's CPU to ISA-L's under 0.1%).
enum PNGCRC {
    /// CRC-32 of `count` bytes at `bytes` (read only, owned by the caller).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        defer { darkroom_isal_done() }
        return crc32_gzip_refl(0, bytes, UInt64(count))
    }
}
