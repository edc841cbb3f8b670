import CDarkroom

/// Turning Cairo's premultiplied ARGB32 into straight RGBA, exactly as cairo's PNG writer does.
///
/// Cairo stores each pixel as one native-endian `UInt32` 0xAARRGGBB with colour premultiplied by
/// alpha (bytes B, G, R, A on little-endian machines). Its PNG writer (`unpremultiply_data` in
/// cairo-png.c) maps alpha 0 to (0, 0, 0, 0) and otherwise `c = (c * 255 + a / 2) / a` in integer
/// arithmetic. We use the same formula so a golden written by cairo and an image encoded here
/// decode to identical pixels. Like cairo, a malformed pixel whose colour exceeds its alpha keeps
/// only the low 8 bits of the result.
enum Unpremultiply {
    /// Writes `width` pixels of one Cairo row to `dst` as R, G, B[, A].
    ///
    /// - Parameters:
    ///   - src: the row's first byte; read only, owned by the caller.
    ///   - dst: room for `width * (withAlpha ? 4 : 3)` bytes; owned by the caller.
    ///   - withAlpha: false writes RGB only, for rows already known to be opaque (every alpha 255).
    @inline(__always)
    static func row(_ src: UnsafeRawPointer, to dst: UnsafeMutablePointer<UInt8>, width: Int, withAlpha: Bool) {
        if !withAlpha {
            // Opaque: premultiplied is straight, so the bytes are only reordered (B, G, R, A ->
            // R, G, B), by byte shuffles (`darkroom_opaque_bgra_to_rgb`). Little-endian only:
            // elsewhere cairo's words are A, R, G, B in memory.
            #if _endian(little)
            darkroom_opaque_bgra_to_rgb(src.assumingMemoryBound(to: UInt8.self), dst, width)
            #else
            for x in 0..<width {
                let v = src.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                dst[x * 3] = UInt8(truncatingIfNeeded: v >> 16)
                dst[x * 3 + 1] = UInt8(truncatingIfNeeded: v >> 8)
                dst[x * 3 + 2] = UInt8(truncatingIfNeeded: v)
            }
            #endif
            return
        }
        for x in 0..<width {
            // Native-endian load: 0xAARRGGBB on every architecture, like cairo's own reader.
            let (r, g, b, a) = straight(src.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            dst[x * 4] = r
            dst[x * 4 + 1] = g
            dst[x * 4 + 2] = b
            dst[x * 4 + 3] = a
        }
    }

    /// One premultiplied 0xAARRGGBB word as straight (r, g, b, a): alpha 0 is (0, 0, 0, 0),
    /// otherwise `c = (c * 255 + a / 2) / a`, keeping the low 8 bits as cairo does.
    @inline(__always)
    static func straight(_ v: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = v >> 24
        var r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
        if a == 0 {
            r = 0; g = 0; b = 0
        } else if a != 255 {
            let half = a / 2
            r = (r * 255 + half) / a
            g = (g * 255 + half) / a
            b = (b * 255 + half) / a
        }
        return (UInt8(truncatingIfNeeded: r), UInt8(truncatingIfNeeded: g), UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: a))
    }

    /// True when every pixel of the Cairo buffer has alpha 255.
    static func isOpaque(_ buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        for y in 0..<height {
            let row = base + y * stride
            // The alphas of a row ANDed together, without a branch per pixel (it vectorises):
            // the image that reaches here has over 256 colours and is mostly opaque.
            var alphas: UInt32 = 0xFF00_0000
            for x in 0..<width { alphas &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
            if alphas >> 24 != 255 { return false }
        }
        return true
    }

    /// Traps unless the buffer really holds `height` rows of `width` pixels, `stride` bytes apart.
    static func checkLayout(_ buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0, "PNGEncoder: negative size \(width)x\(height) (bug in the caller)")
        precondition(stride >= width * 4, "PNGEncoder: stride \(stride) < width*4 = \(width * 4) (bug in the caller)")
        let needed = height == 0 ? 0 : (height - 1) * stride + width * 4
        precondition(buffer.count >= needed,
                     "PNGEncoder: buffer of \(buffer.count) bytes, \(width)x\(height) stride \(stride) needs \(needed) (bug in the caller)")
    }
}

extension RGBAImage {
    /// Converts a Cairo ARGB32 buffer (premultiplied, native-endian 0xAARRGGBB, rows `stride`
    /// bytes apart) to straight RGBA with cairo's PNG-writer arithmetic.
    ///
    /// Use this when another module (the differ, the rasteriser) needs the pixels a PNG written by
    /// `PNGEncoder.encode(premultipliedBGRA:...)` or by cairo would decode to, without the round trip.
    public init(premultipliedBGRA buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
        Unpremultiply.checkLayout(buffer, width: width, height: height, stride: stride)
        let rowBytes = width * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, initialized in
            if let src = buffer.baseAddress, let dst = out.baseAddress {
                for y in 0..<height {
                    Unpremultiply.row(src + y * stride, to: dst + y * rowBytes, width: width, withAlpha: true)
                }
            }
            initialized = rowBytes * height
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension PNGEncoder {
    /// The straight RGBA image that `encode(premultipliedBGRA:width:height:stride:)` would write.
    /// Same as `RGBAImage(premultipliedBGRA:width:height:stride:)`; here so it is found next to `encode`.
    public static func rgbaImage(premultipliedBGRA buffer: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> RGBAImage {
        RGBAImage(premultipliedBGRA: buffer, width: width, height: height, stride: stride)
    }
}
