import Foundation

/// Test-side reading of PNG structure, written independently of the encoder under test.
enum PNGBytes {
    struct Chunk: Equatable {
        let type: String
        let data: [UInt8]
    }

    /// The chunks of a well-formed PNG (no CRC checks: the decoder tests cover those).
    static func chunks(_ bytes: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, i))
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            result.append(Chunk(type: type, data: Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return result
    }

    /// IHDR's colour type byte (2 = RGB, 6 = RGBA, 3 = palette, ...).
    static func colourType(_ bytes: [UInt8]) -> UInt8 { bytes[25] }

    /// IHDR's width and height.
    static func size(_ bytes: [UInt8]) -> (width: Int, height: Int) {
        (Int(bigEndian(bytes, 16)), Int(bigEndian(bytes, 20)))
    }

    static func bigEndian(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// The folder of this target's committed fixtures.
    static var fixtures: String {
        Bundle.module.path(forResource: "Fixtures", ofType: nil)!
    }

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
    }
}

import CDarkroom

extension PNGBytes {
    /// Serialises chunks after the signature, with correct CRCs, so a test can build a file
    /// that is well-formed in every way but the one it is testing.
    static func file(_ chunks: [Chunk]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in chunks {
            let body = Array(chunk.type.utf8) + chunk.data
            let crc = UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            out += bytes(UInt32(chunk.data.count)) + body + bytes(crc)
        }
        return out
    }

    static func bytes(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
}

extension PNGBytes {
    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
