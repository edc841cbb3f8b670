import Testing
@testable import DarkroomPNG

/// Same pixels, same bytes; only the chunks we promise; colour type from the colour count and opacity.
struct CanonicalEncodingTests {
    @Test func twoEncodesAreIdentical() {
        let image = RoundTripTests.pattern(width: 33, height: 9, opaque: false)
        let copy = RGBAImage(width: 33, height: 9, pixels: Array(image.pixels))
        #expect(PNGEncoder.encode(image) == PNGEncoder.encode(copy))
    }

    // Both entry points agree when they describe the same straight pixels.
    @Test func cairoAndRGBAEntryPointsGiveTheSameBytes() {
        let canvas = CairoCanvas(width: 120, height: 24)
        canvas.drawCheckbox(scale: 1)
        let fromBuffer = canvas.encodeWithDarkroom()
        let image = canvas.withPixels { RGBAImage(premultipliedBGRA: $0, width: 120, height: 24, stride: canvas.stride) }
        #expect(fromBuffer == PNGEncoder.encode(image))
    }

    @Test func onlySignatureIHDRIDATAndIEND() {
        let png = PNGEncoder.encode(RoundTripTests.pattern(width: 50, height: 20, opaque: false))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8])
        let types = PNGBytes.chunks(png).map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types.dropFirst().dropLast()) == ["IDAT"])
        #expect(PNGBytes.chunks(png).last?.data == [])
    }

    // More than 256 colours, all opaque: 8-bit RGB.
    @Test func opaqueImagesOfManyColoursAreRGB() {
        let png = PNGEncoder.encode(RoundTripTests.pattern(width: 64, height: 32, opaque: true))
        #expect(PNGBytes.colourType(png) == 2)
        // IHDR: 8 bits, deflate, adaptive filtering, not interlaced.
        #expect(Array(PNGBytes.chunks(png)[0].data.suffix(5)) == [8, 2, 0, 0, 0] as [UInt8])
    }

    // Many colours and a single pixel of alpha 254: the alpha channel is needed.
    @Test func oneTranslucentPixelMakesRGBA() {
        var image = RoundTripTests.pattern(width: 64, height: 32, opaque: true)
        image.setPixel(x: 3, y: 3, (1, 2, 3, 254))
        let png = PNGEncoder.encode(image)
        #expect(PNGBytes.colourType(png) == 6)
        #expect(PNGBytes.size(png) == (64, 64 / 2))
    }

    // Few opaque colours: a palette in order of first appearance, no tRNS, one index per pixel.
    @Test func fewOpaqueColoursArePalette() throws {
        var image = RGBAImage(width: 5, height: 3, fill: (10, 20, 30, 255))
        image.setPixel(x: 4, y: 0, (200, 0, 0, 255))
        image.setPixel(x: 0, y: 2, (0, 0, 255, 255))
        let png = PNGEncoder.encode(image)
        #expect(PNGBytes.colourType(png) == 3)
        #expect(Array(PNGBytes.chunks(png)[0].data.suffix(5)) == [8, 3, 0, 0, 0] as [UInt8])
        #expect(PNGBytes.chunks(png).map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
        #expect(PNGBytes.chunks(png)[1].data == [10, 20, 30, 200, 0, 0, 0, 0, 255])
        #expect(try PNGDecoder.decode(png, source: "palette") == image)
    }

    // tRNS holds alphas up to the last translucent entry; later entries are opaque by the spec.
    @Test func translucentPaletteHasTrimmedTRNS() throws {
        var image = RGBAImage(width: 4, height: 1, fill: (1, 1, 1, 255))
        image.setPixel(x: 1, y: 0, (2, 2, 2, 0))
        image.setPixel(x: 2, y: 0, (3, 3, 3, 128))
        image.setPixel(x: 3, y: 0, (4, 4, 4, 255))
        let png = PNGEncoder.encode(image)
        #expect(PNGBytes.chunks(png).map(\.type) == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(PNGBytes.chunks(png)[2].data == [255, 0, 128])
        #expect(try PNGDecoder.decode(png, source: "trns") == image)
    }

    // Malformed premultiplied words (colour under alpha 0) unpremultiply to one colour: the
    // palette folds them, so both entry points still give the same bytes.
    @Test func foldedPremultipliedWordsKeepBytesCanonical() throws {
        let words: [UInt32] = [0x0010_2030, 0xFF11_2233, 0x0000_0000, 0x0010_2030, 0x8040_2010]
        let png = words.withUnsafeBytes { PNGEncoder.encode(premultipliedBGRA: $0, width: 5, height: 1, stride: 20) }
        let image = words.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: 5, height: 1, stride: 20) }
        #expect(png == PNGEncoder.encode(image))
        #expect(PNGBytes.chunks(png)[1].data.count == 3 * 3, "three distinct straight colours")
        #expect(try PNGDecoder.decode(png, source: "folded") == image)
    }

    // 256 colours still fit a palette; the 257th makes the image RGB.
    @Test func twoHundredFiftySixColoursIsTheLimit() throws {
        var image = RGBAImage(width: 257, height: 1, fill: (0, 0, 0, 255))
        for x in 0..<256 { image.setPixel(x: x, y: 0, (UInt8(x), 7, 9, 255)) }
        image.setPixel(x: 256, y: 0, (0, 7, 9, 255))
        #expect(PNGBytes.colourType(PNGEncoder.encode(image)) == 3)
        image.setPixel(x: 256, y: 0, (0, 8, 9, 255))
        let png = PNGEncoder.encode(image)
        #expect(PNGBytes.colourType(png) == 2)
        #expect(try PNGDecoder.decode(png, source: "257") == image)
    }

    // Changing one pixel changes the bytes: the output depends on the pixels, not only the size.
    @Test func differentPixelsDifferentBytes() {
        let image = RoundTripTests.pattern(width: 16, height: 16, opaque: true)
        var other = image
        other.setPixel(x: 8, y: 8, (0, 0, 0, 255))
        #expect(PNGEncoder.encode(image) != PNGEncoder.encode(other))
    }
}

