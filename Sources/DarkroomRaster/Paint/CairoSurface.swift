import CDarkroom
import DarkroomPNG

/// An ARGB32 image surface and its drawing context; one owner frees both.
public final class CairoSurface {
    let surface: OpaquePointer
    let cr: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int

    init(pixelWidth: Int, pixelHeight: Int) throws {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let status = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot create a \(pixelWidth)x\(pixelHeight) surface: \(status)")
        }
        cr = cairo_create(surface)
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
