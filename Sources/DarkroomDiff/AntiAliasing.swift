/// Anti-aliased pixel detection: pixelmatch's `antialiased` and `hasManySiblings`.
///
/// Follows Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009): a pixel is
/// anti-aliasing when, among its 8 neighbours, it has both a darker and a brighter one, at most
/// two equal ones, and the darkest or the brightest neighbour sits in a flat area (3+ identical
/// neighbours) in both images.
///
/// Pointers are borrowed for the call: `pixels` is the RGBA bytes of the image being examined,
/// `words1`/`words2` the same two images seen as one 32-bit word per pixel.
enum AntiAliasing {
    @inline(__always)
    static func isAntialiased(_ pixels: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
                              words1: UnsafePointer<UInt32>, words2: UnsafePointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = y1 * width + x1
        // A pixel on the image border starts with one "equal" sibling: the border is no slope.
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Column-major, as pixelmatch iterates: the order decides ties between neighbours.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = brightnessDelta(pixels, words1, center, y * width + x)
                if delta == 0 {
                    zeroes += 1
                    // Three or more equal neighbours: a flat area, not a slope.
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        // A slope needs both a darker and a brighter neighbour.
        if minDelta == 0 || maxDelta == 0 { return false }

        return (hasManySiblings(words1, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(words2, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(words1, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(words2, x: maxX, y: maxY, width: width, height: height))
    }

    /// True when the pixel has 3+ neighbours of exactly the same RGBA value.
    @inline(__always)
    static func hasManySiblings(_ words: UnsafePointer<UInt32>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = words[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if words[y * width + x] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Signed YIQ brightness difference (centre minus neighbour), both blended over white.
    ///
    /// Only the sign, zero-ness and ordering matter here. pixelmatch 8 no longer uses the
    /// position-dependent checkerboard for this step ("more reliable anti-aliasing detection on
    /// images with transparency"); blending over white reproduces its 5a/5b result exactly.
    @inline(__always)
    static func brightnessDelta(_ p: UnsafePointer<UInt8>, _ words: UnsafePointer<UInt32>, _ i: Int, _ j: Int) -> Double {
        if words[i] == words[j] { return 0 }
        let k = i * 4, m = j * 4
        if p[k + 3] == 255 && p[k + 3] == p[m + 3] {
            // Both opaque: integer differences, converted once; the same Doubles as below.
            let dr = Double(Int(p[k]) - Int(p[m])), dg = Double(Int(p[k + 1]) - Int(p[m + 1])), db = Double(Int(p[k + 2]) - Int(p[m + 2]))
            return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        }
        let r1 = Double(p[k]), g1 = Double(p[k + 1]), b1 = Double(p[k + 2]), a1 = Double(p[k + 3])
        let r2 = Double(p[m]), g2 = Double(p[m + 1]), b2 = Double(p[m + 2]), a2 = Double(p[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            dr = (r1 * a1 - r2 * a2 - 255 * da) / 255
            dg = (g1 * a1 - g2 * a2 - 255 * da) / 255
            db = (b1 * a1 - b2 * a2 - 255 * da) / 255
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
}
