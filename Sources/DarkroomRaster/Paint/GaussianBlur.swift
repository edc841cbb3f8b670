/// A Gaussian blur of an 8-bit alpha plane, approximated by three box blurs exactly as the
/// Filter Effects spec defines for `feGaussianBlur` (W3C Filter Effects Module Level 1,
/// section 9.19): with d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5), three box blurs of
/// size d centred on the pixel when d is odd; when d is even, two of size d (the first
/// centred between the pixel and its left/upper neighbour, the second between it and its
/// right/lower one) and a third of size d + 1 centred. Integer sums, rounded once to
/// nearest: the result is the same bytes on every machine.
enum GaussianBlur {
    /// The box sizes and their offsets (the index of the first sample relative to the pixel).
    static func boxes(sigma: Double) -> [(size: Int, start: Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 0 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d, -(d / 2)), count: 3) }
        return [(d, -(d / 2)), (d, -(d / 2) + 1), (d + 1, -(d / 2))]
    }

    /// Blurs `plane` (width x height alpha values, row-major) in place, horizontally then
    /// vertically. Samples outside the plane count as transparent. The six box passes keep
    /// exact integer sums (no division between passes) and the result is rounded once, so
    /// no rounding bias accumulates into the tails.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        var values = plane.map { Int($0) }
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [Int](repeating: 0, count: max(width, height))
        for (size, start) in passes {
            for y in 0..<height {
                for x in 0..<width { line[x] = values[y * width + x] }
                boxSum(line, &out, count: width, size: size, start: start)
                for x in 0..<width { values[y * width + x] = out[x] }
            }
        }
        for (size, start) in passes {
            for x in 0..<width {
                for y in 0..<height { line[y] = values[y * width + x] }
                boxSum(line, &out, count: height, size: size, start: start)
                for y in 0..<height { values[y * width + x] = out[y] }
            }
        }
        // Every pass summed `size` samples: divide by the product of the sizes, squared for
        // the two axes, rounding to nearest.
        let divisor = passes.map(\.size).reduce(1, *) * passes.map(\.size).reduce(1, *)
        for i in values.indices { plane[i] = UInt8(min(255, (values[i] * 2 + divisor) / (2 * divisor))) }
    }

    /// out[i] = sum of input[i + start ..< i + start + size], with a running sum.
    private static func boxSum(_ input: [Int], _ out: inout [Int], count: Int, size: Int, start: Int) {
        var sum = 0
        for j in start..<(start + size) where j >= 0 && j < count { sum += input[j] }
        for i in 0..<count {
            out[i] = sum
            let leaving = i + start, entering = i + start + size
            if leaving >= 0 && leaving < count { sum -= input[leaving] }
            if entering >= 0 && entering < count { sum += input[entering] }
        }
    }
}