/// Internals that the canonical promise rests on.
struct CanonicalInternalsTests {
    // A pooled deflate stream, used on something else first, must give the bytes of a fresh one.
    @Test func pooledStreamsMatchFreshStreams() {
        let big = RoundTripTests.pattern(width: 300, height: 80, opaque: false)
        let small = RoundTripTests.pattern(width: 17, height: 5, opaque: false)
        var fresh = PNGEncoder.canonical
        fresh.reuseStreams = false
        let expected = PNGEncoder.encode(small, settings: fresh)
        for _ in 0..<3 {
            _ = PNGEncoder.encode(big)
            #expect(PNGEncoder.encode(small) == expected)
        }
    }

    /// The canonical mode (level 0, fixed codes) and level 1.
    static let modes: [(level: Int32, fixedCodes: Bool)] = [(0, true), (1, false)]

    // igzip runs out of room on noise; the stream is made again in a larger buffer, and the
    // bytes are those of a stream that had the room from the start, and inflate to the input.
    @Test(arguments: modes)
    func aStreamRedoneInMoreRoomIsTheSameStream(_ mode: (level: Int32, fixedCodes: Bool)) throws {
        let noise = Self.noise(200_000, seed: 7)
        let runs = [UInt8](repeating: 9, count: 150_000) + noise.prefix(5_000)
        for input in [noise, runs, [], [42]] {
            let roomy = Deflater(level: mode.level, fixedCodes: mode.fixedCodes, outputCapacity: 1 << 20)
            let cramped = Deflater(level: mode.level, fixedCodes: mode.fixedCodes, outputCapacity: 16)
            let expected = deflate(input, with: roomy)
            let redone = deflate(input, with: cramped)
            // Compared outside #expect, which would print megabytes of both arrays.
            let same = redone == expected
            #expect(same, "\(input.count) bytes in: \(redone.count) bytes redone, \(expected.count) in room")
            let inflated = try ZlibInflate.inflate(expected, expectedCount: input.count) == input
            #expect(inflated, "\(input.count) bytes in: the stream does not inflate to them")
        }
    }

    // A level buffer full of another image's history changes nothing.
    @Test(arguments: modes)
    func aReusedDeflaterForgetsWhatItCompressed(_ mode: (level: Int32, fixedCodes: Bool)) {
        let first = Self.noise(300_000, seed: 11).map { $0 % 5 }
        let second = (0..<40_000).map { i in UInt8(truncatingIfNeeded: (i / 7) % 3) }
        let reused = Deflater(level: mode.level, fixedCodes: mode.fixedCodes)
        _ = deflate(first, with: reused)
        let fresh = Deflater(level: mode.level, fixedCodes: mode.fixedCodes)
        let same = deflate(second, with: reused) == deflate(second, with: fresh)
        #expect(same, "a reused deflater wrote other bytes than a fresh one")
    }

    // Fixed codes are the standard's: the stream's one block says so (BTYPE 01, RFC 1951 3.2.3),
    // and it inflates to the input.
    @Test func fixedCodesWriteFixedBlocks() throws {
        let input = (0..<5_000).map { i in UInt8(truncatingIfNeeded: (i / 5) % 7) }
        let stream = deflate(input, with: Deflater(level: 0, fixedCodes: true))
        #expect(stream[2] & 0b110 == 0b010, "first block type \((stream[2] >> 1) & 3), expected 1 (fixed codes)")
        #expect(try ZlibInflate.inflate(stream, expectedCount: input.count) == input)
        let dynamic = deflate(input, with: Deflater(level: 1))
        #expect(dynamic[2] & 0b110 == 0b100, "level 1 writes a code of its own (BTYPE 10)")
    }

    /// Bytes deflate cannot shrink: each index through a multiply-xorshift mixer.
    static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
        (0..<UInt64(count)).map { i in
            var z = (i &+ seed) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 32)) &* 0xD6E8_FEB8_6659_FD93
            return UInt8(truncatingIfNeeded: z ^ (z >> 32))
        }
    }

    /// `input` as one zlib stream (an empty input is passed as a valid pointer and no bytes).
    func deflate(_ input: [UInt8], with deflater: Deflater) -> [UInt8] {
        (input + [0]).withUnsafeBufferPointer { deflater.compress($0.baseAddress!, count: input.count) { Array($0) } }
    }

    // Each filter, decoded by libpng, gives back the image: the filter arithmetic follows the spec.
    @Test(arguments: ScanlineFilter.allCases)
    func everyFilterRoundTrips(_ filter: ScanlineFilter) throws {
        for opaque in [true, false] {
            let image = RoundTripTests.pattern(width: 37, height: 11, opaque: opaque)
            let png = PNGEncoder.encode(image, settings: .init(level: 1, filter: filter))
            #expect(try PNGDecoder.decode(png, source: "\(filter)") == image)
        }
    }

    // Concurrent encodes share the pool; every result must still be the canonical bytes.
    @Test func concurrentEncodesAgree() async {
        let image = RoundTripTests.pattern(width: 64, height: 32, opaque: false)
        let expected = PNGEncoder.encode(image)
        let results = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 { group.addTask { PNGEncoder.encode(image) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
