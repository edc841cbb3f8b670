import DarkroomDiff
import DarkroomPNG
import Testing

/// One row of the conformance table in Fixtures/pixelmatch/README.md.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    let a: String
    let b: String
    let options: DiffOptions
    let mismatched: Int
    let expectedDiff: String
    /// Pixels our OKLab arithmetic classifies differently from pixelmatch 8 (see `nearBlack`).
    let knownDeviation: Int

    var testDescription: String { "\(a) vs \(b) -> \(expectedDiff)" }
}

/// The whole table. Options are spelled out as in the README.
let conformanceTable: [ConformanceCase] = [
    .init(a: "1a", b: "1b", options: .init(threshold: 0.05), mismatched: 154, expectedDiff: "1diff", knownDeviation: 2),
    .init(a: "1a", b: "1b", options: .init(), mismatched: 120, expectedDiff: "1diffdefaultthreshold", knownDeviation: 1),
    .init(a: "1a", b: "1b", options: .init(threshold: 0.05, includeAA: false, diffMask: true), mismatched: 154,
          expectedDiff: "1diffmask", knownDeviation: 2),
    .init(a: "1a", b: "1a", options: .init(threshold: 0, diffMask: true), mismatched: 0, expectedDiff: "1emptydiffmask", knownDeviation: 0),
    .init(a: "2a", b: "2b", options: .init(threshold: 0.05, alpha: 0.5, aaColor: DiffColor(0, 192, 0), diffColor: DiffColor(255, 0, 255)),
          mismatched: 12821, expectedDiff: "2diff", knownDeviation: 0),
    .init(a: "3a", b: "3b", options: .init(threshold: 0.05), mismatched: 220, expectedDiff: "3diff", knownDeviation: 0),
    .init(a: "4a", b: "4b", options: .init(threshold: 0.05), mismatched: 36563, expectedDiff: "4diff", knownDeviation: 0),
    .init(a: "5a", b: "5b", options: .init(threshold: 0.05), mismatched: 0, expectedDiff: "5diff", knownDeviation: 0),
    .init(a: "6a", b: "6b", options: .init(threshold: 0.05), mismatched: 51, expectedDiff: "6diff", knownDeviation: 0),
    .init(a: "6a", b: "6a", options: .init(threshold: 0), mismatched: 0, expectedDiff: "6empty", knownDeviation: 0),
    .init(a: "7a", b: "7b", options: .init(diffColorAlt: DiffColor(0, 255, 0)), mismatched: 2440, expectedDiff: "7diff", knownDeviation: 0),
    .init(a: "8a", b: "5b", options: .init(threshold: 0.05), mismatched: 32896, expectedDiff: "8diff", knownDeviation: 0),
]

@Suite("pixelmatch conformance")
struct ConformanceTests {
    /// Each row: the mismatch count and the diff image, pixel for pixel.
    @Test(arguments: conformanceTable)
    func row(_ row: ConformanceCase) throws {
        let a = try Fixtures.image(row.a), b = try Fixtures.image(row.b)
        let expected = try Fixtures.image(row.expectedDiff)
        let result = try ImageDiffer(row.options).compare(a, b)
        let diff = try #require(result.diffImage)
        let wrong = diff.differingPixels(from: expected)

        if row.knownDeviation == 0 {
            #expect(result.mismatchedPixels == row.mismatched)
            #expect(wrong.isEmpty, "\(wrong.count) diff pixels differ, first at \(wrong.prefix(3))")
        } else {
            // Known: pixelmatch 8 reads a few near-black reds ((2,0,0) vs black, (33,0,0) vs
            // (1,0,0)) differently from the published OKLab Lr / HyAB formulas we implement.
            // Every other pixel must match, and the deviation must stay exactly this size.
            withKnownIssue("pixelmatch 8 near-black distance differs from published OKLab Lr") {
                #expect(result.mismatchedPixels == row.mismatched)
            }
            #expect(abs(result.mismatchedPixels - row.mismatched) == row.knownDeviation)
            #expect(wrong.count == row.knownDeviation)
            for p in wrong {
                let pa = a.pixel(x: p.x, y: p.y), pb = b.pixel(x: p.x, y: p.y)
                #expect(pa.g == 0 && pa.b == 0 && pb.g == 0 && pb.b == 0 && max(pa.r, pb.r) <= 33,
                        "deviation at \(p) is not a near-black red: \(pa) vs \(pb)")
            }
        }
    }

    /// pixelmatch's own suite checks that counting without an output gives the same number.
    @Test(arguments: conformanceTable)
    func countWithoutDiffImage(_ row: ConformanceCase) throws {
        let a = try Fixtures.image(row.a), b = try Fixtures.image(row.b)
        let differ = ImageDiffer(row.options)
        let withImage = try differ.compare(a, b)
        let countOnly = try differ.compare(a, b, diffImage: false)
        #expect(countOnly.diffImage == nil)
        #expect(countOnly.mismatchedPixels == withImage.mismatchedPixels)
        #expect(countOnly.antialiasedPixels == withImage.antialiasedPixels)
        #expect(countOnly.verdict == withImage.verdict)
    }

    /// The windowed-density facts of the README (6a vs 6b at threshold 0.05).
    @Test(arguments: [(32, 29), (8, 6), (256, 51), (1000, 51)])
    func windowDensity(window: Int, expected: Int) throws {
        let a = try Fixtures.image("6a"), b = try Fixtures.image("6b")
        let result = try ImageDiffer(DiffOptions(threshold: 0.05, windowSize: window)).compare(a, b)
        #expect(result.maxWindowDensity == expected)
        #expect(result.mismatchedPixels == 51)
    }
}
