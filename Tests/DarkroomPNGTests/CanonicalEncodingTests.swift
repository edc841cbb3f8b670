import Testing
@testable import DarkroomPNG

/// Same pixels, same bytes; only the chunks we promise; colour type from opacity.
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
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let types = PNGBytes.chunks(png).map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types.dropFirst().dropLast()) == ["IDAT"])
        #expect(PNGBytes.chunks(png).last?.data == [])
    }

    @Test func opaqueImagesAreRGB() {
        let png = PNGEncoder.encode(RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)))
        #expect(PNGBytes.colourType(png) == 2)
        // IHDR: 8 bits, deflate, adaptive filtering, not interlaced.
        #expect(Array(PNGBytes.chunks(png)[0].data.suffix(5)) == [8, 2, 0, 0, 0])
    }

    // A single pixel of alpha 254 is enough to need the alpha channel.
    @Test func oneTranslucentPixelMakesRGBA() {
        var image = RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255))
        image.setPixel(x: 3, y: 3, (1, 2, 3, 254))
        let png = PNGEncoder.encode(image)
        #expect(PNGBytes.colourType(png) == 6)
        #expect(PNGBytes.size(png) == (4, 4))
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
    // A pooled zlib stream, reset after compressing something else, must give the bytes of a fresh one.
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
