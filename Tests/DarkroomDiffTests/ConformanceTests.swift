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

    var testDescription: String { "\(a) vs \(b) -> \(expectedDiff)" }
}

/// The whole table. Options are spelled out as in the README.
let conformanceTable: [ConformanceCase] = [
    .init(a: "1a", b: "1b", options: .init(threshold: 0.05), mismatched: 154, expectedDiff: "1diff"),
    .init(a: "1a", b: "1b", options: .init(), mismatched: 120, expectedDiff: "1diffdefaultthreshold"),
    .init(a: "1a", b: "1b", options: .init(threshold: 0.05, includeAA: false, diffMask: true), mismatched: 154,
          expectedDiff: "1diffmask"),
    .init(a: "1a", b: "1a", options: .init(threshold: 0, diffMask: true), mismatched: 0, expectedDiff: "1emptydiffmask"),
    .init(a: "2a", b: "2b", options: .init(threshold: 0.05, alpha: 0.5, aaColor: DiffColor(0, 192, 0), diffColor: DiffColor(255, 0, 255)),
          mismatched: 12821, expectedDiff: "2diff"),
    .init(a: "3a", b: "3b", options: .init(threshold: 0.05), mismatched: 220, expectedDiff: "3diff"),
    .init(a: "4a", b: "4b", options: .init(threshold: 0.05), mismatched: 36563, expectedDiff: "4diff"),
    .init(a: "5a", b: "5b", options: .init(threshold: 0.05), mismatched: 0, expectedDiff: "5diff"),
    .init(a: "6a", b: "6b", options: .init(threshold: 0.05), mismatched: 51, expectedDiff: "6diff"),
    .init(a: "6a", b: "6a", options: .init(threshold: 0), mismatched: 0, expectedDiff: "6empty"),
    .init(a: "7a", b: "7b", options: .init(diffColorAlt: DiffColor(0, 255, 0)), mismatched: 2440, expectedDiff: "7diff"),
    .init(a: "8a", b: "5b", options: .init(threshold: 0.05), mismatched: 32896, expectedDiff: "8diff"),
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

        #expect(result.mismatchedPixels == row.mismatched)
        #expect(wrong.isEmpty, "\(wrong.count) diff pixels differ, first at \(wrong.prefix(3))")
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
