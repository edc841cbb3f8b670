import DarkroomDiff
import DarkroomPNG
import Foundation

/// pixelmatch 8 written out plainly, pixel by pixel, with no caches, skips or tables beyond
/// pixelmatch's own: the yardstick the optimised `ImageDiffer` must match bit for bit.
///
/// It is the differ as it stood before its speed work (no LMS cache, no row or run skipping, the
/// anti-aliasing check in pixelmatch's loop order), kept here so that a change to the fast path
/// that alters a count or a diff byte fails `FastPathTests`.
struct ReferenceDiffer {
    var options: DiffOptions

    struct Output: Equatable {
        var mismatched: Int
        var antialiased: Int
        var maxWindowDensity: Int?
        var diff: [UInt8]
    }

    func compare(_ a: RGBAImage, _ b: RGBAImage) -> Output {
        let width = a.width, height = a.height
        let p1 = a.pixels, p2 = b.pixels
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var mask = [UInt8](repeating: 0, count: width * height)
        var mismatched = 0, antialiased = 0
        let altColor = options.diffColorAlt ?? options.diffColor
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, k = i * 4
                let same = p1[k] == p2[k] && p1[k + 1] == p2[k + 1] && p1[k + 2] == p2[k + 2] && p1[k + 3] == p2[k + 3]
                let delta = same ? 0 : exceeds(p1, p2, k)
                if delta != 0 {
                    if !options.includeAA && (isAntialiased(p1, p2, x, y, width, height) || isAntialiased(p2, p1, x, y, width, height)) {
                        antialiased += 1
                        if !options.diffMask { paint(&out, k, options.aaColor) }
                    } else {
                        mismatched += 1
                        mask[i] = 1
                        paint(&out, k, delta < 0 ? altColor : options.diffColor)
                    }
                } else if !options.diffMask {
                    grey(&out, p1, k)
                }
            }
        }
        let density = options.windowSize.map { bruteForceDensity(mask, width, height, $0) }
        return Output(mismatched: mismatched, antialiased: antialiased, maxWindowDensity: density, diff: out)
    }

    // MARK: painting (pixelmatch's drawPixel and drawGrayPixel)

    private func paint(_ out: inout [UInt8], _ k: Int, _ c: DiffColor) {
        out[k] = c.r; out[k + 1] = c.g; out[k + 2] = c.b; out[k + 3] = 255
    }

    private func grey(_ out: inout [UInt8], _ s: [UInt8], _ k: Int) {
        let luma = Double(s[k]) * 0.29889531 + Double(s[k + 1]) * 0.58662247 + Double(s[k + 2]) * 0.11448223
        let value = 255 + (luma - 255) * options.alpha * Double(s[k + 3]) / 255
        let v = UInt8(min(max(value, 0), 255))
        out[k] = v; out[k + 1] = v; out[k + 2] = v; out[k + 3] = 255
    }

    // MARK: colour distance (OKLab + HyAB with pixelmatch's interpolated tables)

    private static let linearTable: [Double] = (0...256).map { c in
        let v = Double(min(c, 255)) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    private static let cubeRootTable: [Double] = (0...4097).map { cbrt(Double($0) / 4096) }

    private static func linear(_ x: Double) -> Double {
        let i = Int(x)
        return linearTable[i] + (linearTable[i + 1] - linearTable[i]) * (x - Double(i))
    }

    private static func cubeRoot(_ x: Double) -> Double {
        let t = x * 4096
        let i = min(Int(t), 4096)
        return cubeRootTable[i] + (cubeRootTable[i + 1] - cubeRootTable[i]) * (t - Double(i))
    }

    private static func oklab(_ lr: Double, _ lg: Double, _ lb: Double) -> (l: Double, m: Double, s: Double, lightness: Double) {
        let l = cubeRoot(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cubeRoot(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cubeRoot(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        let x = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        let k1 = 0.206, k2 = 0.03, k3 = (1 + k1) / (1 + k2)
        let t = k3 * x - k1
        return (l, m, s, 0.5 * (t + (t * t + 4 * k2 * k3 * x).squareRoot()))
    }

    private func convert(_ p: [UInt8], _ k: Int, opaque: Bool) -> (l: Double, m: Double, s: Double, lightness: Double) {
        if opaque {
            return Self.oklab(Self.linearTable[Int(p[k])], Self.linearTable[Int(p[k + 1])], Self.linearTable[Int(p[k + 2])])
        }
        let bg: (Double, Double, Double)
        if options.background == .checkerboard {
            bg = (48 + 159 * Double(k & 1),
                  48 + 159 * Double(Int(Double(k) / 1.618033988749895) & 1),
                  48 + 159 * Double(Int(Double(k) / 2.618033988749895) & 1))
        } else {
            bg = (255, 255, 255)
        }
        let a = Double(p[k + 3]), ia = 255 - a
        let r = (Double(p[k]) * a + bg.0 * ia) / 255
        let g = (Double(p[k + 1]) * a + bg.1 * ia) / 255
        let b = (Double(p[k + 2]) * a + bg.2 * ia) / 255
        return Self.oklab(Self.linear(r), Self.linear(g), Self.linear(b))
    }

    /// 0 when similar, -1 when over the threshold with the first pixel lighter, +1 otherwise.
    private func exceeds(_ p1: [UInt8], _ p2: [UInt8], _ k: Int) -> Int {
        let opaque = p1[k + 3] == 255 && p2[k + 3] == 255
        let c1 = convert(p1, k, opaque: opaque), c2 = convert(p2, k, opaque: opaque)
        let dLr = c1.lightness - c2.lightness
        let rest = options.threshold - abs(dLr)
        if rest > 0 {
            let dl = c1.l - c2.l, dm = c1.m - c2.m, ds = c1.s - c2.s
            let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
            let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
            if da * da + db * db <= rest * rest { return 0 }
        }
        return dLr > 0 ? -1 : 1
    }

    // MARK: anti-aliasing (pixelmatch's antialiased and hasManySiblings, its loop order)

    private func word(_ p: [UInt8], _ i: Int) -> UInt32 {
        UInt32(p[i * 4]) | UInt32(p[i * 4 + 1]) << 8 | UInt32(p[i * 4 + 2]) << 16 | UInt32(p[i * 4 + 3]) << 24
    }

    private func brightnessDelta(_ p: [UInt8], _ i: Int, _ j: Int) -> Double {
        let k = i * 4, m = j * 4
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

    private func isAntialiased(_ img: [UInt8], _ other: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = brightnessDelta(img, pos, y * width + x)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (siblings(img, minX, minY, width, height) && siblings(other, minX, minY, width, height))
            || (siblings(img, maxX, maxY, width, height) && siblings(other, maxX, maxY, width, height))
    }

    private func siblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = word(img, y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if word(img, y * width + x) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    // MARK: window density, every window summed directly

    private func bruteForceDensity(_ mask: [UInt8], _ width: Int, _ height: Int, _ n: Int) -> Int {
        let w = min(n, width), h = min(n, height)
        var best = 0
        for y in 0...(height - h) {
            for x in 0...(width - w) {
                var sum = 0
                for yy in y..<(y + h) { for xx in x..<(x + w) { sum += Int(mask[yy * width + xx]) } }
                best = max(best, sum)
            }
        }
        return best
    }
}
