/// Which of 8 adjacent pixels differ, as the low 8 bits of an integer (bit n: pixel n).
///
/// In a row that differs somewhere, most pixels are still equal (pixelmatch's pairs: 127,000
/// differing pixels of 889,000). Two 16-byte compares per image and a bit per pixel let the
/// pass list the differing ones (`DifferingColumns`) instead of testing and branching on every
/// pixel.
enum DifferenceBits {
    @inline(__always)
    static func of8(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>) -> UInt32 {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        let low = ra.loadUnaligned(as: SIMD4<UInt32>.self) .!= rb.loadUnaligned(as: SIMD4<UInt32>.self)
        let high = ra.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self) .!= rb.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self)
        // A differing lane is all ones: keep its own bit.
        let bits = (unsafeBitCast(low, to: SIMD4<UInt32>.self) & SIMD4(1, 2, 4, 8))
            | (unsafeBitCast(high, to: SIMD4<UInt32>.self) & SIMD4(16, 32, 64, 128))
        return bits.wrappedSum()
    }
}
