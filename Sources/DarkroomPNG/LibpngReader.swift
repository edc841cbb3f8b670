import CDarkroom
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libpng read, from PNG bytes in memory to straight RGBA8.
///
/// The work happens in `darkroom_png_decode_rgba` (CDarkroom/shim.h), which uses libpng's full
/// read API with png_set_expand, png_set_scale_16, png_set_gray_to_rgb and png_set_filler, and
/// keeps libpng's setjmp/longjmp error handling on the C side. We do not use the simplified
/// png_image API: in libpng 1.6.39 it decodes Adam7-interlaced 16-bit images to wrong 8-bit
/// pixels (pnggroup/libpng#853), and it gamma-converts 16-bit samples it assumes are linear.
///
/// No gamma transform is requested, so 8-bit samples come out as stored whatever gAMA, sRGB or
/// iCCP say, matching pngjs (pixelmatch) and cairo-written goldens. 16-bit samples are rounded:
/// v8 = round(v16 * 255 / 65535).
enum LibpngReader {
    static func decode(_ bytes: [UInt8], maxPixels: Int) throws(LibpngFailure) -> RGBAImage {
        var out: UnsafeMutablePointer<UInt8>?
        var width: png_uint_32 = 0, height: png_uint_32 = 0
        var stage: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { input in
            darkroom_png_decode_rgba(input.baseAddress, input.count, maxPixels, &out, &width, &height,
                                     &stage, &message, message.count)
        }
        switch status {
        case 1:
            // `out` is malloc'ed by the C side and now ours: copy it into an array, then free it.
            let count = Int(width) * Int(height) * 4
            defer { free(out) }
            let pixels = [UInt8](UnsafeBufferPointer(start: out, count: count))
            return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
        case 2:
            throw LibpngFailure(stage: .tooLarge(width: Int(width), height: Int(height)), message: "")
        default:
            let text = String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw LibpngFailure(stage: stage == 0 ? .header : .pixels, message: text.isEmpty ? "unknown libpng error" : text)
        }
    }
}

/// A libpng error message and the step that produced it; `PNGDecoder` turns it into a `PNGError`.
struct LibpngFailure: Error {
    enum Stage {
        case header, pixels
        case tooLarge(width: Int, height: Int)
    }
    let stage: Stage
    let message: String
}
