import Testing
@testable import DarkroomPNG

/// Every colour type, bit depth, tRNS and interlace case decodes to the known pattern.
struct DecoderFixtureTests {
    @Test(arguments: FixturePatterns.expected.keys.sorted())
    func decodesEveryPixel(of name: String) throws {
        let image = try PNGDecoder.decode(PNGBytes.fixture(name), source: name)
        #expect(image.width == FixturePatterns.width && image.height == FixturePatterns.height)
        let expected = try #require(FixturePatterns.expected[name])
        var wrong: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let got = [p.r, p.g, p.b, p.a]
                if got != expected(x, y) { wrong.append("(\(x),\(y)) got \(got) expected \(expected(x, y))") }
            }
        }
        #expect(wrong.isEmpty, "\(name): \(wrong.count) wrong pixels, first: \(wrong.prefix(3))")
    }

    // The 16-bit fixtures must contain samples where rounding and truncation (v >> 8) differ,
    // or the rounding rule above would go untested.
    @Test func sixteenBitFixturesDistinguishRoundingFromTruncation() {
        let differing = (0..<FixturePatterns.width).filter { x in
            let v = FixturePatterns.v16(0, x, 0)
            return Int(FixturePatterns.to8(v)) != v >> 8
        }
        #expect(!differing.isEmpty)
    }

    // Every fixture on disk has an expectation, so a new fixture cannot be silently untested.
    @Test func everyFixtureFileIsChecked() throws {
        let files = try FileList.pngs(in: PNGBytes.fixtures)
        #expect(files == FixturePatterns.expected.keys.sorted())
    }

    // The gamma fixture really carries gAMA, so the "ignored" claim is tested.
    @Test func gammaFixtureHasGAMA() throws {
        let chunks = PNGBytes.chunks(try PNGBytes.fixture("rgb8_gamma1.png")).map(\.type)
        #expect(chunks.contains("gAMA"))
    }
}
