import DarkroomDiff
import DarkroomPNG
import Testing

/// Every option changes the output as DiffOptions documents.
@Suite("options")
struct OptionTests {
    /// Black against grey 13 is 0.066 apart: over 0.05, under the default 0.1.
    @Test func threshold() throws {
        let a = RGBAImage.grey(2, 2, 0), b = RGBAImage.grey(2, 2, 13)
        #expect(try ImageDiffer(DiffOptions(threshold: 0.05)).compare(a, b).mismatchedPixels == 4)
        #expect(try ImageDiffer().compare(a, b).mismatchedPixels == 0)
    }

    /// includeAA counts the anti-aliased edge that is otherwise forgiven.
    @Test func includeAA() throws {
        let (a, b) = SyntheticTests.edgePair()
        let result = try ImageDiffer(DiffOptions(includeAA: true)).compare(a, b)
        #expect(result.mismatchedPixels == 8 && result.antialiasedPixels == 0)
        #expect(result.diffImage?.at(4, 0) == [255, 0, 0, 255])
    }

    /// alpha fades similar pixels: 0 is white, 1 is the original luma.
    @Test(arguments: [(0.0, UInt8(255)), (1.0, UInt8(100)), (0.5, UInt8(177))])
    func alpha(_ alpha: Double, expected: UInt8) throws {
        let a = RGBAImage.grey(2, 1, 100)
        var b = a
        b.setPixel(x: 1, y: 0, (0, 0, 0, 255))
        let diff = try #require(try ImageDiffer(DiffOptions(alpha: alpha)).compare(a, b).diffImage)
        // At 0.5: 255 + (100 - 255) * 0.5 = 177.5, truncated.
        #expect(diff.at(0, 0) == [expected, expected, expected, 255])
    }

    @Test func aaColor() throws {
        let (a, b) = SyntheticTests.edgePair()
        let diff = try #require(try ImageDiffer(DiffOptions(aaColor: DiffColor(0, 192, 0))).compare(a, b).diffImage)
        #expect(diff.at(4, 2) == [0, 192, 0, 255])
    }

    @Test func diffColor() throws {
        let diff = try #require(try ImageDiffer(DiffOptions(diffColor: DiffColor(255, 0, 255)))
            .compare(.pixel(0, 0, 0), .pixel(255, 255, 255)).diffImage)
        #expect(diff.at(0, 0) == [255, 0, 255, 255])
    }

    /// diffColorAlt marks pixels where the first image is lighter; darker ones keep diffColor.
    @Test func diffColorAlt() throws {
        let differ = ImageDiffer(DiffOptions(diffColorAlt: DiffColor(0, 255, 0)))
        let lighterFirst = try #require(try differ.compare(.pixel(255, 255, 255), .pixel(0, 0, 0)).diffImage)
        let darkerFirst = try #require(try differ.compare(.pixel(0, 0, 0), .pixel(255, 255, 255)).diffImage)
        #expect(lighterFirst.at(0, 0) == [0, 255, 0, 255])
        #expect(darkerFirst.at(0, 0) == [255, 0, 0, 255])
    }

    /// diffMask leaves similar and anti-aliased pixels transparent and paints differences only.
    @Test func diffMask() throws {
        let (a, b) = SyntheticTests.edgePair()
        var c = b
        c.setPixel(x: 0, y: 0, (255, 255, 255, 255))
        let diff = try #require(try ImageDiffer(DiffOptions(diffMask: true)).compare(a, c).diffImage)
        #expect(diff.at(0, 0) == [255, 0, 0, 255])
        #expect(diff.at(4, 4) == [0, 0, 0, 0])
        #expect(diff.at(6, 6) == [0, 0, 0, 0])
        let identical = try #require(try ImageDiffer(DiffOptions(diffMask: true)).compare(a, a).diffImage)
        #expect(identical.pixels.allSatisfy { $0 == 0 })
    }

    /// Windows slide: a 2x2 block across the 4-pixel grid still fills one 4x4 window.
    @Test func windowSizeSlides() throws {
        let a = RGBAImage.grey(16, 16, 128)
        var b = a
        for (x, y) in [(3, 3), (4, 3), (3, 4), (4, 4), (12, 12)] { b.setPixel(x: x, y: y, (0, 0, 0, 255)) }
        func density(_ n: Int?) throws -> Int? {
            try ImageDiffer(DiffOptions(windowSize: n)).compare(a, b, diffImage: false).maxWindowDensity
        }
        #expect(try density(nil) == nil)
        #expect(try density(1) == 1)
        #expect(try density(4) == 4)
        #expect(try density(16) == 5)
        #expect(try density(100) == 5)
    }

    /// Anti-aliased pixels never count towards a window.
    @Test func windowSizeIgnoresAntialiasing() throws {
        let (a, b) = SyntheticTests.edgePair()
        let result = try ImageDiffer(DiffOptions(windowSize: 8)).compare(a, b)
        #expect(result.antialiasedPixels == 8)
        #expect(result.maxWindowDensity == 0)
    }
}
