import CDarkroom
import DarkroomLayout

/// The coverage of tinted icons already drawn by one worker, so an icon drawn again the same
/// way is masked in without drawing it again.
///
/// A tinted icon is its SVG's coverage masking the tint colour (`Painter.renderSVG`): the SVG
/// is drawn into an offscreen group as large as the canvas, allocated and cleared for it, and
/// the whole group is then composited through. 8% of a cold render's instructions went there
/// (callgrind). An icon drawn at the same size, through the same scale and at the same place
/// within a device pixel, has the same coverage wherever it is (a whole number of pixels
/// away), so the coverage is kept, cropped to where it is not transparent, and masked in at
/// the new place. Outside the crop the group is transparent, and masking with transparency
/// leaves a pixel as it was, so the pixels are those of drawing the group again.
///
/// Kept only where the group can be reused exactly (`Placement`): drawing into an image
/// surface, no clip (a partly covered clip edge would be applied to the group and again to
/// the mask), an axis-aligned transform; and only a coverage that does not touch the group's
/// edge (it might have been cut there).
final class TintMasks {
    /// Where and how big an icon is drawn: what its coverage depends on, and its device origin.
    struct Placement {
        struct Key: Hashable {
            var name: String
            var width: Double, height: Double
            var scaleX: Double, scaleY: Double
            /// Where the icon's origin falls within its device pixel (0 on a pixel's corner):
            /// the coverage of a pressed icon, scaled about its centre, depends on it.
            var subpixelX: Double, subpixelY: Double
        }
        let key: Key
        /// The device pixel of the icon's top-left corner.
        let x: Int, y: Int

        /// Nil where the coverage cannot be reused exactly.
        init?(cr: OpaquePointer, rect: Rect, name: String, clipped: Bool) {
            guard !clipped, cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
            let dx = m.xx * rect.minX + m.x0, dy = m.yy * rect.minY + m.y0
            guard abs(dx) < 1e9, abs(dy) < 1e9 else { return nil }
            let pixelX = dx.rounded(.down), pixelY = dy.rounded(.down)
            // Exact: a double less its whole part is representable, so two origins with equal
            // fractions are a whole number of pixels apart.
            key = Key(name: name, width: rect.width, height: rect.height, scaleX: m.xx, scaleY: m.yy,
                      subpixelX: dx - pixelX, subpixelY: dy - pixelY)
            x = Int(pixelX); y = Int(pixelY)
        }
    }

    /// A kept coverage: an ARGB32 surface owned here, and where its top-left pixel lies
    /// relative to the icon's device origin; nil surface when the icon draws nothing.
    struct Coverage {
        var surface: OpaquePointer?
        var x: Int, y: Int
    }

    private var kept: [Placement.Key: Coverage] = [:]
    /// Icons x sizes x scales of a catalogue are few; a bound keeps a strange one in check.
    private let limit = 512

    deinit { for coverage in kept.values { if let surface = coverage.surface { cairo_surface_destroy(surface) } } }

    subscript(key: Placement.Key) -> Coverage? { kept[key] }

    /// How many coverages are kept (for tests).
    var count: Int { kept.count }

    /// Keeps the coverage in `group` (the surface of the pattern `cairo_pop_group` returned)
    /// for `placement`, unless it touches the group's edge.
    func keep(_ group: OpaquePointer, for placement: Placement) {
        guard kept.count < limit, cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(group)
        let width = Int(cairo_image_surface_get_width(group)), height = Int(cairo_image_surface_get_height(group))
        let stride = Int(cairo_image_surface_get_stride(group))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(group) else { return }
        // The group's pixel (i, j) is device pixel (i - offsetX, j - offsetY).
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(group, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return }

        var minX = width, minY = height, maxX = -1, maxY = -1
        for j in 0..<height {
            let row = UnsafeRawPointer(data + j * stride).assumingMemoryBound(to: UInt32.self)
            for i in 0..<width where row[i] != 0 {
                minX = min(minX, i); maxX = max(maxX, i); minY = min(minY, j); maxY = j
            }
        }
        guard maxX >= 0 else {
            kept[placement.key] = Coverage(surface: nil, x: 0, y: 0)
            return
        }
        guard minX > 0, minY > 0, maxX < width - 1, maxY < height - 1 else { return }
        let cropWidth = maxX - minX + 1, cropHeight = maxY - minY + 1
        let crop = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(cropWidth), Int32(cropHeight))!
        guard cairo_surface_status(crop) == CAIRO_STATUS_SUCCESS, let out = cairo_image_surface_get_data(crop) else {
            cairo_surface_destroy(crop)
            return
        }
        let outStride = Int(cairo_image_surface_get_stride(crop))
        for j in 0..<cropHeight {
            (out + j * outStride).update(from: data + (minY + j) * stride + minX * 4, count: cropWidth * 4)
        }
        cairo_surface_mark_dirty(crop)
        kept[placement.key] = Coverage(surface: crop, x: minX - Int(offsetX) - placement.x, y: minY - Int(offsetY) - placement.y)
    }
}
