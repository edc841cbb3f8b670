/// Reads any valid PNG into straight 8-bit RGBA.
///
/// Handles every colour type and bit depth of the PNG spec (grey 1/2/4/8/16, grey+alpha, RGB,
/// RGBA, palette with or without tRNS), tRNS colour keys and Adam7 interlacing. Samples are taken
/// as stored: gAMA, cHRM, sRGB and iCCP cause no gamma conversion; sub-byte grey is scaled by
/// bit replication (4-bit v -> v * 17); 16-bit samples are rounded, round(v * 255 / 65535).
/// Malformed input throws a `PNGError` naming the file and the problem; it never traps.
public enum PNGDecoder {
    /// Images above this many pixels are refused rather than allocated (4 GiB of RGBA is surely a
    /// corrupt header, and far beyond any snapshot).
    static let maxPixels = 1 << 28

    /// Decodes PNG bytes. `source` names the file in error messages.
    public static func decode(_ bytes: [UInt8], source: String) throws -> RGBAImage {
        let scanner = PNGChunkScanner(source: source)
        try scanner.validate(bytes)
        do {
            return try LibpngReader.decode(bytes, maxPixels: maxPixels)
        } catch {
            throw scanner.fail(reason(for: error))
        }
    }

    /// Reads and decodes a file; the path is the error's `source`.
    public static func decode(contentsOf path: String) throws -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.contents(of: path)
        } catch {
            throw PNGError(source: path, reason: "cannot read file: \(error.message)")
        }
        return try decode(bytes, source: path)
    }

    /// The chunk structure is already known good here, so libpng errors are about the header
    /// fields or the compressed data.
    static func reason(for failure: LibpngFailure) -> String {
        switch failure.stage {
        case .tooLarge(let width, let height):
            return "unsupported: \(width)x\(height) exceeds the decoder's limit of 2^28 pixels"
        case .header:
            return "corrupt: invalid header (libpng: \(failure.message))"
        case .pixels where failure.message.lowercased().contains("not enough image data"):
            return "truncated: image data ends before the last row (libpng: \(failure.message))"
        case .pixels:
            return "corrupt: image data does not decompress (libpng: \(failure.message))"
        }
    }
}
