import Testing
@testable import DarkroomRaster

/// The shadow blur: the W3C box sizes, and every output value checked against a direct
/// convolution with the same kernel, computed here another way.
@Suite struct GaussianBlurTests {
    // Filter Effects 1, feGaussianBlur: d = floor(s * 3 * sqrt(2 pi) / 4 + 0.5); odd d gives
    // three centred boxes of d, even d two offset boxes of d and a centred one of d + 1.
    @Test func boxSizesFollowTheSpec() {
        #expect(GaussianBlur.boxes(sigma: 0).isEmpty)
        #expect(GaussianBlur.boxes(sigma: 2).map(\.size) == [4, 4, 5])   // 2 * 1.88 + 0.5 = 4.26
        #expect(GaussianBlur.boxes(sigma: 2).map(\.start) == [-2, -1, -2])
        #expect(GaussianBlur.boxes(sigma: 3).map(\.size) == [6, 6, 7])   // 6.14
        #expect(GaussianBlur.boxes(sigma: 4).map(\.size) == [8, 8, 9])   // 8.02
        #expect(GaussianBlur.boxes(sigma: 2.5).map(\.size) == [5, 5, 5]) // 5.20
        #expect(GaussianBlur.boxes(sigma: 2.5).map(\.start) == [-2, -2, -2])
    }

    /// The 1-D kernel of the three boxes as integer weights (their convolution) and the
    /// offset of its first tap.
    static func kernel(_ boxes: [(size: Int, start: Int)]) -> (weights: [Int], start: Int) {
        var weights = [1], start = 0
        for (size, boxStart) in boxes {
            var next = [Int](repeating: 0, count: weights.count + size - 1)
            for (i, w) in weights.enumerated() { for j in 0..<size { next[i + j] += w } }
            weights = next
            start += boxStart
        }
        return (weights, start)
    }

    // A blob near a corner and one in the middle of a 40 x 30 plane, at three sigmas: every
    // value equals the direct 2-D convolution (zero outside the plane), rounded once.
    @Test(arguments: [1.0, 2.0, 3.0, 4.5])
    func blurEqualsDirectConvolution(sigma: Double) {
        let width = 40, height = 30
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in 0..<4 { for x in 0..<5 { plane[y * width + x] = 255 } }
        for y in 12..<17 { for x in 18..<26 { plane[y * width + x] = UInt8(40 * ((x + y) % 6)) } }
        let original = plane
        GaussianBlur.blur(&plane, width: width, height: height, sigma: sigma)
        let (k, start) = Self.kernel(GaussianBlur.boxes(sigma: sigma))
        let total = k.reduce(0, +)
        var bad: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for (j, wy) in k.enumerated() {
                    let sy = y + start + j
                    guard sy >= 0 && sy < height else { continue }
                    for (i, wx) in k.enumerated() {
                        let sx = x + start + i
                        guard sx >= 0 && sx < width else { continue }
                        sum += wx * wy * Int(original[sy * width + sx])
                    }
                }
                let expected = (sum * 2 + total * total) / (2 * total * total)
                if Int(plane[y * width + x]) != expected { bad.append("(\(x), \(y)): \(plane[y * width + x]) vs \(expected)") }
            }
        }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    // An empty plane stays empty; a zero sigma changes nothing.
    @Test func emptyAndZero() {
        var empty = [UInt8](repeating: 0, count: 100)
        GaussianBlur.blur(&empty, width: 10, height: 10, sigma: 3)
        #expect(empty.allSatisfy { $0 == 0 })
        var dot = [UInt8](repeating: 0, count: 100)
        dot[55] = 200
        GaussianBlur.blur(&dot, width: 10, height: 10, sigma: 0)
        #expect(dot[55] == 200 && dot.filter { $0 != 0 }.count == 1)
    }
}
