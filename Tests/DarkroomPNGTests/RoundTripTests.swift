import Testing
import DarkroomPNG

/// encode then decode gives back the same straight RGBA, whatever the size or alpha.
struct RoundTripTests {
    /// A deterministic pattern with varied colours; alpha either 255 or cycling through 0...255.
    static func pattern(width: Int, height: Int, opaque: Bool) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        for y in 0..<height {
            for x in 0..<width {
                let a = opaque ? 255 : (x * 31 + y * 17) % 256
                image.setPixel(x: x, y: y, (UInt8((x * 7 + y) % 256), UInt8((y * 13) % 256), UInt8((x ^ y) % 256), UInt8(a)))
            }
        }
        return image
    }

    @Test(arguments: [(1, 1), (2, 3), (7, 5), (13, 1), (1, 17), (120, 24), (241, 49)], [true, false])
    func encodeThenDecodeIsIdentity(size: (Int, Int), opaque: Bool) throws {
        let image = Self.pattern(width: size.0, height: size.1, opaque: opaque)
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image), source: "roundtrip")
        #expect(decoded == image)
    }

    // Straight alpha keeps colour under alpha 0 and 1: nothing may be premultiplied on the way.
    @Test func colourUnderZeroAlphaSurvives() throws {
        var image = RGBAImage(width: 2, height: 1, fill: (200, 100, 50, 0))
        image.setPixel(x: 1, y: 0, (9, 8, 7, 1))
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image), source: "alpha0")
        #expect(decoded.pixel(x: 0, y: 0) == (200, 100, 50, 0))
        #expect(decoded.pixel(x: 1, y: 0) == (9, 8, 7, 1))
    }

    // Every byte value in every channel, including the wrap-around cases of the Up/Sub filters.
    @Test func everyByteValueSurvives() throws {
        var image = RGBAImage(width: 256, height: 4, fill: (0, 0, 0, 0))
        for y in 0..<4 {
            for x in 0..<256 {
                let v = UInt8(x), w = UInt8(255 - x)
                image.setPixel(x: x, y: y, y % 2 == 0 ? (v, w, v, w) : (w, v, w, v))
            }
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image), source: "bytes") == image)
    }

    // Cairo buffers with padded rows (stride > width * 4) round-trip to the unpremultiplied image.
    @Test func paddedCairoBufferRoundTrips() throws {
        let width = 5, height = 3, stride = 32
        var buffer = [UInt8](repeating: 0xEE, count: stride * height)   // padding is garbage
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt32(x * 60), c = a / 2
                let word = a << 24 | c << 16 | (a / 3) << 8 | c / 4
                withUnsafeBytes(of: word) { for i in 0..<4 { buffer[y * stride + x * 4 + i] = $0[i] } }
            }
        }
        let expected = buffer.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
        let png = buffer.withUnsafeBytes { PNGEncoder.encode(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
        #expect(try PNGDecoder.decode(png, source: "padded") == expected)
    }

    // The palette pass copies the indices of a row equal to the one above and fills runs eight
    // pixels at a time: rows equal to the one above, a row that differs only in its last pixel,
    // runs of every length from 1 to 12, and row padding that differs from row to row.
    @Test func paletteRowsAndRunsRoundTrip() throws {
        let width = 83, height = 8, stride = width * 4 + 12
        let colours: [UInt32] = [0xFF10_2030, 0xFFF0_E0D0, 0x8040_2010, 0xFF00_00FF, 0x0000_0000, 0xFF7F_7F7F]
        var rows: [[UInt32]] = []
        var runs: [UInt32] = []
        var length = 1, colour = 0
        while runs.count < width {
            runs += repeatElement(colours[colour % colours.count], count: min(length, width - runs.count))
            length = length % 12 + 1; colour += 1
        }
        var lastDiffers = runs
        lastDiffers[width - 1] = colours[3]
        let alternating = (0..<width).map { colours[$0 % 2 == 0 ? 1 : 5] }
        rows = [runs, runs, lastDiffers, lastDiffers, alternating, alternating, runs, runs.reversed()]
        var buffer = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { withUnsafeBytes(of: rows[y][x]) { for i in 0..<4 { buffer[y * stride + x * 4 + i] = $0[i] } } }
            for i in (width * 4)..<stride { buffer[y * stride + i] = UInt8(truncatingIfNeeded: y * 31 + i) }   // garbage
        }
        let expected = buffer.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
        let png = buffer.withUnsafeBytes { PNGEncoder.encode(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
        #expect(png[25] == 3, "colour type: a palette")
        #expect(try PNGDecoder.decode(png, source: "rows and runs") == expected)
    }

    // An opaque image of more than 256 colours is 8-bit RGB: its rows are reordered by byte
    // shuffles of four pixels, the last five or fewer pixel by pixel. Widths on either side of
    // each boundary, padded rows with garbage after them, round-trip.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 64])
    func opaqueRGBRowsRoundTrip(width: Int) throws {
        let height = 300 / width + 2, stride = width * 4 + 8
        var buffer = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = UInt32(y * width + x)
                let word: UInt32 = 0xFF00_0000 | (i & 0xFF) << 16 | (i >> 8) << 8 | (i &* 7) & 0xFF
                withUnsafeBytes(of: word) { for b in 0..<4 { buffer[y * stride + x * 4 + b] = $0[b] } }
            }
            for b in (width * 4)..<stride { buffer[y * stride + b] = UInt8(truncatingIfNeeded: y * 13 + b) }   // garbage
        }
        let expected = buffer.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
        let png = buffer.withUnsafeBytes { PNGEncoder.encode(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
        #expect(png[25] == 2, "colour type: RGB")
        #expect(try PNGDecoder.decode(png, source: "\(width) wide") == expected)
    }
}
