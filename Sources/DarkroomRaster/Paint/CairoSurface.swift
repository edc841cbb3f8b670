import CDarkroom
import DarkroomPNG

/// An ARGB32 image surface and its drawing context; one owner frees both.
public final class CairoSurface {
    let surface: OpaquePointer
    let cr: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// Keeps the pixels of a surface made over `PixelScratch` alive as long as the surface.
    private let scratch: PixelScratch?

    /// A transparent surface: its own pixels, or `scratch`'s (then `scratch` must not be used
    /// for another surface while this one lives).
    /// - Parameter coveredOpaquely: the caller paints an opaque colour over every pixel first,
    ///   so `scratch`'s old pixels need no clearing (see below).
    init(pixelWidth: Int, pixelHeight: Int, reusing scratch: PixelScratch? = nil, coveredOpaquely: Bool = false) throws {
        if let scratch {
            let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth))
            let data = stride > 0 ? scratch.memory(Int(stride) * pixelHeight) : nil
            surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), stride)
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        }
        self.scratch = scratch
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let status = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot create a \(pixelWidth)x\(pixelHeight) surface: \(status)")
        }
        cr = cairo_create(surface)
        if scratch != nil, !coveredOpaquely {
            // Cairo knows a surface it allocated is clear, and paints the first OVER onto it as
            // SOURCE (other rounding at translucent edges); of memory handed to it, it assumes
            // nothing. An unclipped CLEAR paint zeroes the pixels and marks the surface clear
            // (cairo-surface.c, `_cairo_surface_paint`), so drawing gives a new surface's bytes.
            // An opaque colour painted over everything first needs none of it: OVER with source
            // alpha 255 leaves no part of the old pixel (pixman: dst * (255 - 255) / 255), so
            // every pixel becomes that colour whatever was there, and after it the surface is
            // not clear either way. Skipping it spares a write of every pixel (about 1.5% of a
            // cold render's CPU).
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Calls `body` with the premultiplied BGRA bytes and the row stride.
    public func withPixels<T>(_ body: (UnsafeRawBufferPointer, Int) throws -> T) rethrows -> T {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * pixelHeight)
        return try body(data, stride)
    }

    /// Canonical PNG bytes of the surface.
    public func pngBytes() -> [UInt8] {
        withPixels { PNGEncoder.encode(premultipliedBGRA: $0, width: pixelWidth, height: pixelHeight, stride: $1) }
    }

    /// Straight RGBA pixels, for comparing with a decoded PNG.
    public func rgbaImage() -> RGBAImage {
        withPixels { RGBAImage(premultipliedBGRA: $0, width: pixelWidth, height: pixelHeight, stride: $1) }
    }

    /// Cairo's own PNG writer, kept only so the benchmark can compare against it.
    public func cairoPNGBytes() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        cairo_surface_write_to_png_stream(surface, { ctx, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(ctx!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, closure)
        return sink.bytes
    }
}
