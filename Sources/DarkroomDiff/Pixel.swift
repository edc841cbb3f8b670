#if _endian(big)
#error("DarkroomDiff reads RGBA bytes as little-endian words (alpha in the high byte)")
#endif

/// One RGBA pixel read as a 32-bit word: R in the low byte, alpha in the high one.
enum Pixel {
    @inline(__always)
    static func isOpaque(_ word: UInt32) -> Bool { word >= 0xFF00_0000 }
}
