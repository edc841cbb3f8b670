/// Where a run of equal pixels ends, found with wide compares.
///
/// In a row that differs somewhere, most pixels are still equal (pixelmatch's pairs: 127,000
/// differing pixels of 889,000). Comparing 4 pixels per step with two 64-bit loads replaces
/// four word compares and their branches.
enum EqualRun {
    /// The first x in `start..<end` where the rows differ, or `end`.
    @inline(__always)
    static func end(_ row1: UnsafePointer<UInt32>, _ row2: UnsafePointer<UInt32>, from start: Int, to end: Int) -> Int {
        let r1 = UnsafeRawPointer(row1), r2 = UnsafeRawPointer(row2)
        var x = start
        while x + 4 <= end {
            let a = r1.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self) ^ r2.loadUnaligned(fromByteOffset: x &* 4, as: UInt64.self)
            let b = r1.loadUnaligned(fromByteOffset: x &* 4 &+ 8, as: UInt64.self) ^ r2.loadUnaligned(fromByteOffset: x &* 4 &+ 8, as: UInt64.self)
            if a | b != 0 { break }
            x &+= 4
        }
        while x < end && row1[x] == row2[x] { x &+= 1 }
        return x
    }
}
