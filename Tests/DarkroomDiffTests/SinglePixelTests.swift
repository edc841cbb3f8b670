import DarkroomDiff
import DarkroomPNG
import Testing

/// The single-pixel facts of the conformance README (default threshold 0.1).
@Suite("single-pixel facts")
struct SinglePixelTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let a: (UInt8, UInt8, UInt8, UInt8)
        let b: (UInt8, UInt8, UInt8, UInt8)
        let different: Bool
        var testDescription: String { "\(a) vs \(b): \(different ? "different" : "same")" }
    }

    static let opaque: [Pair] = [
        Pair(a: (0, 0, 0, 255), b: (13, 13, 13, 255), different: false),
        Pair(a: (0, 0, 0, 255), b: (23, 23, 23, 255), different: true),
        Pair(a: (41, 56, 157, 255), b: (41, 56, 0, 255), different: true),
        Pair(a: (39, 44, 92, 255), b: (39, 44, 14, 255), different: true),
        Pair(a: (0, 254, 252, 255), b: (94, 254, 252, 255), different: false),
        Pair(a: (0, 254, 252, 255), b: (47, 254, 252, 255), different: false),
    ]

    @Test(arguments: opaque)
    func opaquePair(_ pair: Pair) throws {
        let result = try ImageDiffer().compare(.pixel(pair.a.0, pair.a.1, pair.a.2, pair.a.3),
                                              .pixel(pair.b.0, pair.b.1, pair.b.2, pair.b.3))
        #expect(result.verdict == (pair.different ? .different : .similar))
        #expect(result.mismatchedPixels == (pair.different ? 1 : 0))
    }

    /// The near-black reds of 1a/1b that only pixelmatch's interpolated cube-root table classifies
    /// this way (the exact cube root gives 0.034 and 0.1005): they pin that arithmetic.
    @Test func nearBlackReds() throws {
        let strict = ImageDiffer(DiffOptions(threshold: 0.05))
        #expect(try strict.compare(.pixel(2, 0, 0), .pixel(0, 0, 0)).mismatchedPixels == 1)
        #expect(try ImageDiffer().compare(.pixel(33, 0, 0), .pixel(1, 0, 0)).mismatchedPixels == 0)
    }

    /// At threshold 0 every byte-different pixel counts, as in pixelmatch, even when both
    /// blend to the same colour (fully transparent pixels of different RGB).
    @Test func thresholdZeroCountsEveryDifference() throws {
        let result = try ImageDiffer(DiffOptions(threshold: 0)).compare(.pixel(10, 20, 30, 0), .pixel(200, 100, 0, 0))
        #expect(result.mismatchedPixels == 1)
    }

    /// Half-transparent black looks like mid-grey over white, but not over the checkerboard.
    @Test(arguments: [(BlendBackground.white, DiffVerdict.similar), (.checkerboard, .different)])
    func halfTransparentBlack(background: BlendBackground, verdict: DiffVerdict) throws {
        let result = try ImageDiffer(DiffOptions(background: background))
            .compare(.pixel(0, 0, 0, 128), .pixel(127, 127, 127, 255))
        #expect(result.verdict == verdict)
    }
}
