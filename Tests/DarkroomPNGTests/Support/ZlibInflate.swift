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
