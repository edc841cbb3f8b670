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

        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let (mask, x, y) = try blurredAlpha(of: offscreen, sigma: sigma) {
            setSource(shadow.color)
            cairo_mask_surface(cr, mask, dx + Double(x - margin), dy + Double(y - margin))
            cairo_surface_destroy(mask)
        }
        cairo_set_source_surface(cr, offscreen.surface, -Double(margin), -Double(margin))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// An A8 surface holding the blurred alpha of `source` where it is not zero, and where
    /// its top-left pixel lies on `source`; nil when nothing is drawn. The caller destroys it.
    private func blurredAlpha(of source: CairoSurface, sigma: Double) throws -> (OpaquePointer, Int, Int)? {
        let w = source.pixelWidth, h = source.pixelHeight
        let plane = source.withPixels { data, stride in
            var alpha = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h {
                // Premultiplied native-endian ARGB32: alpha is the high byte of each word.
                let row = data.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { alpha[y * w + x] = UInt8(row[x] >> 24) }
            }
            return alpha
        }
        let region: GaussianBlur.Region
        if let blurred = GaussianBlur.blurred(plane, width: w, height: h, sigma: sigma) {
            region = blurred
        } else {
            // No blur (a radius under about half a pixel): the alpha as it is.
            region = GaussianBlur.Region(x: 0, y: 0, width: w, height: h, values: plane)
        }
        guard region.width > 0, region.height > 0 else { return nil }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))!
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(mask)
            throw RenderError.cairo("cannot create a \(region.width)x\(region.height) shadow mask")
        }
        cairo_surface_flush(mask)
        let stride = Int(cairo_image_surface_get_stride(mask))
        let bytes = cairo_image_surface_get_data(mask)!
        region.values.withUnsafeBufferPointer { v in
            for y in 0..<region.height {
                for x in 0..<region.width { bytes[y * stride + x] = v[y * region.width + x] }
            }
        }
        cairo_surface_mark_dirty(mask)
        return (mask, region.x, region.y)
    }
}
