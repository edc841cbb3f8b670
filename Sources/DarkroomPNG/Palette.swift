#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image of at most 256 colours as a palette and one index byte per pixel (PNG colour
/// type 3, spec section 11.2.3), ready to deflate.
///
/// A snapshot is flat fills, anti-aliased edges and grey-antialiased text on one canvas
/// colour: three quarters of the built-in matrix has under 256 colours. One byte per pixel
/// instead of three gives deflate a third of the input: measured on the matrix, the PNG path
/// is about 30% faster and the files 30% smaller than RGB with filter None.
///
/// Canonical: entries are in order of first appearance in raster order, so the same
/// straight pixels always give the same palette and indices, whichever entry point they
/// came through (cairo's premultiplied words or straight RGBA).
struct Palette {
    /// Straight colours as (r, g, b, a), in order of first appearance.
    var entries: [(UInt8, UInt8, UInt8, UInt8)] = []
    /// `height` rows of a filter byte (0, None) and `width` indices.
    var rows: [UInt8]

    var hasAlpha: Bool { entries.contains { $0.3 != 255 } }

    /// Indexes cairo's premultiplied native-endian 0xAARRGGBB words; nil past 256 colours.
    /// Words are indexed as they are, and only the palette is unpremultiplied (`Unpremultiply`'s
    /// arithmetic), so the per-pixel work is one comparison and, on a colour change, one probe.
    init?(premultipliedBGRA base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        guard let (rows, words) = Self.index(width: width, height: height, row: { base + $0 * stride }) else { return nil }
        self.rows = rows
        entries = words.map(Unpremultiply.straight)
        // Well-formed words (no channel above alpha, all cairo writes) never meet in one colour.
        if words.contains(where: { w in (w >> 16) & 0xFF > w >> 24 || (w >> 8) & 0xFF > w >> 24 || w & 0xFF > w >> 24 }) {
            mergeDuplicates(width: width, height: height)
        }
    }

    /// Indexes straight RGBA pixels; nil past 256 colours.
    init?(_ image: RGBAImage) {
        let width = image.width
        let found = image.pixels.withUnsafeBytes { src in
            Self.index(width: width, height: image.height) { src.baseAddress! + $0 * width * 4 }
        }
        guard let (rows, words) = found else { return nil }
        self.rows = rows
        entries = words.map { w in withUnsafeBytes(of: w) { ($0[0], $0[1], $0[2], $0[3]) } }
    }

