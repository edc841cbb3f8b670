import Testing
import DarkroomPNG

/// cairo's formula, checked on values worked out by hand.
struct UnpremultiplyTests {
    /// One pixel of premultiplied native-endian 0xAARRGGBB, unpremultiplied.
    static func convert(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> [UInt8] {
        let word = a << 24 | r << 16 | g << 8 | b
        let image = withUnsafeBytes(of: word) { PNGEncoder.rgbaImage(premultipliedBGRA: $0, width: 1, height: 1, stride: 4) }
        return image.pixels
    }

    @Test func alphaZeroIsTransparentBlack() {
        #expect(Self.convert(0, 0, 0, 0) == [0, 0, 0, 0])
        #expect(Self.convert(0, 50, 60, 70) == [0, 0, 0, 0])   // malformed input, cairo zeroes it too
    }

    @Test func opaqueIsUnchanged() {
        #expect(Self.convert(255, 12, 200, 255) == [12, 200, 255, 255])
    }

    @Test func roundsToNearestLikeCairo() {
        // a = 128: (64*255 + 64) / 128 = 128; (1*255 + 64) / 128 = 2 (2.49); (127*255 + 64)/128 = 253.
        #expect(Self.convert(128, 64, 1, 127) == [128, 2, 253, 128])
        // a = 3: (1*255 + 1) / 3 = 85; (2*255 + 1) / 3 = 170; (3*255 + 1) / 3 = 255.
        #expect(Self.convert(3, 1, 2, 3) == [85, 170, 255, 3])
        // a = 1: (1*255 + 0) / 1 = 255.
        #expect(Self.convert(1, 1, 0, 1) == [255, 0, 255, 1])
    }

    // Bytes are B, G, R, A in memory on little-endian machines: red must come from byte 2.
    @Test func readsCairoByteOrder() {
        let bytes: [UInt8] = [10, 20, 30, 255]
        let image = bytes.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: 1, height: 1, stride: 4) }
        #if _endian(little)
        #expect(image.pixels == [30, 20, 10, 255])
        #endif
    }
}
