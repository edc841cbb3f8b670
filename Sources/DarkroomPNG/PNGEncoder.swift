/// Canonical PNG encoding: the same pixels always give the same bytes.
///
/// The file is signature, IHDR, (PLTE, tRNS,) one IDAT and IEND, nothing else: no time, text or
/// gamma chunks, so a content hash of the bytes is a hash of the pixels. An image of at most
/// 256 colours is written as an 8-bit palette (colour type 3, `Palette`, with tRNS when a colour
/// is translucent); otherwise opaque images are 8-bit RGB (type 2) and others 8-bit RGBA (type
/// 6), which is what cairo chooses. All rows use one fixed filter and deflate (ISA-L's igzip,
/// `Deflater`) runs with fixed parameters (`canonical`); a change to any of these, or to the
/// igzip version, changes every snapshot's bytes, so treat it like a format version (name it in
/// `deflateDescription`, and re-record the store in a `Snapshots:` commit).
public enum PNGEncoder {
    /// Encoding parameters. Only `canonical` is used in production; the others exist to measure.
    struct Settings: Sendable {
        /// igzip level, 0-3.
        var level: Int32
        var filter: ScanlineFilter
        /// Take deflate streams from a pool instead of creating one per encode (same bytes, faster).
        var reuseStreams = true
        /// Write images of at most 256 colours as a palette.
        var palette = true
        /// Deflate's fixed Huffman codes (level 0 only; `Deflater.fixedCodes`).
        var fixedCodes = false
    }

    /// igzip level 0 with deflate's fixed Huffman codes, filter None on every row, streams
    /// reused from a pool. Filter: measured (release build, 2 busy cores, best of 15) on
    /// checkbox renders with anti-aliased shapes and text, zlib levels 1-3 x None/Sub/Up: None
    /// gave the smallest files (about 20% below Up, 25% below Sub, 10-15% below cairo's) and
    /// was the fastest or within noise of it. Deflate, on the scanlines of the catalogue's
    /// 2,368 distinct images (98.9 MB, one core, best of 3):
    ///
    /// | igzip | time | output |
    /// |---|---|---|
    /// | level 1 (a code built per block) | 70.6 ms | 8.03 MB |
    /// | level 0, fixed codes | 39.3 ms | 8.77 MB |
    /// | level 0, igzip's default code | 39.1 ms | 9.64 MB |
    /// | level 0, a code made from these images' own histogram | 39.0 ms | 8.69 MB |
    ///
    /// The catalogue's images are small: level 1 spent a third of its time building a Huffman
    /// code for each. Fixed codes are the standard's own (RFC 1951, 3.2.6), so nothing is
    /// shipped or tuned to one catalogue; files are 9% larger for 44% less deflate time
    /// (a cold catalogue render: 4.4% less CPU). Level 1 is kept for measurements.
    static let canonical = Settings(level: 0, filter: .none, fixedCodes: true)

    /// How `canonical` deflates, for the renderer fingerprint: stores written another way
    /// have other bytes for the same pixels.
    public static var deflateDescription: String {
        "level \(canonical.level)" + (canonical.fixedCodes ? ", fixed codes" : "")
    }

    /// Encodes a Cairo ARGB32 buffer: premultiplied native-endian 0xAARRGGBB (bytes B, G, R, A on
    /// x86), rows `stride` bytes apart. Colour is unpremultiplied exactly as cairo's PNG writer
    /// does (see `Unpremultiply`), so the result decodes to the same pixels as cairo's own PNG.
    public static func encode(premultipliedBGRA buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> [UInt8] {
        encode(premultipliedBGRA: buffer, width: width, height: height, stride: stride, settings: canonical)
    }

    /// Encodes a straight RGBA image.
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        encode(image, settings: canonical)
    }

    static func encode(premultipliedBGRA buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, settings: Settings) -> [UInt8] {
        Unpremultiply.checkLayout(buffer, width: width, height: height, stride: stride)
        if settings.palette, width > 0, height > 0, let base = buffer.baseAddress,
           let palette = Palette(premultipliedBGRA: base, width: width, height: height, stride: stride) {
            return encode(palette, width: width, height: height, settings: settings)
        }
        let opaque = Unpremultiply.isOpaque(buffer, width: width, height: height, stride: stride)
        guard let base = buffer.baseAddress else {
            return encodeRows(width: width, height: height, hasAlpha: !opaque, settings: settings) { _, _ in }
        }
        return encodeRows(width: width, height: height, hasAlpha: !opaque, settings: settings) { y, row in
            Unpremultiply.row(base + y * stride, to: row, width: width, withAlpha: !opaque)
        }
    }

    static func encode(_ image: RGBAImage, settings: Settings) -> [UInt8] {
        if settings.palette, image.width > 0, image.height > 0, let palette = Palette(image) {
            return encode(palette, width: image.width, height: image.height, settings: settings)
        }
        let opaque = image.isOpaque
        let width = image.width
        return image.pixels.withUnsafeBufferPointer { pixels in
            encodeRows(width: width, height: image.height, hasAlpha: !opaque, settings: settings) { y, row in
                let src = pixels.baseAddress! + y * width * 4
                if opaque {
                    for x in 0..<width {
                        row[x * 3] = src[x * 4]
                        row[x * 3 + 1] = src[x * 4 + 1]
                        row[x * 3 + 2] = src[x * 4 + 2]
                    }
                } else {
                    row.update(from: src, count: width * 4)
                }
            }
        }
    }

