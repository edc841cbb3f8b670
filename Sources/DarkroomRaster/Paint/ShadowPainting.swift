import CDarkroom
import DarkroomLayout

/// SwiftUI's `shadow(color:radius:x:y:)`: the node is painted offscreen (recorded first, so
/// the offscreen image covers exactly its ink), its alpha is blurred with a Gaussian of
/// standard deviation `radius` and painted in the shadow colour at (x, y), then the node is
/// painted over it.
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

        // Record the node in device space first, to learn exactly where it inks.
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        cairo_set_matrix(recorder, &matrix)
        var painter = self
        painter.cr = recorder
        do { try body(painter) } catch { cairo_destroy(recorder); throw error }
        cairo_destroy(recorder)
        var ix = 0.0, iy = 0.0, iw = 0.0, ih = 0.0
        cairo_recording_surface_ink_extents(recording, &ix, &iy, &iw, &ih)
        // Only what can reach the surface matters: the surface grown by the blur's reach and
        // the shadow's offset (content just outside the image still casts a shadow in).
        let margin = (3 * sigma + max(abs(dx), abs(dy))).rounded(.up) + 1
        let x0 = Int(max(ix, -margin).rounded(.down)), y0 = Int(max(iy, -margin).rounded(.down))
        let x1 = Int(min(ix + iw, Double(pixelWidth) + margin).rounded(.up)), y1 = Int(min(iy + ih, Double(pixelHeight) + margin).rounded(.up))
        guard iw > 0, ih > 0, x1 > x0, y1 > y0 else { return }

        // Replay it, pixel-aligned, into an image of just that area.
        let offscreen = try CairoSurface(pixelWidth: x1 - x0, pixelHeight: y1 - y0)
        cairo_set_source_surface(offscreen.cr, recording, Double(-x0), Double(-y0))
        cairo_paint(offscreen.cr)
        cairo_surface_flush(offscreen.surface)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let (mask, x, y) = try blurredAlpha(of: offscreen, sigma: sigma) {
            setSource(shadow.color)
            cairo_mask_surface(cr, mask, dx + Double(x + x0), dy + Double(y + y0))
            cairo_surface_destroy(mask)
        }
        cairo_set_source_surface(cr, offscreen.surface, Double(x0), Double(y0))
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
