/// Anti-aliased pixel detection: pixelmatch's `antialiased` and `hasManySiblings`.
///
/// Follows Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009): a pixel is
/// anti-aliasing when, among its 8 neighbours, it has both a darker and a brighter one, at most
/// two equal ones, and the darkest or the brightest neighbour sits in a flat area (3+ identical
/// neighbours) in both images.
///
/// pixelmatch walks the neighbours once, column by column, and returns false as soon as it has
/// seen a third equal one. The loop order matters only through ties: the darkest and the
/// brightest neighbour are the first ones met with the extreme value. So pixels away from the
/// image's border take an unrolled path with the same answer and fewer branches: a centre with
/// 3+ identical neighbour words is rejected before any brightness is computed (those are zero
/// deltas already), then the extremes are picked in pixelmatch's order, from integer lumas when
/// the neighbourhood is opaque (`IntegerLuma`).
///
/// Pointers are borrowed for the call: `pixels` is the RGBA bytes of the image being examined,
/// `words1`/`words2` the same two images seen as one 32-bit word per pixel.
enum AntiAliasing {
    /// What the checks of one pass share, set up once by the caller: `lumas` is
    /// `IntegerLuma.table` (each read of a lazy global goes through `swift_once`, 4% of the
    /// check's instructions), `neighbours` the word offsets of lanes 0...7 for the image's width
    /// (one load instead of decoding a lane into dx, dy and multiplying).
    struct Tables {
        let lumas: UnsafePointer<Int64>
        let neighbours: UnsafePointer<Int>
    }