    /// PLTE with every entry's colour, tRNS with alphas up to the last translucent entry
    /// (absent entries are opaque: PNG spec 11.3.2.1), and the index rows unfiltered.
    static func encode(_ palette: Palette, width: Int, height: Int, settings: Settings) -> [UInt8] {
        var plte: [UInt8] = []
        plte.reserveCapacity(palette.entries.count * 3)
        for e in palette.entries { plte.append(e.0); plte.append(e.1); plte.append(e.2) }
        var chunks: [(StaticString, [UInt8])] = [("PLTE", plte)]
        if let last = palette.entries.lastIndex(where: { $0.3 != 255 }) {
            chunks.append(("tRNS", palette.entries[...last].map(\.3)))
        }
        return palette.rows.withUnsafeBufferPointer { rows in
            compress(rows.baseAddress!, count: rows.count, width: width, height: height, colour: .palette,
                     before: chunks, settings: settings)
        }
    }

    /// Builds the file around rows produced by `writeRow(y, destination)`.
    ///
    /// `writeRow` must fill `width * (hasAlpha ? 4 : 3)` bytes at `destination` (owned by this
    /// function, valid only during the call). Raw rows go into one buffer, are filtered in place,
    /// and are deflated by `assemble`.
    static func encodeRows(width: Int, height: Int, hasAlpha: Bool, settings: Settings,
                           writeRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        precondition(width > 0 && height > 0, "PNGEncoder: PNG cannot hold a \(width)x\(height) image (bug in the caller)")
        let bytesPerPixel = hasAlpha ? 4 : 3
        let rowBytes = width * bytesPerPixel
        let (rawCount, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        precondition(!overflow && rawCount <= 1 << 30, "PNGEncoder: \(width)x\(height) is larger than the 1 GiB this encoder supports")

        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: rawCount)
        defer { raw.deallocate() }
        for y in 0..<height { writeRow(y, raw + y * (rowBytes + 1) + 1) }
        settings.filter.apply(to: raw, rowBytes: rowBytes, height: height, bytesPerPixel: bytesPerPixel)

        return compress(raw, count: rawCount, width: width, height: height, colour: hasAlpha ? .rgba : .rgb,
                        before: [], settings: settings)
    }

    /// Deflates filtered rows with a pooled (or, to measure, a fresh) deflate stream.
    static func compress(_ raw: UnsafePointer<UInt8>, count: Int, width: Int, height: Int, colour: PNGChunkWriter.ColourType,
                         before chunks: [(StaticString, [UInt8])], settings: Settings) -> [UInt8] {
        if settings.reuseStreams {
            return DeflaterPool.shared(level: settings.level, fixedCodes: settings.fixedCodes).withDeflater {
                assemble(raw, count: count, width: width, height: height, colour: colour, before: chunks, deflater: $0)
            }
        }
        return assemble(raw, count: count, width: width, height: height, colour: colour, before: chunks,
                        deflater: Deflater(level: settings.level, fixedCodes: settings.fixedCodes))
    }

    /// Writes signature, IHDR, `chunks` (PLTE, tRNS), IDAT (`raw` compressed) and IEND into one
    /// array of exactly the file's size.
    static func assemble(_ raw: UnsafePointer<UInt8>, count rawCount: Int, width: Int, height: Int,
                         colour: PNGChunkWriter.ColourType, before chunks: [(StaticString, [UInt8])],
                         deflater: Deflater) -> [UInt8] {
        deflater.compress(raw, count: rawCount) { compressed in
            let size = PNGChunkWriter.signature.count + 25 + PNGChunkWriter.overhead * 2 + compressed.count
                + chunks.reduce(0) { $0 + PNGChunkWriter.overhead + $1.1.count }
            return [UInt8](unsafeUninitializedCapacity: size) { out, initialized in
                let start = out.baseAddress!
                var p = PNGChunkWriter.writeSignature(at: start)
                p = PNGChunkWriter.writeIHDR(width: width, height: height, colour: colour, at: p)
                for (type, data) in chunks { p = PNGChunkWriter.writeChunk(type: type, data: data, at: p) }
                let idat = p
                let data = PNGChunkWriter.writeHeader(type: "IDAT", length: compressed.count, at: idat)
                UnsafeMutableRawPointer(data).copyMemory(from: compressed.baseAddress!, byteCount: compressed.count)
                p = PNGChunkWriter.writeCRC(chunk: idat, length: compressed.count)
                p = PNGChunkWriter.writeIEND(at: p)
                initialized = p - start
                precondition(initialized == size, "PNGEncoder: wrote \(initialized) bytes of a \(size)-byte file (bug)")
            }
        }
    }
}
