import CDarkroom
import Testing
@testable import DarkroomPNG

/// The chunk CRC is the standard CRC-32: its check value, and zlib's value at every length
/// around ISA-L's block sizes.
@Suite struct PNGCRCTests {
    @Test func standardCheckValue() {
        let digits = Array("123456789".utf8)
        #expect(digits.withUnsafeBufferPointer { PNGCRC.checksum($0.baseAddress!, count: $0.count) } == 0xCBF4_3926)
        #expect([UInt8]([0]).withUnsafeBufferPointer { PNGCRC.checksum($0.baseAddress!, count: 0) } == 0)
    }

    @Test func sameAsZlib() {
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ $0 >> 3) }
        bytes.withUnsafeBufferPointer { buffer in
            for count in [1, 2, 3, 7, 15, 16, 17, 31, 63, 64, 65, 127, 128, 129, 255, 256, 1000, 4096, 5000] {
                let zlib = UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress!, uInt(count)))
                #expect(PNGCRC.checksum(buffer.baseAddress!, count: count) == zlib, "\(count) bytes")
            }
        }
    }
}
