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
    /// vertically, as a convolution with samples outside the plane transparent. The six box passes keep
    /// exact integer sums (no division between passes) and the result is rounded once, so
    /// no rounding bias accumulates into the tails. Only the inked part of the plane, grown
    /// by the blur's reach, is worked on: everything beyond it blurs to exactly zero.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0, let ink = inkBounds(plane, width: width, height: height) else { return }
        // An output sample at x gathers inputs from x + first ... x + last.
        let first = passes.map(\.start).reduce(0, +)
        let last = passes.map { $0.start + $0.size - 1 }.reduce(0, +)
        // Work on the ink grown by that reach, past the plane's edges too: mass that a pass
        // carries beyond an edge must be there for the next pass to bring part of it back.
        let x0 = ink.x0 - last, x1 = ink.x1 - first, y0 = ink.y0 - last, y1 = ink.y1 - first
        let w = x1 - x0, h = y1 - y0
        var values = [Int](repeating: 0, count: w * h)
        for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 { values[(y - y0) * w + x - x0] = Int(plane[y * width + x]) } }
        var line = [Int](repeating: 0, count: max(w, h))
        var out = [Int](repeating: 0, count: max(w, h))
        for (size, start) in passes {
            for y in 0..<h {
                for x in 0..<w { line[x] = values[y * w + x] }
                boxSum(line, &out, count: w, size: size, start: start)
                for x in 0..<w { values[y * w + x] = out[x] }
            }
        }
        for (size, start) in passes {
            for x in 0..<w {
                for y in 0..<h { line[y] = values[y * w + x] }
                boxSum(line, &out, count: h, size: size, start: start)
                for y in 0..<h { values[y * w + x] = out[y] }
            }
        }
        // Every pass summed `size` samples: divide by the product of the sizes, squared for
        // the two axes, rounding to nearest.
        let product = passes.map(\.size).reduce(1, *)
        let divisor = product * product
        for y in max(0, y0)..<min(height, y1) { for x in max(0, x0)..<min(width, x1) {
            plane[y * width + x] = UInt8(min(255, (values[(y - y0) * w + x - x0] * 2 + divisor) / (2 * divisor)))
        } }
    }

    /// The smallest box [x0, x1) x [y0, y1) holding every non-zero value; nil if none.
    private static func inkBounds(_ plane: [UInt8], width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            for x in 0..<width where plane[y * width + x] != 0 {
                x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
            }
        }
        return x1 > x0 ? (x0, y0, x1, y1) : nil
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
