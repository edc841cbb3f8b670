import CDarkroom

/// One ISA-L igzip deflate stream with fixed parameters, producing zlib streams (RFC 1950) for
/// PNG's IDAT; reused across encodes through `DeflaterPool`.
///
/// Why ISA-L and not zlib: on the built-in matrix's 3,560 snapshots (141.6 MB of scanlines),
/// igzip level 1 took 0.098 s where zlib level 1 took 0.349 s and libdeflate level 1 0.343 s,
/// for 11.56 MB of output against zlib's 11.48 MB (one core, this machine, whole buffers).
///
/// Canonical: same ISA-L version, same level, same codes, same level buffer size and the whole
/// input in one call with `end_of_stream` set give the same bytes. The stream and its level
/// buffer are reused: `isal_deflate_init` resets the state and the hash table is cleared at the
/// start of every stream, so a reused one gives the bytes of a fresh one
/// (`CanonicalInternalsTests`). See ISA-L's igzip_lib.h for the calls wrapped here.
final class Deflater {
    /// igzip level: 0 (fastest, larger files) to 3. `PNGEncoder.canonical` pins it.
    let level: Int32
    /// Level 0 writes deflate's fixed Huffman codes (RFC 1951, 3.2.6) instead of igzip's own
    /// default code: no code is built or sent per stream.
    let fixedCodes: Bool
    private let stream: UnsafeMutablePointer<isal_zstream>
    private let levelBuffer: UnsafeMutableRawBufferPointer
    /// Where a stream is compressed before being copied into the PNG: grown on demand, kept.
    private var output: UnsafeMutableRawBufferPointer

    /// - Parameter level: igzip compression level, 0-3.
    /// - Parameter outputCapacity: the first output buffer's size (tests make it small).
    init(level: Int32, fixedCodes: Bool = false, outputCapacity: Int = 64 << 10) {
        precondition((0...3).contains(level), "Deflater: igzip has levels 0-3, not \(level) (bug)")
        precondition(!fixedCodes || level == 0, "Deflater: igzip chooses its codes itself above level 0 (bug)")
        self.level = level
        self.fixedCodes = fixedCodes
        stream = .allocate(capacity: 1)
        stream.initialize(to: isal_zstream())
        // igzip's suggested ("DEFAULT") level buffer size for each level. The size sets how much
        // input goes into one deflate block, so it is part of what makes the bytes canonical.
        levelBuffer = .allocate(byteCount: Int(darkroom_isal_level_buffer_size(UInt32(level))), alignment: 64)
        output = .allocate(byteCount: outputCapacity, alignment: 64)
    }

    deinit {
        stream.deinitialize(count: 1)
        stream.deallocate()
        levelBuffer.deallocate()
        output.deallocate()
    }

    /// Compresses `count` bytes from `input` as one zlib stream and passes the compressed bytes
    /// to `body` (valid only during the call).
    ///
    /// - Parameter input: read only, owned by the caller; `count` must fit igzip's 32-bit `avail_in`.
    func compress<R>(_ input: UnsafePointer<UInt8>, count: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        precondition(count < Int(UInt32.max) / 4, "Deflater: \(count) bytes is too large for one igzip call")
        // Snapshots deflate to about a tenth; room for half is kept. When igzip runs out of room
        // (noise does not compress) the room doubles and the stream is made again from the start.
        if output.count < count / 2 + 4096 { grow(to: count / 2 + 4096) }
        while true {
            isal_deflate_init(stream)
            stream.pointee.level = UInt32(level)
            stream.pointee.level_buf = levelBuffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            stream.pointee.level_buf_size = UInt32(levelBuffer.count)
            if fixedCodes {
                let status = isal_deflate_set_hufftables(stream, nil, Int32(IGZIP_HUFFTABLE_STATIC))
                precondition(status == COMP_OK, "isal_deflate_set_hufftables failed with status \(status) (bug)")
            }
            stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
            stream.pointee.end_of_stream = 1
            stream.pointee.flush = UInt16(NO_FLUSH)
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input)
            stream.pointee.avail_in = UInt32(count)
            stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
            stream.pointee.avail_out = UInt32(output.count)
            let status = isal_deflate(stream)
            darkroom_isal_done()
            // Only fails on bad parameters (a bug).
            precondition(status == COMP_OK, "isal_deflate failed with status \(status) (bug)")
            if stream.pointee.internal_state.state == ZSTATE_END {
                return body(UnsafeRawBufferPointer(rebasing: output[..<Int(stream.pointee.total_out)]))
            }
            // Deflate's stored blocks grow data by 5 bytes in 65,535; twice the input is beyond any encoder.
            precondition(output.count < 2 * count + 65_536, "isal_deflate did not finish in twice the input's size (bug)")
            grow(to: 2 * output.count)
        }
    }

    private func grow(to size: Int) {
        output.deallocate()
        output = .allocate(byteCount: size, alignment: 64)
    }
}
