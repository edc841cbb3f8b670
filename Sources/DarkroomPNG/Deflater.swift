import CDarkroom

/// One zlib deflate stream with fixed parameters; reused across encodes through `DeflaterPool`.
///
/// `z_stream` must not move after `deflateInit2_` (zlib keeps a back pointer to it), so it lives
/// in its own allocation, freed with `deflateEnd` in `deinit`. Same zlib version + same
/// parameters + same input = same bytes; the parameters are chosen in `PNGEncoder.canonical`.
/// See https://zlib.net/manual.html#Advanced for the calls wrapped here.
final class Deflater {
    private let stream: UnsafeMutablePointer<z_stream>

    /// - Parameter level: zlib compression level, 0-9.
    init(level: Int32) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // windowBits 15 (PNG's maximum, zlib header), memLevel 8 (zlib's default), default strategy.
        let status = deflateInit2_(stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY,
                                   darkroom_zlib_version(), Int32(MemoryLayout<z_stream>.size))
        // Only fails on bad parameters (a bug) or out of memory.
        precondition(status == Z_OK, "deflateInit2 failed with status \(status) (zlib \(String(cString: zlibVersion())))")
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Returns the stream to its state right after `init`, keeping its memory.
    func reset() {
        let status = deflateReset(stream)
        precondition(status == Z_OK, "deflateReset failed with status \(status) (bug)")
    }

    /// An upper bound on the compressed size of `count` bytes with this stream's parameters.
    func bound(_ count: Int) -> Int {
        Int(deflateBound(stream, uLong(count)))
    }

    /// Compresses `count` bytes from `input` into `output` in one call and returns the bytes written.
    ///
    /// - Parameters:
    ///   - input: read only, owned by the caller; `count` must fit zlib's 32-bit `avail_in`.
    ///   - output: at least `bound(count)` bytes, owned by the caller.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        let capacity = bound(count)
        precondition(count <= Int(UInt32.max) && capacity <= Int(UInt32.max), "Deflater: \(count) bytes is too large for one zlib call")
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input)
        stream.pointee.avail_in = uInt(count)
        stream.pointee.next_out = output
        stream.pointee.avail_out = uInt(capacity)
        let status = deflate(stream, Z_FINISH)
        // With deflateBound's room, one Z_FINISH call always completes.
        precondition(status == Z_STREAM_END, "deflate returned \(status) with a deflateBound-sized buffer (bug)")
        return Int(stream.pointee.total_out)
    }
}
