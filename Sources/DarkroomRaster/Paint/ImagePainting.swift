import CDarkroom
import DarkroomLayout

extension Painter {
    /// SwiftUI's `Image`: the SVG's intrinsic box stretched to the frame (for a fixed-size
    /// image the frame is that box), tinted when the rendering mode is template.
    func paintImage(_ image: ImageSpec, _ rect: Rect) throws {
        switch image.source {
        case .missing, .system:
            // Layout resolves system names; one left here has no icon either.
            paintMissingImage(rect)
        case .icon(let name):
            let handle = try icons.handle(name)
            let intrinsic = try icons.intrinsicSize(name)
            guard intrinsic.width > 0, intrinsic.height > 0, rect.width > 0, rect.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / intrinsic.width, rect.height / intrinsic.height)
            try renderSVG(handle, name: name, in: Rect(origin: .zero, size: intrinsic), tint: image.tint)
            cairo_restore(cr)
        }
    }

    /// A crossed box in magenta, one layout unit wide, inside the frame: an image that could
    /// not be resolved shows as a gap nobody can miss (and the sidecar says which name).
    private func paintMissingImage(_ rect: Rect) {
        guard rect.width > 1, rect.height > 1 else { return }
        let inner = Rect(x: rect.minX + 0.5, y: rect.minY + 0.5, width: rect.width - 1, height: rect.height - 1)
        cairo_new_path(cr)
        cairo_rectangle(cr, inner.minX, inner.minY, inner.width, inner.height)
        cairo_move_to(cr, inner.minX, inner.minY); cairo_line_to(cr, inner.maxX, inner.maxY)
        cairo_move_to(cr, inner.maxX, inner.minY); cairo_line_to(cr, inner.minX, inner.maxY)
        setSource(Self.missingImageColor)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    static let missingImageColor = Color(red: 255, green: 0, blue: 255)
}
