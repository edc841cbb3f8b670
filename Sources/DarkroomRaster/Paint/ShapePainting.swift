import CDarkroom
import DarkroomLayout

/// Filling, stroking and clipping shapes. The four shapes of the first painter keep their
/// Cairo-arc outlines (so existing snapshots keep their pixels); every other outline is a
/// `PathSpec` from the layout core, the same Béziers SwiftUI's `path(in:)` gives.
extension Painter {
    func paintShape(_ shape: ShapeSpec, _ rect: Rect) throws {
        if let fill = shape.fill {
            outline(shape.kind, rect)
            setSource(fill)
            cairo_set_fill_rule(cr, shape.kind.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if let gradient = shape.gradient {
            outline(shape.kind, rect)
            cairo_set_fill_rule(cr, shape.kind.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            try fill(with: gradient, in: rect)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if let stroke = shape.stroke, stroke.width > 0 {
            // Inside stroke: the pen runs half a width in from the edge, with the radius
            // shrunk by the same amount, so nothing is drawn outside the bounds.
            let half = stroke.width / 2
            if shape.kind.isLegacy {
                let inner = Rect(x: rect.minX + half, y: rect.minY + half,
                                 width: max(0, rect.width - stroke.width), height: max(0, rect.height - stroke.width))
                legacyPath(shape.kind, inner, radiusInset: half)
            } else {
                guard case .path = shape.kind else {
                    return try strokeCentred(.inset(shape.kind, by: half), rect, StrokeSpec(color: stroke.color, lineWidth: stroke.width))
                }
                preconditionFailure("an inside stroke of a custom path: the lowering insets the path itself (InsettableShape)")
            }
            setSource(stroke.color)
            cairo_set_line_width(cr, stroke.width)
            cairo_stroke(cr)
        }
        if let line = shape.lineStroke { try strokeCentred(shape.kind, rect, line) }
    }

    /// A stroke centred on the outline (SwiftUI's `stroke(_:style:)`), with the style's
    /// caps, joins, miter limit and dashes set on Cairo exactly.
    private func strokeCentred(_ kind: ShapeKind, _ rect: Rect, _ s: StrokeSpec) throws {
        guard s.lineWidth > 0 else { return }
        if !s.dash.isEmpty, s.dash.contains(where: { $0 < 0 || !$0.isFinite }) || s.dash.allSatisfy({ $0 == 0 }) {
            throw RenderError.cairo("dash pattern \(s.dash) cannot be drawn: lengths must be finite, not negative, and not all zero")
        }
        outline(kind, rect)
        setSource(s.color)
        cairo_set_line_width(cr, s.lineWidth)
        switch s.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch s.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        // CoreGraphics and Cairo share the miter limit's meaning (miter length / line width).
        cairo_set_miter_limit(cr, s.miterLimit)
        s.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), s.dashPhase) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
    }

    /// Clips to a shape in the node's frame.
    func clipTo(_ kind: ShapeKind, _ frame: Rect) {
        outline(kind, snapped(frame))
        cairo_set_fill_rule(cr, kind.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Sets the current path to the outline of `kind` in `rect` (a device-snapped frame).
    /// A custom path was built for the unsnapped frame's size; it is moved to the snapped
    /// origin and keeps its own coordinates.
    func outline(_ kind: ShapeKind, _ rect: Rect) {
        if kind.isLegacy { return legacyPath(kind, rect) }
        cairo_new_path(cr)
        if case .path(let path, _) = kind {
            append(path.offsetBy(dx: rect.minX, dy: rect.minY))
        } else {
            append(kind.path(in: rect))
        }
    }

    /// Adds a path's elements to Cairo's current path; a quadratic becomes the cubic with the
    /// same curve (control points two thirds of the way to the quadratic's control).
    func append(_ path: PathSpec) {
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = Point(x: x, y: y)
            }
        }
    }
}

extension ShapeKind {
    /// The shapes the first painter drew with Cairo arcs.
    var isLegacy: Bool {
        switch self {
        case .rectangle, .roundedRectangle, .capsule, .circle: return true
        case .ellipse, .roundedRect, .styledCapsule, .inset, .path: return false
        }
    }
}
