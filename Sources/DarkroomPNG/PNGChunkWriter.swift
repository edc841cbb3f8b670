/// Writes the PNG container around already-compressed image data (PNG spec, section 5).
///
/// Every helper writes into memory the caller owns and returns the position after what it wrote,
/// so the encoder can build the file in one allocation without intermediate arrays.
enum PNGChunkWriter {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Bytes a chunk adds around its data: length, type and CRC.
    static let overhead = 12

    /// Colour types the encoder writes (PNG spec table 11.1).
    enum ColourType: UInt8 {
        case rgb = 2
        case palette = 3
        case rgba = 6
    }

    static func writeUInt32(_ value: UInt32, at p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(truncatingIfNeeded: value >> 24)
        p[1] = UInt8(truncatingIfNeeded: value >> 16)
        p[2] = UInt8(truncatingIfNeeded: value >> 8)
        p[3] = UInt8(truncatingIfNeeded: value)
    }

    /// Writes the signature at `p`.
    static func writeSignature(at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        for (i, byte) in signature.enumerated() { p[i] = byte }
        return p + signature.count
    }

    /// Writes a chunk's length and type. Its data follows at the returned position.
    static func writeHeader(type: StaticString, length: Int, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        precondition(type.utf8CodeUnitCount == 4 && length <= Int(Int32.max), "bad chunk \(type) of \(length) bytes (bug)")
        writeUInt32(UInt32(length), at: p)
        type.withUTF8Buffer { t in for i in 0..<4 { p[4 + i] = t[i] } }
        return p + 8
    }

    /// Appends the CRC of a chunk whose header starts at `chunk` and whose data is already written.
    /// The CRC covers the type and the data, not the length (PNG spec 5.3).
    static func writeCRC(chunk: UnsafeMutablePointer<UInt8>, length: Int) -> UnsafeMutablePointer<UInt8> {
        let end = chunk + 8 + length
        writeUInt32(PNGCRC.checksum(chunk + 4, count: 4 + length), at: end)
        return end + 4
    }

    /// Writes IHDR for an 8-bit, non-interlaced image: 25 bytes.
    static func writeIHDR(width: Int, height: Int, colour: ColourType, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let data = writeHeader(type: "IHDR", length: 13, at: p)
        writeUInt32(UInt32(width), at: data)
        writeUInt32(UInt32(height), at: data + 4)
        data[8] = 8                // bit depth
        data[9] = colour.rawValue
        data[10] = 0               // compression: deflate
        data[11] = 0               // filter method: adaptive (the five filter types)
        data[12] = 0               // interlace: none
        return writeCRC(chunk: p, length: 13)
    }

    /// Writes a whole chunk holding `data`: 12 + data.count bytes.
    static func writeChunk(type: StaticString, data: [UInt8], at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let body = writeHeader(type: type, length: data.count, at: p)
        data.withUnsafeBufferPointer { if let base = $0.baseAddress { body.update(from: base, count: data.count) } }
        return writeCRC(chunk: p, length: data.count)
    }

    /// Writes the empty IEND chunk: 12 bytes.
    static func writeIEND(at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        _ = writeHeader(type: "IEND", length: 0, at: p)
        return writeCRC(chunk: p, length: 0)
    }
}
