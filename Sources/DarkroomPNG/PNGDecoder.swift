import DarkroomFiles

/// Reads any valid PNG into straight 8-bit RGBA.
///
/// Handles every colour type and bit depth of the PNG spec (grey 1/2/4/8/16, grey+alpha, RGB,
/// RGBA, palette with or without tRNS), tRNS colour keys and Adam7 interlacing. Samples are taken
/// as stored: gAMA, cHRM, sRGB and iCCP cause no gamma conversion; sub-byte grey is scaled by
/// bit replication (4-bit v -> v * 17); 16-bit samples are rounded, round(v * 255 / 65535).
/// Malformed input throws a `PNGError` naming the file and the problem; it never traps.
public enum PNGDecoder {
    /// Images above this many pixels are refused from their header, before anything is
    /// allocated: `DARKROOM_MAX_PIXELS`, or 2^24 (16.7 million, e.g. 4096 x 4096), far beyond
    /// any component snapshot. Decoding holds 4 bytes per pixel.
    public static let defaultMaxPixels: Int = ReadLimits.environment("DARKROOM_MAX_PIXELS") ?? 1 << 24

    /// The largest PNG file read for `maxPixels`: 16-bit RGBA with a filter byte per row and
    /// zlib's stored-block overhead fits in 9 bytes per pixel, plus 1 MiB of other chunks.
    public static func maxFileBytes(maxPixels: Int) -> Int { maxPixels * 9 + (1 << 20) }

    /// Decodes PNG bytes. `source` names the file in error messages.
    public static func decode(_ bytes: [UInt8], source: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        let scanner = PNGChunkScanner(source: source)
        try scanner.validate(bytes)
        // IHDR is the first chunk (validated): width and height are bytes 16..<24.
        let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
        let height = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
        do {
            return try LibpngReader.decode(bytes, width: width, height: height, maxPixels: maxPixels)
        } catch {
            throw scanner.fail(reason(for: error, maxPixels: maxPixels))
        }
    }

    /// Reads and decodes a file; the path is the error's `source`. Only regular files are
    /// read, and only up to the size a PNG of `maxPixels` can have.
    public static func decode(contentsOf path: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path, limit: maxFileBytes(maxPixels: maxPixels))
        } catch {
            let hint = error.kind == .tooLarge ? " (a PNG of at most \(maxPixels) pixels; raise DARKROOM_MAX_PIXELS or --max-pixels)" : ""
            throw PNGError(source: path, reason: "cannot read file: \(error.reason)\(hint)")
        }
        return try decode(bytes, source: path, maxPixels: maxPixels)
    }

    /// The chunk structure is already known good here, so libpng errors are about the header
    /// fields or the compressed data.
    static func reason(for failure: LibpngFailure, maxPixels: Int) -> String {
        switch failure.stage {
        case .tooLarge(let width, let height):
            return "too large: \(width)x\(height) is \(width * height) pixels, over the limit of \(maxPixels); raise it with DARKROOM_MAX_PIXELS (or darkroom diff --max-pixels) if the image is meant to be this big"
        case .header:
            return "corrupt: invalid header (libpng: \(failure.message))"
        case .pixels where failure.message.lowercased().contains("not enough image data"):
            return "truncated: image data ends before the last row (libpng: \(failure.message))"
        case .pixels:
            return "corrupt: image data does not decompress (libpng: \(failure.message))"
        }
    }
}
