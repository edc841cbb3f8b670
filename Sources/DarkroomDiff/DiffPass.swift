#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the per-pixel loop paints. Two conformances let the compiler specialise the loop:
/// counting alone (`NoCanvas`) carries no drawing code at all.
protocol DiffCanvas {
    /// Whether `grey` draws anything; when not, rows are not walked to paint them.
    static var drawsBackground: Bool { get }
    func paint(at k: Int, _ color: DiffColor)
    func grey(from source: UnsafePointer<UInt8>, at k: Int, alpha: Double)
}

/// Paints into borrowed RGBA bytes (owned by the caller for the duration of the pass).
struct PixelCanvas: DiffCanvas {
    static var drawsBackground: Bool { true }
    let base: UnsafeMutablePointer<UInt8>

    /// pixelmatch's `drawPixel`: an opaque colour.
    @inline(__always)
    func paint(at k: Int, _ color: DiffColor) {
        base[k] = color.r; base[k + 1] = color.g; base[k + 2] = color.b; base[k + 3] = 255
    }

    /// pixelmatch's `drawGrayPixel`: the first image's YIQ luma faded towards white.
    /// The value is truncated, as storing a fraction into a `Uint8Array` does.
    @inline(__always)
    func grey(from s: UnsafePointer<UInt8>, at k: Int, alpha: Double) {
        let luma = Double(s[k]) * 0.29889531 + Double(s[k + 1]) * 0.58662247 + Double(s[k + 2]) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(s[k + 3]) / 255
        let v = UInt8(min(max(value, 0), 255))
        base[k] = v; base[k + 1] = v; base[k + 2] = v; base[k + 3] = 255
    }
}

struct NoCanvas: DiffCanvas {
    static var drawsBackground: Bool { false }
    @inline(__always) func paint(at k: Int, _ color: DiffColor) {}
    @inline(__always) func grey(from source: UnsafePointer<UInt8>, at k: Int, alpha: Double) {}
}

/// The main loop of pixelmatch's `pixelmatch()`, over borrowed pixel pointers.
enum DiffPass {
    struct Input {
        let p1: UnsafePointer<UInt8>
        let p2: UnsafePointer<UInt8>
        let width: Int
        let height: Int
    }

