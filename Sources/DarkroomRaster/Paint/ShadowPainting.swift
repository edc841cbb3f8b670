import CDarkroom
import DarkroomLayout

/// SwiftUI's `shadow(color:radius:x:y:)`: the node is painted offscreen, its alpha is
/// blurred with a Gaussian of standard deviation `radius` and painted in the shadow colour
/// at (x, y), then the node is painted over it.
///
/// Radius to sigma: SwiftUI's radius is Core Animation's `shadowRadius`. CSS defines a blur
/// radius b as a Gaussian of sigma b / 2 (CSS Backgrounds 3, "shadow-blur"), and Bjango's
/// side-by-side renders ("Matching drop shadows across CSS, Android, iOS, Figma, and
/// Sketch") show an iOS shadow radius r matching a CSS blur of 2r, i.e. sigma = r. The
/// designers' rule "SwiftUI radius = Figma blur / 2" says the same (Figma's blur is CSS's).
extension Painter {
    func paintCastingShadow(_ shadow: ShadowSpec, _ body: (Painter) throws -> Void) throws {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // The shadow's blur and offset in device pixels, through the current transform.
        let linearScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let sigma = shadow.radius * linearScale
        let dx = matrix.xx * shadow.x + matrix.xy * shadow.y, dy = matrix.yx * shadow.x + matrix.yy * shadow.y
        // The offscreen canvas is the surface plus a margin, so content just outside the
        // image still casts its shadow in.
        let margin = Int((3 * sigma + max(abs(dx), abs(dy))).rounded(.up)) + 1
        let width = pixelWidth + 2 * margin, height = pixelHeight + 2 * margin
        let offscreen = try CairoSurface(pixelWidth: width, pixelHeight: height)
        var shifted = matrix
        shifted.x0 += Double(margin); shifted.y0 += Double(margin)
        cairo_set_matrix(offscreen.cr, &shifted)
        var painter = self
        painter.cr = offscreen.cr
        try body(painter)
        cairo_surface_flush(offscreen.surface)

        let mask = try blurredAlpha(of: offscreen, sigma: sigma)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(shadow.color)
        cairo_mask_surface(cr, mask, dx - Double(margin), dy - Double(margin))
        cairo_surface_destroy(mask)
        cairo_set_source_surface(cr, offscreen.surface, -Double(margin), -Double(margin))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// An A8 surface holding the blurred alpha of `source`. The caller destroys it.
    private func blurredAlpha(of source: CairoSurface, sigma: Double) throws -> OpaquePointer {
        let w = source.pixelWidth, h = source.pixelHeight
        var plane = source.withPixels { data, stride in
            var alpha = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h {
                // Premultiplied native-endian ARGB32: alpha is the high byte of each word.
                let row = data.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { alpha[y * w + x] = UInt8(row[x] >> 24) }
            }
            return alpha
        }
        GaussianBlur.blur(&plane, width: w, height: h, sigma: sigma)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(mask)
            throw RenderError.cairo("cannot create a \(w)x\(h) shadow mask")
        }
        cairo_surface_flush(mask)
        let stride = Int(cairo_image_surface_get_stride(mask))
        let bytes = cairo_image_surface_get_data(mask)!
        for y in 0..<h { for x in 0..<w { bytes[y * stride + x] = plane[y * w + x] } }
        cairo_surface_mark_dirty(mask)
        return mask
    }
}
