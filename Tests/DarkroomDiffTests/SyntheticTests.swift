import DarkroomDiff
import DarkroomPNG
import Testing

/// Small hand-made scenarios, one intent each.
@Suite("synthetic images")
struct SyntheticTests {
    /// Byte-equal images: nothing to count, and the diff is the faded grey copy.
    @Test func identicalImages() throws {
        let image = RGBAImage.grey(8, 8, 100)
        let result = try ImageDiffer().compare(image, image)
        #expect(result.verdict == .identical)
        #expect(result.mismatchedPixels == 0 && result.antialiasedPixels == 0)
        // 255 + (100 - 255) * 0.1 = 239.5, truncated as a Uint8Array store truncates.
        #expect(result.diffImage?.at(5, 5) == [239, 239, 239, 255])
    }

    /// One changed pixel in a flat area is one difference, painted red at its place only.
    @Test func onePixelChange() throws {
        let a = RGBAImage.grey(8, 8, 128)
        var b = a
        b.setPixel(x: 3, y: 4, (0, 0, 0, 255))
        let result = try ImageDiffer().compare(a, b)
        #expect(result.verdict == .different)
        #expect(result.mismatchedPixels == 1)
        let diff = try #require(result.diffImage)
        #expect(diff.at(3, 4) == [255, 0, 0, 255])
        #expect(diff.differingPixels(from: try ImageDiffer().compare(a, a).diffImage!).map { [$0.x, $0.y] } == [[3, 4]])
    }

    /// Different sizes are an error that says both sizes, never a crash.
    @Test func sizeMismatch() {
        #expect(throws: ImageDiffError.sizeMismatch(expected: .init(width: 4, height: 4), actual: .init(width: 4, height: 5))) {
            try ImageDiffer().compare(.grey(4, 4, 0), .grey(4, 5, 0))
        }
        #expect(ImageDiffError.sizeMismatch(expected: .init(width: 4, height: 4), actual: .init(width: 4, height: 5))
            .description == "image sizes differ: 4x4 against 4x5")
    }

    /// A black | grey | white edge whose grey column changes is anti-aliasing, not a change.
    @Test func antialiasedEdgeIsForgiven() throws {
        let (a, b) = Self.edgePair()
        let result = try ImageDiffer().compare(a, b)
        #expect(result.verdict == .similar)
        #expect(result.mismatchedPixels == 0)
        #expect(result.antialiasedPixels == 8)
        #expect(result.diffImage?.at(4, 3) == [255, 255, 0, 255])
    }

    /// The same change in a flat area (no darker and brighter neighbours) is counted.
    @Test func sameChangeInFlatAreaCounts() throws {
        let a = RGBAImage.grey(8, 8, 128)
        var b = a
        for y in 0..<8 { b.setPixel(x: 4, y: y, (90, 90, 90, 255)) }
        let result = try ImageDiffer().compare(a, b)
        #expect(result.mismatchedPixels == 8 && result.antialiasedPixels == 0)
    }

    /// 8x8: columns 0-3 black, column 4 grey (128 in a, 90 in b), columns 5-7 white.
    static func edgePair() -> (RGBAImage, RGBAImage) {
        func edge(_ grey: UInt8) -> RGBAImage {
            var image = RGBAImage.grey(8, 8, 0)
            for y in 0..<8 {
                image.setPixel(x: 4, y: y, (grey, grey, grey, 255))
                for x in 5..<8 { image.setPixel(x: x, y: y, (255, 255, 255, 255)) }
            }
            return image
        }
        return (edge(128), edge(90))
    }
}
