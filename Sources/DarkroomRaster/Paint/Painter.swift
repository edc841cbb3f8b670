import CDarkroom
import DarkroomLayout

/// Paints a Scene onto a Cairo context: a short walk over five kinds of content.
/// It never resolves a token or computes a size; the only arithmetic here is snapping
/// edges to device pixels, which happens once, per scale.
struct Painter {
    /// The context drawn into; a shadow paints its node into an offscreen context of its own.
    var cr: OpaquePointer
    let scale: Double
    let text: TextEngine
    let icons: IconCache
    /// The surface's size in device pixels (a shadow's offscreen canvas covers it).
    let pixelWidth: Int
    let pixelHeight: Int

    /// The canvas width in layout units, and whether x snaps from the right edge.
    var canvasWidth = 0.0
    var mirrored = false
    /// Whether a node's clip encloses what is being painted (kept tint masks are then not used).
    var clipped = false

    mutating func paint(_ scene: Scene) throws {
        canvasWidth = scene.size.width
        mirrored = scene.direction == .rightToLeft
        cairo_scale(cr, scale, scale)
        if let background = scene.background {
            setSource(background)
            cairo_paint(cr)
        }
        try paint(scene.root)
    }

    /// Effects from the outside in: transforms, scale, opacity, shadow, clip, then the
    /// content and children (the order `LayoutEngine.withEffect` keeps on one node).
    func paint(_ node: SceneNode) throws {
        // A zero scale effect collapses the node to nothing (Cairo would reject the matrix).
        if node.transforms.contains(where: { if case .scale(let x, let y, _) = $0 { return x == 0 || y == 0 }; return false }) {
            return
        }
        let needsState = node.scale != 1 || node.clip != nil || node.opacity < 1 || !node.transforms.isEmpty || node.shadow != nil
        if needsState { cairo_save(cr) }
        applyTransforms(node)
        if node.scale != 1 {
            // Scale effect about the frame's centre, as SwiftUI's scaleEffect(anchor: .center).
            cairo_translate(cr, node.frame.midX, node.frame.midY)
            cairo_scale(cr, node.scale, node.scale)
            cairo_translate(cr, -node.frame.midX, -node.frame.midY)
        }
        var inside = self
        if node.clip != nil { inside.clipped = true }
        if let shadow = node.shadow {
            if node.opacity < 1 { cairo_push_group(cr) }
            try inside.paintCastingShadow(shadow) { painter in try painter.paintClippedContent(node) }
        } else {
            if let clip = node.clip { clipTo(clip, node.frame) }
            if node.opacity < 1 { cairo_push_group(cr) }
            try inside.paintContent(node)
        }

        if node.opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, max(0, node.opacity))
        }
        if needsState { cairo_restore(cr) }
    }

    // MARK: Content

    /// The node's clip, then what it draws and its children (what a shadow is cast from).
    func paintClippedContent(_ node: SceneNode) throws {
        if let clip = node.clip { clipTo(clip, node.frame) }
        try paintContent(node)
    }

    private func paintContent(_ node: SceneNode) throws {
        switch node.content {
        case .group: break
        case .shape(let shape): try paintShape(shape, snapped(node.frame))
        case .text(let run): try paintText(run)
        case .icon(let icon): try paintIcon(icon, snapped(node.frame))
        case .image(let image): try paintImage(image, snapped(node.frame))
        }
        for child in node.children { try paint(child) }
    }

    private func paintText(_ run: TextRun) throws {
        let box = text.paintLayout(run.spec, wrapWidth: run.wrapWidth, direction: run.direction)
        try text.checkFaces(box)
        try text.checkKerning(run.spec, direction: run.direction)
        try text.checkDecorationColours(run.spec)
        precondition(box.lineCount == run.lines.count,
                     "Painter laid out \(box.lineCount) lines where layout measured \(run.lines.count): a bug in TextEngine")
        setSource(run.spec.color)
        for (i, line) in run.lines.enumerated() {
            guard let pangoLine = box.line(i) else { continue }
            // The pen starts at the line's left edge on its baseline, on a device pixel.
            // Hanging spaces on the left are skipped after snapping, so the content starts on
            // the same pixel grid position as the same line without them.
            cairo_move_to(cr, snapX(line.frame.minX - box.lineLogicalX(i)) - box.hangingWhitespaceOnLeft(i),
                          snap(line.baseline))
            pango_cairo_show_layout_line(cr, pangoLine)
        }
    }

    private func paintIcon(_ icon: IconSpec, _ rect: Rect) throws {
        try renderSVG(try icons.handle(icon.name), name: icon.name, in: rect, tint: icon.tint)
    }

    /// Renders an SVG document into `viewport`; a tint paints its coverage in that colour
    /// (kept for the next time it is drawn the same way: `TintMasks`).
    func renderSVG(_ handle: OpaquePointer, name: String, in rect: Rect, tint: Color?) throws {
        let placement = tint == nil ? nil : TintMasks.Placement(cr: cr, rect: rect, name: name, clipped: clipped)
        if let tint, let placement, let coverage = icons.tintMasks[placement.key] {
            guard let surface = coverage.surface else { return }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            setSource(tint)
            cairo_mask_surface(cr, surface, Double(placement.x + coverage.x), Double(placement.y + coverage.y))
            cairo_restore(cr)
            return
        }
        let rsvg = try LibRSVG.functions()
        var viewport = RsvgRectangle(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        if tint != nil { cairo_push_group(cr) }
        var error: UnsafeMutablePointer<GError>?
        let ok = rsvg.handleRenderDocument(handle, cr, &viewport, &error)
        if ok == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            if tint != nil { cairo_pattern_destroy(cairo_pop_group(cr)) }
            throw RenderError.icon("icon \"\(name)\" could not be drawn: \(message)")
        }
        if let tint {
            // Tint: the icon's coverage becomes a mask for the exact tint colour.
            let pattern = cairo_pop_group(cr)
            var group: OpaquePointer?
            if let placement, cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group {
                icons.tintMasks.keep(group, for: placement)
            }
            setSource(tint)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    // MARK: Helpers

    func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, Self.premultipliedRounding(c.red, c.alpha), Self.premultipliedRounding(c.green, c.alpha),
                              Self.premultipliedRounding(c.blue, c.alpha), Double(c.alpha) / 255)
    }

    /// The channel to give Cairo so that the 8-bit premultiplied value it paints is
    /// `round(channel * alpha / 255)`, as Core Graphics paints a translucent colour. Cairo
    /// premultiplies in 16 bits and pixman keeps the top 8 (`color_to_uint32`), which truncates:
    /// `Color.red.opacity(0.2)` over white came out 255,215,213 where iOS draws 255,216,214.
    /// Asking for the middle of the wanted 8-bit step makes the truncation land on it. Opaque
    /// and clear colours are unchanged.
    static func premultipliedRounding(_ channel: UInt8, _ alpha: UInt8) -> Double {
        guard alpha > 0, alpha < 255 else { return Double(channel) / 255 }
        let wanted = (Double(channel) * Double(alpha) / 255).rounded()
        let a = Double(alpha) / 255
        return min(1, (wanted * 256 + 128) / (65535 * a))
    }

    private func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// Horizontal snapping measured from the leading edge of the canvas: a half-pixel
    /// edge rounds towards trailing in both directions, so an RTL render is the exact
    /// mirror of the LTR one (the canvas is whole units, so its width is on the grid).
    private func snapX(_ v: Double) -> Double {
        mirrored ? canvasWidth - snap(canvasWidth - v) : snap(v)
    }

    /// The rectangle with each edge on the device-pixel grid.
    func snapped(_ r: Rect) -> Rect {
        let x0 = snapX(r.minX), y0 = snap(r.minY), x1 = snapX(r.maxX), y1 = snap(r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The outline of the shapes the first painter drew with Cairo's own arcs; they keep that
    /// code so existing snapshots keep their pixels. Newer kinds come from `ShapeKind.path`.
    func legacyPath(_ kind: ShapeKind, _ r: Rect, radiusInset: Double = 0) {
        cairo_new_path(cr)
        switch kind {
        case .rectangle:
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .roundedRectangle(let radius):
            roundedRect(r, radius: radius - radiusInset)
        case .capsule:
            roundedRect(r, radius: min(r.width, r.height) / 2)
        case .circle:
            cairo_arc(cr, r.midX, r.midY, min(r.width, r.height) / 2, 0, 2 * Double.pi)
            cairo_close_path(cr)
        case .ellipse, .roundedRect, .styledCapsule, .inset, .path:
            preconditionFailure("legacyPath(\(kind)): only the first four shape kinds are drawn here; a bug in ShapePainting")
        }
    }

    private func roundedRect(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height); return }
        let half = Double.pi / 2
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -half, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, half)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, half, 2 * half)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, 2 * half, 3 * half)
        cairo_close_path(cr)
    }
}