    /// Index rows (filter byte 0, then one index per pixel) and the distinct words in order of
    /// first appearance, or nil at the 257th word. A run of one word costs one comparison;
    /// a new word one probe of a 1,024-slot open-addressing table, at most a quarter full.
    @inline(__always)
    private static func index(width: Int, height: Int, row: (Int) -> UnsafeRawPointer) -> ([UInt8], [UInt32])? {
        var words: [UInt32] = []
        words.reserveCapacity(256)
        // Not zeroed first: every byte is written below (a filter byte and an index per pixel,
        // or a row copied whole); an image given up at its 257th colour is discarded.
        var rows = [UInt8](unsafeUninitializedCapacity: (width + 1) * height) { _, count in count = (width + 1) * height }
        // A slot holds index + 1 in its top half and the word in its bottom half (0: empty), so
        // a probe is one load: 7% faster than separate key and index tables (the catalogue's
        // 2,368 distinct images, 40.6 -> 37.7 ms).
        let complete = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1024) { slots -> Bool in
            slots.initialize(repeating: 0)
            let slots = slots.baseAddress!
            return rows.withUnsafeMutableBufferPointer { out -> Bool in
                // The word of the current run, widened: no pixel equals the first value.
                var last: UInt64 = 1 << 32
                var lastIndex: UInt8 = 0, pair: UInt64 = 0, eightIndices: UInt64 = 0
                // Whether the current run may still hold eight equal pixels: once eight from
                // here are not all equal, the run ends within them, so trying again before the
                // next colour is wasted (it was, at every pixel of short runs: text, edges).
                var mayRunEight = true
                let rowBytes = width &* 4
                for y in 0..<height {
                    var dst = out.baseAddress! + y &* (width &+ 1)
                    dst.pointee = 0  // filter type None
                    dst += 1
                    var src = row(y)
                    // A row equal to the one above (a third of the catalogue's rows: flat
                    // fills, vertical edges) has its indices: one memcmp and one copy. It
                    // holds no new colour, and ends on the same colour as the row above.
                    if y > 0, memcmp(src, row(y - 1), rowBytes) == 0 {
                        dst.update(from: dst - (width &+ 1), count: width)
                        continue
                    }
                    // Pointers, not indices: no overflow checks, and fewer live values (the
                    // loop kept spilling to the stack: 11% of a cold render's instructions).
                    let end = src + rowBytes
                    let lastEight = end - 32
                    while src < end {
                        let word = src.loadUnaligned(as: UInt32.self)
                        if UInt64(word) == last {
                            // Flat runs (most of a snapshot) go eight pixels at a time, two per
                            // 64-bit word, tried once a pixel has continued the run (trying at
                            // every pixel cost a dozen instructions per pixel of text and edges).
                            if mayRunEight, src <= lastEight {
                                if sameEight(src, pair) {
                                    UnsafeMutableRawPointer(dst).storeBytes(of: eightIndices, as: UInt64.self)
                                    src += 32; dst += 8
                                    continue
                                }
                                mayRunEight = false
                            }
                            dst.pointee = lastIndex
                            src += 4; dst += 1
                            continue
                        }
                        // Fibonacci hashing: the top 10 bits of the product spread nearby colours apart.
                        var slot = Int((word &* 0x9E37_79B1) >> 22)
                        var entry = slots[slot]
                        while entry != 0 && UInt32(truncatingIfNeeded: entry) != word {
                            slot = (slot &+ 1) & 1023
                            entry = slots[slot]
                        }
                        if entry == 0 {
                            guard words.count < 256 else { return false }
                            words.append(word)
                            entry = UInt64(words.count) << 32 | UInt64(word)
                            slots[slot] = entry
                        }
                        mayRunEight = true
                        last = UInt64(word); lastIndex = UInt8(truncatingIfNeeded: (entry >> 32) &- 1)
                        pair = last | last << 32
                        eightIndices = UInt64(lastIndex) &* 0x0101_0101_0101_0101
                        dst.pointee = lastIndex
                        src += 4; dst += 1
                    }
                }
                return true
            }
        }
        return complete ? (rows, words) : nil
    }

    /// Whether the eight words at `p` all equal the two in `pair`. Plain 64-bit loads: Swift's
    /// generic SIMD comparisons were not vectorised here and ran four times slower.
    @inline(__always)
    private static func sameEight(_ p: UnsafeRawPointer, _ pair: UInt64) -> Bool {
        (p.loadUnaligned(as: UInt64.self) ^ pair) | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair)
            | (p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ pair) | (p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ pair) == 0
    }

    /// Two premultiplied words can unpremultiply to one colour only if a word is malformed
    /// (colour above alpha; cairo never writes one). Then the later entry folds into the
    /// earlier, keeping first-appearance order, so the bytes still depend on the pixels alone.
    private mutating func mergeDuplicates(width: Int, height: Int) {
        var first: [UInt32: Int] = [:]
        var remap = [UInt8](repeating: 0, count: entries.count)
        var kept: [(UInt8, UInt8, UInt8, UInt8)] = []
        for (i, e) in entries.enumerated() {
            let key = UInt32(e.0) | UInt32(e.1) << 8 | UInt32(e.2) << 16 | UInt32(e.3) << 24
            if let j = first[key] { remap[i] = UInt8(j); continue }
            first[key] = kept.count
            remap[i] = UInt8(kept.count)
            kept.append(e)
        }
        guard kept.count != entries.count else { return }
        entries = kept
        for y in 0..<height {
            for x in 0..<width { rows[y * (width + 1) + 1 + x] = remap[Int(rows[y * (width + 1) + 1 + x])] }
        }
    }
}
