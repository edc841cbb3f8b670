import CDarkroom
import DarkroomPNG

/// A Cairo ARGB32 surface and context for tests; destroyed in `deinit`.
///
/// Used to produce reference PNGs with cairo's own writer and to feed our encoder the exact
/// buffer layout the rasteriser will hand it.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cairo surface creation failed")
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Runs `body` over the finished pixels (flushed first; valid only during the call).
    func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height))
    }

    /// Lets `body` write raw premultiplied pixels as native-endian 0xAARRGGBB words.
    func writePixels(_ body: (_ set: (Int, Int, UInt32) -> Void) -> Void) {
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let stride = self.stride
        body { x, y, value in data.storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self) }
        cairo_surface_mark_dirty(surface)
    }

    /// Our encoder over this surface's buffer.
    func encodeWithDarkroom() -> [UInt8] {
        withPixels { PNGEncoder.encode(premultipliedBGRA: $0, width: width, height: height, stride: stride) }
    }

    /// cairo's own PNG writer (cairo_surface_write_to_png_stream), into memory.
    func encodeWithCairo() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo_surface_write_to_png_stream failed: \(status)")
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Draws something shaped like a checkbox with a label at `scale`: an anti-aliased rounded
    /// box, a check mark, translucent label-like bars and a soft shadow, on transparency.
    func drawCheckbox(scale: Double) {
        let cr = context
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)        // shadow
        roundedRect(x: 3, y: 3, size: 20, radius: 4)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.0, 0.45, 0.9)         // box
        roundedRect(x: 2, y: 2, size: 20, radius: 4)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)                // check mark
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, 6.5, 12); cairo_line_to(cr, 10.5, 16); cairo_line_to(cr, 17.5, 7.5)
        cairo_stroke(cr)
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.12, 0.87)  // "text"
        for i in 0..<9 {
            let x = 32.0 + Double(i) * 9.3
            cairo_rectangle(cr, x, 7.3 + Double(i % 3) * 0.4, 6.6, 9.4 - Double(i % 2) * 3)
        }
        cairo_fill(cr)
    }

    private func roundedRect(x: Double, y: Double, size: Double, radius r: Double) {
        let cr = context
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + size - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + size - r, y + size - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + size - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