    @inline(__always)
    static func isAntialiased(_ pixels: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
                              words1: UnsafePointer<UInt32>, words2: UnsafePointer<UInt32>,
                              tables: Tables) -> Bool {
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            return isAntialiasedInterior(pixels, x: x, y: y, width: width, height: height, words1: words1, words2: words2, tables: tables)
        }
        return isAntialiasedBorder(pixels, x: x, y: y, width: width, height: height, words1: words1, words2: words2)
    }

    /// `isAntialiased` for a pixel whose 8 neighbours are all inside the image.
    static func isAntialiasedInterior(_ pixels: UnsafePointer<UInt8>, x: Int, y: Int, width w: Int, height: Int,
                                      words1: UnsafePointer<UInt32>, words2: UnsafePointer<UInt32>,
                                      tables: Tables) -> Bool {
        let center = y &* w &+ x
        let c = words1[center]
        // Identical neighbours have a zero delta: three of them already make a flat area.
        if identicalNeighbours(words1, center, width: w) > 2 { return false }
        // The neighbours in pixelmatch's order: x - 1, x, x + 1 outer; y - 1, y, y + 1 inner.
        let up = center &- w, down = center &+ w
        let n0 = words1[up &- 1], n1 = words1[center &- 1], n2 = words1[down &- 1]
        let n3 = words1[up], n4 = words1[down]
        let n5 = words1[up &+ 1], n6 = words1[center &+ 1], n7 = words1[down &+ 1]

        var minAt = 0, maxAt = 0
        // Positive when there is both a darker and a brighter neighbour (a slope).
        var slope: Int64 = 1
        if (c & n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7) >> 24 == 255 {
            // All nine opaque (the usual case). Zero deltas are exactly the identical neighbours
            // (at most two, checked above), and the deltas order as the integer lumas do
            // (`IntegerLuma`): the darkest-delta neighbour is the first with the highest luma
            // above the centre's, the brightest-delta one the first with the lowest below it.
            // Lumas carry their lane in the low 3 bits (7 - lane for the maximum) so that plain
            // max/min pick the first lane of a tie without a branch.
            let table = tables.lumas
            @inline(__always) func key(_ word: UInt32) -> Int64 { IntegerLuma.of(word, table) &<< 3 }
            let k0 = key(n0), k1 = key(n1), k2 = key(n2), k3 = key(n3)
            let k4 = key(n4), k5 = key(n5), k6 = key(n6), k7 = key(n7)
            let highest = max(max(max(k0 | 7, k1 | 6), max(k2 | 5, k3 | 4)), max(max(k4 | 3, k5 | 2), max(k6 | 1, k7)))
            let lowest = min(min(min(k0, k1 | 1), min(k2 | 2, k3 | 3)), min(min(k4 | 4, k5 | 5), min(k6 | 6, k7 | 7)))
            let centre = IntegerLuma.of(c, table)
            // A slope needs both a darker and a brighter neighbour. Without one the answer is
            // no, but the check goes on to the sibling counts below (the lanes are still 0...7)
            // instead of branching here: a fifth of the checks have no slope, at random, and
            // the branch mispredicted.
            slope = min(highest >> 3 &- centre, centre &- lowest >> 3)
            minAt = 7 &- Int(highest & 7)
            maxAt = Int(lowest & 7)
        } else {
            // Translucent somewhere (rare): out of line, to keep the common path's registers.
            guard let extremes = translucentExtremes(pixels, center: center, neighbours: tables.neighbours) else { return false }
            (minAt, maxAt) = extremes
        }

        if x > 1 && y > 1 && x < w &- 2 && y < height &- 2 {
            // Two pixels from every edge, so both extremes are interior: all four counts,
            // combined without branches. An extreme is flat in both images when the smaller of
            // its two counts is over 2 (`&&` and `||` on the four tests compiled to branches).
            let d = center &+ tables.neighbours[minAt], b = center &+ tables.neighbours[maxAt]
            let darkest = min(identicalNeighbours(words1, d, width: w), identicalNeighbours(words2, d, width: w))
            let brightest = min(identicalNeighbours(words1, b, width: w), identicalNeighbours(words2, b, width: w))
            return min(slope, Int64(max(darkest, brightest)) &- 2) > 0
        }
        if slope <= 0 { return false }
        // Lane `at` is (dx, dy) = (at / 3 - 1, at % 3 - 1) of the 3x3 block read column by
        // column, counting the centre's slot for lanes 4 and up; packed as 2-bit fields.
        @inline(__always) func offset(_ at: Int) -> (dx: Int, dy: Int) {
            let shift = UInt64(at &* 2)
            return (Int((0b10_10_10_01_01_00_00_00 as UInt64) >> shift & 3) &- 1,
                    Int((0b10_01_00_10_00_10_01_00 as UInt64) >> shift & 3) &- 1)
        }
        let darkest = offset(minAt), brightest = offset(maxAt)
        return eitherExtremeIsFlat(words1, words2, darkest: (x &+ darkest.dx, y &+ darkest.dy),
                                   brightest: (x &+ brightest.dx, y &+ brightest.dy), width: w, height: height)
    }

    /// The lanes of the darkest and brightest neighbour when some of the 9 pixels are translucent:
    /// pixelmatch's Double deltas, blended over white, or nil when there is no slope. A differing
    /// neighbour can be of equal brightness, so zeroes are counted again; strict comparisons keep
    /// the first neighbour of a tie, as pixelmatch's loop does.
    @inline(never)
    static func translucentExtremes(_ pixels: UnsafePointer<UInt8>, center: Int, neighbours: UnsafePointer<Int>) -> (Int, Int)? {
        var zeroes = 0
        var minDelta = 0.0, maxDelta = 0.0
        var minAt = 0, maxAt = 0
        let words = UnsafeRawPointer(pixels)
        for at in 0..<8 {
            let j = center &+ neighbours[at]
            let same = words.load(fromByteOffset: center &* 4, as: UInt32.self) == words.load(fromByteOffset: j &* 4, as: UInt32.self)
            let delta = same ? 0 : brightnessDelta(pixels, center, j)
            if delta == 0 { zeroes &+= 1 }
            if delta < minDelta { minDelta = delta; minAt = at }
            if delta > maxDelta { maxDelta = delta; maxAt = at }
        }
        if zeroes > 2 || minDelta == 0 || maxDelta == 0 { return nil }
        return (minAt, maxAt)
    }

    /// pixelmatch's closing test near the image's edge: the darkest or the brightest neighbour
    /// has 3+ identical neighbours in both images.
    @inline(never)
    static func eitherExtremeIsFlat(_ words1: UnsafePointer<UInt32>, _ words2: UnsafePointer<UInt32>,
                                    darkest: (x: Int, y: Int), brightest: (x: Int, y: Int), width w: Int, height: Int) -> Bool {
        (hasManySiblings(words1, x: darkest.x, y: darkest.y, width: w, height: height)
            && hasManySiblings(words2, x: darkest.x, y: darkest.y, width: w, height: height))
            || (hasManySiblings(words1, x: brightest.x, y: brightest.y, width: w, height: height)
                && hasManySiblings(words2, x: brightest.x, y: brightest.y, width: w, height: height))
    }

    /// How many of the 8 neighbours of interior pixel `i` hold exactly its RGBA word: three
    /// 4-word loads and compares. The row below is read one word earlier so that the last
    /// interior pixel of the image reads nothing past its end; lanes that are not neighbours are
    /// masked out.
    @inline(__always)
    static func identicalNeighbours(_ words: UnsafePointer<UInt32>, _ i: Int, width w: Int) -> Int32 {
        let v = SIMD4<UInt32>(repeating: words[i])
        let raw = UnsafeRawPointer(words)
        let above = raw.loadUnaligned(fromByteOffset: (i &- w &- 1) &* 4, as: SIMD4<UInt32>.self)
        let level = raw.loadUnaligned(fromByteOffset: (i &- 1) &* 4, as: SIMD4<UInt32>.self)
        let below = raw.loadUnaligned(fromByteOffset: (i &+ w &- 2) &* 4, as: SIMD4<UInt32>.self)
        // An equal lane is all ones: as Int32, -1 per identical neighbour.
        let hits = (unsafeBitCast(above .== v, to: SIMD4<Int32>.self) & SIMD4(-1, -1, -1, 0))
            &+ (unsafeBitCast(level .== v, to: SIMD4<Int32>.self) & SIMD4(-1, 0, -1, 0))
            &+ (unsafeBitCast(below .== v, to: SIMD4<Int32>.self) & SIMD4(0, -1, -1, -1))
        return 0 &- hits.wrappedSum()
    }

    /// pixelmatch's loop as written, for pixels on the image's border (a small share of them).
    static func isAntialiasedBorder(_ pixels: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
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
                let delta = words1[center] == words1[y * width + x] ? 0 : brightnessDelta(pixels, center, y * width + x)
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
        if minDelta == 0 || maxDelta == 0 { return false }

        return (hasManySiblings(words1, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(words2, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(words1, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(words2, x: maxX, y: maxY, width: width, height: height))
    }

    /// True when the pixel has 3+ neighbours of exactly the same RGBA value (a border counts as one).
    /// The answer is a count, so the order of the comparisons does not matter.
    @inline(__always)
    static func hasManySiblings(_ words: UnsafePointer<UInt32>, x x1: Int, y y1: Int, width w: Int, height: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < w - 1 && y1 < height - 1 {
            return identicalNeighbours(words, y1 &* w &+ x1, width: w) > 2
        }
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, height - 1)
        let value = words[y1 * w + x1]
        var zeroes = 1 // on the border
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if words[y * w + x] == value { zeroes += 1 }
            }
        }
        return zeroes > 2
    }

    /// Signed YIQ brightness difference (centre minus neighbour), both blended over white.
    ///
    /// Only the sign, zero-ness and ordering matter here. pixelmatch 8 no longer uses the
    /// position-dependent checkerboard for this step ("more reliable anti-aliasing detection on
    /// images with transparency"); blending over white reproduces its 5a/5b result exactly.
    @inline(__always)
    static func brightnessDelta(_ p: UnsafePointer<UInt8>, _ i: Int, _ j: Int) -> Double {
        let k = i * 4, m = j * 4
        if p[k + 3] == 255 && p[m + 3] == 255 {
            // Both opaque: integer differences, converted once; the same Doubles as below.
            let dr = Double(Int(p[k]) - Int(p[m])), dg = Double(Int(p[k + 1]) - Int(p[m + 1])), db = Double(Int(p[k + 2]) - Int(p[m + 2]))
            return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        }
        let r1 = Double(p[k]), g1 = Double(p[k + 1]), b1 = Double(p[k + 2]), a1 = Double(p[k + 3])
        let r2 = Double(p[m]), g2 = Double(p[m + 1]), b2 = Double(p[m + 2]), a2 = Double(p[m + 3])
        let da = a1 - a2
        let dr = (r1 * a1 - r2 * a2 - 255 * da) / 255
        let dg = (g1 * a1 - g2 * a2 - 255 * da) / 255
        let db = (b1 * a1 - b2 * a2 - 255 * da) / 255
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }
}
