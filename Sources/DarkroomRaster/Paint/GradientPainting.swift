import CDarkroom
import DarkroomLayout

/// Gradient fills with Cairo's own linear and radial patterns (https://www.cairographics.org/
/// manual/cairo-cairo-pattern-t.html): the stops in order of location, padded beyond the
/// ends (`CAIRO_EXTEND_PAD`), as SwiftUI extends the end colours. Colours interpolate in
/// Cairo's premultiplied sRGB; for stops of equal opacity that is plain sRGB interpolation,
/// as Core Graphics does.
extension Painter {
    /// Fills the current path with `gradient` laid over `rect` (the node's snapped frame).
    func fill(with gradient: GradientPaint, in rect: Rect) throws {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case let .linear(start, end):
            let s = start.point(in: rect), e = end.point(in: rect)
            pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
        case let .radial(center, startRadius, endRadius):
            let c = center.point(in: rect)
            pattern = cairo_pattern_create_radial(c.x, c.y, max(0, startRadius), c.x, c.y, max(0, endRadius))
        }
        guard let pattern, cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            if let pattern { cairo_pattern_destroy(pattern) }
            cairo_new_path(cr)
            throw RenderError.cairo("gradient \(gradient.dumpDescription) cannot be made: its points must be finite")
        }
        defer { cairo_pattern_destroy(pattern) }
        // Stable by location: stops at the same location keep their order (a hard edge).
        let ordered = gradient.stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        for (_, stop) in ordered {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), Double(c.red) / 255, Double(c.green) / 255,
                                              Double(c.blue) / 255, Double(c.alpha) / 255)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }
}
