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
    /// Decodes into an array allocated here, once, from the header's size: libpng writes the
    /// rows straight into it, so a decode holds 4 bytes per pixel, not twice that.
    static func decode(_ bytes: [UInt8], width: Int, height: Int, maxPixels: Int) throws(LibpngFailure) -> RGBAImage {
        guard width * height <= maxPixels else {
            throw LibpngFailure(stage: .tooLarge(width: width, height: height), message: "")
        }
        var decodedWidth: png_uint_32 = 0, decodedHeight: png_uint_32 = 0
        var stage: Int32 = 0
        var status: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { input in
                darkroom_png_decode_rgba(input.baseAddress, input.count, maxPixels, buffer.baseAddress, count,
                                         &decodedWidth, &decodedHeight, &stage, &message, message.count)
            }
            if status == 1 { initialized = count } else { initialized = 0 }
        }
        switch status {
        case 1:
            return RGBAImage(width: width, height: height, pixels: pixels)
        case 2:
            throw LibpngFailure(stage: .tooLarge(width: Int(decodedWidth), height: Int(decodedHeight)), message: "")
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
