import CDarkroom

/// zlib's own inflate, to check the deflater's streams with a decoder that is not ours or igzip's.
enum ZlibInflate {
    struct Failed: Error { let status: Int32 }

    static func inflate(_ stream: [UInt8], expectedCount: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: expectedCount + 1)
        var length = uLongf(out.count)
        let status = out.withUnsafeMutableBufferPointer { o in
            stream.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &length, i.baseAddress, uLong(i.count)) }
        }
        guard status == Z_OK else { throw Failed(status: status) }
        return Array(out.prefix(Int(length)))
    }
}

/// A small seeded generator (SplitMix64): the same noise on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