    /// Classifies every pixel, paints `canvas` and marks counted differences in `mask` (if any).
    ///
    /// Single-threaded on purpose, as pixelmatch is: the speed comes from doing less per pixel.
    /// Each row is painted grey first (when there is a grey copy), then only its differing pixels
    /// are visited, listed first (`DifferingColumns`); those over the threshold are queued and,
    /// two rows later, checked for anti-aliasing and painted over. Every pixel still ends with
    /// exactly pixelmatch's colour: equal and similar pixels keep their grey, the others are
    /// overwritten once. The order of the checks does not matter: they read only the two input
    /// images.
    @inline(__always)
    static func run<Canvas: DiffCanvas>(_ input: Input, _ options: DiffOptions, canvas: Canvas,
                                        mask: UnsafeMutablePointer<UInt8>?) -> (mismatched: Int, antialiased: Int) {
        let width = input.width, height = input.height
        let count = width * height
        let p1 = input.p1, p2 = input.p2
        let threshold = options.threshold
        let detectAA = !options.includeAA
        let drawBackground = !options.diffMask
        let paintsGrey = drawBackground && Canvas.drawsBackground
        let alpha = options.alpha
        let diffColor = options.diffColor
        let altColor = options.diffColorAlt ?? options.diffColor
        let aaColor = options.aaColor
        let background = options.background
        let cache = LMSCache()
        let pairs = PairCache()
        // Word offsets of the 8 neighbours in pixelmatch's order (lanes of `AntiAliasing`).
        let neighbours = UnsafeMutablePointer<Int>.allocate(capacity: 8)
        defer { neighbours.deallocate() }
        for (lane, offset) in [-width - 1, -1, width - 1, -width, width, 1 - width, 1, width + 1].enumerated() {
            neighbours[lane] = offset
        }
        let tables = AntiAliasing.Tables(lumas: IntegerLuma.table, neighbours: neighbours)
        var mismatched = 0, antialiased = 0

        // RGBA as one word per pixel: equality tests and `hasManySiblings` compare 4 bytes at once.
        // Array storage is word-aligned, so the rebinding is valid for the duration of the pass.
        p1.withMemoryRebound(to: UInt32.self, capacity: count) { w1 in
            p2.withMemoryRebound(to: UInt32.self, capacity: count) { w2 in
                // Pixels over the threshold, as x << 1 | (1 when the first is lighter), one queue
                // per row for three rows: row y's queue is settled after row y + 2 is scanned, when
                // the scan has already brought in every row its checks read (y - 2 ... y + 2).
                let queues = UnsafeMutablePointer<Int>.allocate(capacity: 3 &* max(width, 1))
                defer { queues.deallocate() }
                let queued = UnsafeMutablePointer<Int>.allocate(capacity: 3)
                defer { queued.deallocate() }
                queued.initialize(repeating: 0, count: 3)
                var exceeding = queues
                var found = 0
                // A row's differing columns (`DifferingColumns`).
                let columns = UnsafeMutablePointer<UInt32>.allocate(capacity: width &+ 8)
                defer { columns.deallocate() }
                // The differing columns of a row that the pair cache did not answer.
                let misses = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, 1))
                defer { misses.deallocate() }

                /// The colour distance itself, out of line: a sixth of the differing pixels get here.
                @inline(never) func slowVerdict(_ i: Int) -> Int {
                    ColorDistance.exceeds(p1, p2, at: i &* 4, threshold: threshold, background: background, cache: cache)
                }

                /// Queues row `row`'s `n` differing pixels (`columns`) that are over the threshold:
                /// those the pair cache answers (`lookUp`), then the misses, computed here.
                @inline(__always) func classify(row: Int, _ n: Int) {
                    let a = w1 + row, b = w2 + row
                    var (count, missing) = lookUp(a, b, columns: columns, n, in: pairs, queue: exceeding, misses: misses)
                    for m in 0..<missing {
                        let x = Int(truncatingIfNeeded: misses[m]), i = row &+ x
                        let delta = Pixel.isOpaque(a[x] & b[x]) ? pairs.verdict(a[x], b[x]) { slowVerdict(i) } : slowVerdict(i)
                        exceeding[count] = x &<< 1 | (delta < 0 ? 1 : 0)
                        count &+= delta & 1
                    }
                    found = count
                }

                /// Row `y`'s queued pixels: anti-aliasing, paint and count.
                @inline(__always) func settle(_ y: Int) {
                    let queue = queues + (y % 3) &* width, row = y &* width
                    for n in 0..<queued[y % 3] {
                        let x = queue[n] &>> 1, lighter = queue[n] & 1 == 1
                        let i = row &+ x, k = i &* 4
                        if detectAA
                            && (AntiAliasing.isAntialiased(p1, x: x, y: y, width: width, height: height, words1: w1, words2: w2, tables: tables)
                                || AntiAliasing.isAntialiased(p2, x: x, y: y, width: width, height: height, words1: w2, words2: w1, tables: tables)) {
                            // Forgiven; a mask leaves anti-aliasing out entirely.
                            antialiased &+= 1
                            if drawBackground { canvas.paint(at: k, aaColor) }
                        } else {
                            mismatched &+= 1
                            mask?[i] = 1
                            canvas.paint(at: k, lighter ? altColor : diffColor)
                        }
                    }
                }

                for y in 0..<height {
                    let row = y &* width
                    if paintsGrey { for i in row..<(row &+ width) { canvas.grey(from: p1, at: i &* 4, alpha: alpha) } }
                    exceeding = queues + (y % 3) &* width
                    found = 0
                    // An identical row has nothing to visit (a third of the rows of pixelmatch's
                    // pairs 3 and 7): one memcmp.
                    if memcmp(w1 + row, w2 + row, width &* 4) != 0 {
                        classify(row: row, DifferingColumns.list(w1 + row, w2 + row, width: width, into: columns))
                    }
                    queued[y % 3] = found
                    if y >= 2 { settle(y &- 2) }
                }
                for y in max(height &- 2, 0)..<height { settle(y) }
            }
        }
        return (mismatched, antialiased)
    }

    /// Looks up the `n` differing pixels of a row (`columns`, with `a` and `b` the row in
    /// each image) in the pair cache, without a branch: those answered over the threshold are
    /// queued in `queue` (queuing does not branch on the verdict either: it follows the image,
    /// not a pattern), the others listed in `misses`. Returns both counts. Out of line, so
    /// that its loop has the registers to itself (inlined, it reloaded three from the stack).
    @inline(never)
    static func lookUp(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, columns: UnsafePointer<UInt32>, _ n: Int,
                       in pairs: PairCache, queue: UnsafeMutablePointer<Int>,
                       misses: UnsafeMutablePointer<UInt32>) -> (found: Int, missing: Int) {
        var count = 0, missing = 0
        for j in 0..<n {
            let x = Int(truncatingIfNeeded: columns[j])
            let code = pairs.cached(a[x], b[x])
            // A hit holds the verdict + 1: 0 when similar, otherwise -1 (first pixel lighter)
            // or +1; `delta & 1` is 1 for both. A miss is listed instead.
            let miss = code &>> 2, delta = (code & 3) &- 1
            queue[count] = x &<< 1 | (delta < 0 ? 1 : 0)
            count &+= delta & 1 & (miss ^ 1)
            misses[missing] = UInt32(truncatingIfNeeded: x)
            missing &+= miss
        }
        return (count, missing)
    }
}
