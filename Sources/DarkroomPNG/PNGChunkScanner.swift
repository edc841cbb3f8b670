/// Checks a PNG's chunk structure before libpng sees it (PNG spec, section 5).
///
/// libpng's simplified API reports problems in its own terms ("IDAT: CRC error", sometimes only
/// after decoding half the image). Walking the chunks first lets us say plainly what is wrong
/// with the file: bad signature, where it was cut off, which chunk fails its CRC.
struct PNGChunkScanner {
    let source: String

    /// Throws the first structural problem: signature, chunk bounds, CRCs, IHDR first, an IDAT, IEND.
    func validate(_ bytes: [UInt8]) throws(PNGError) {
        if bytes.isEmpty { throw fail("empty file") }
        let signature = PNGChunkWriter.signature
        if !bytes.starts(with: signature.prefix(bytes.count)) { throw fail("not a PNG file (bad signature)") }
        if bytes.count < signature.count { throw fail("truncated: file ends inside the PNG signature") }

        var offset = signature.count
        var previous = "the signature"
        var sawIDAT = false
        while true {
            guard bytes.count - offset >= 8 else {
                throw fail(offset == bytes.count
                    ? "truncated: file ends after \(previous), before IEND"
                    : "truncated: file ends inside the chunk header after \(previous)")
            }
            let length = Int(readUInt32(bytes, offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy(Self.isLetter) else {
                throw fail("corrupt: invalid chunk type after \(previous)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= Int(Int32.max) else { throw fail("corrupt: \(type) chunk length \(length) exceeds 2^31-1") }
            if offset == signature.count && (type != "IHDR" || length != 13) {
                throw fail(type == "IHDR" ? "corrupt: IHDR has \(length) bytes, not 13" : "corrupt: first chunk is \(type), not IHDR")
            }
            let end = offset + 12 + length
            guard end <= bytes.count else { throw fail("truncated: file ends inside \(type)") }
            let stored = readUInt32(bytes, end - 4)
            guard stored == crc(bytes, from: offset + 4, count: 4 + length) else { throw fail("corrupt: CRC error in \(type)") }

            if type == "IDAT" { sawIDAT = true }
            if type == "IEND" { break }
            previous = type
            offset = end
        }
        if !sawIDAT { throw fail("corrupt: no IDAT chunk") }
    }

    func fail(_ reason: String) -> PNGError { PNGError(source: source, reason: reason) }

    private static func isLetter(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) }

    private func readUInt32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private func crc(_ bytes: [UInt8], from start: Int, count: Int) -> UInt32 {
        bytes.withUnsafeBufferPointer { PNGCRC.checksum($0.baseAddress! + start, count: count) }
    }
}
