/// A Gaussian blur of an 8-bit alpha plane, approximated by three box blurs exactly as the
/// Filter Effects spec defines for `feGaussianBlur` (W3C Filter Effects Module Level 1,
/// section 9.19): with d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5), three box blurs of
/// size d centred on the pixel when d is odd; when d is even, two of size d (the first
/// centred between the pixel and its left/upper neighbour, the second between it and its
/// right/lower one) and a third of size d + 1 centred. Integer sums, rounded once to
/// nearest: the result is the same bytes on every machine.
enum GaussianBlur {
    /// A blurred area: `values` is `width` x `height`, row-major, its top-left sample at
    /// (`x`, `y`) of the plane (possibly outside it: the blur spreads past the edges).
    struct Region {
        var x: Int, y: Int, width: Int, height: Int
        var values: [UInt8]
    }

    /// The box sizes and their offsets (the index of the first sample relative to the pixel).
    static func boxes(sigma: Double) -> [(size: Int, start: Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 0 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d, -(d / 2)), count: 3) }
        return [(d, -(d / 2)), (d, -(d / 2) + 1), (d + 1, -(d / 2))]
    }

    /// Blurs `plane` (width x height alpha values, row-major) in place; what spreads past its
    /// edges is dropped.
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard let region = blurred(plane, width: width, height: height, sigma: sigma) else { return }
        for y in max(0, region.y)..<min(height, region.y + region.height) {
            for x in max(0, region.x)..<min(width, region.x + region.width) {
                plane[y * width + x] = region.values[(y - region.y) * region.width + x - region.x]
            }
        }
    }

    /// The blur of `plane` as a convolution with samples outside the plane transparent, over
    /// the inked part grown by the blur's reach (everything beyond it blurs to exactly zero);
    /// nil when nothing is inked or sigma gives no box. The six box passes keep exact integer
    /// sums (no division between passes) and the result is rounded once, so no rounding bias
    /// accumulates into the tails.
    static func blurred(_ plane: [UInt8], width: Int, height: Int, sigma: Double) -> Region? {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0, let ink = inkBounds(plane, width: width, height: height) else { return nil }
        // An output sample at x gathers inputs from x + first ... x + last.
        let first = passes.map(\.start).reduce(0, +)
        let last = passes.map { $0.start + $0.size - 1 }.reduce(0, +)
        // Work on the ink grown by that reach, past the plane's edges too: mass that a pass
        // carries beyond an edge must be there for the next pass to bring part of it back.
        let x0 = ink.x0 - last, y0 = ink.y0 - last
        let w = ink.x1 - first - x0, h = ink.y1 - first - y0
        var values = [Int](repeating: 0, count: w * h)
        for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 { values[(y - y0) * w + x - x0] = Int(plane[y * width + x]) } }
        values.withUnsafeMutableBufferPointer { v in
            for (size, start) in passes { boxPass(v, count: w, lines: h, step: 1, lineStep: w, size: size, start: start) }
            for (size, start) in passes { boxPass(v, count: h, lines: w, step: w, lineStep: 1, size: size, start: start) }
        }
        // Every pass summed `size` samples: divide by the product of the sizes, squared for
        // the two axes, rounding to nearest.
        let product = passes.map(\.size).reduce(1, *)
        let divisor = product * product
        return Region(x: x0, y: y0, width: w, height: h, values: values.map { UInt8(min(255, ($0 * 2 + divisor) / (2 * divisor))) })
    }

    /// One box pass over `lines` lines of `count` samples (`step` apart within a line,
    /// `lineStep` between lines): each sample becomes the sum of the `size` samples starting
    /// `start` from it, zero beyond the line's ends, with a running sum.
    private static func boxPass(_ v: UnsafeMutableBufferPointer<Int>, count: Int, lines: Int, step: Int, lineStep: Int,
                                size: Int, start: Int) {
        // Padded with zeros on both sides, so the running sum needs no bounds checks.
        let before = -start
        var padded = [Int](repeating: 0, count: count + size)
        padded.withUnsafeMutableBufferPointer { input in
            for l in 0..<lines {
                let base = l * lineStep
                for i in 0..<count { input[before + i] = v[base + i * step] }
                // Window for output i: padded[i ..< i + size] (input indices i + start ...).
                var sum = 0
                for j in 0..<size { sum += input[j] }
                var i = 0
                while true {
                    v[base + i * step] = sum
                    i += 1
                    if i == count { break }
                    sum += input[i + size - 1] - input[i - 1]
                }
            }
        }
    }

    /// The smallest box [x0, x1) x [y0, y1) holding every non-zero value; nil if none.
    private static func inkBounds(_ plane: [UInt8], width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        plane.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = y * width
                for x in 0..<width where p[row + x] != 0 {
                    x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                }
            }
        }
        return x1 > x0 ? (x0, y0, x1, y1) : nil
    }
}
