/// A value whose colours can be visited and replaced, always in the same order: what lets a
/// layout be reused for a tree that differs from the laid-out one only in its colours
/// (`RecoloredTwin`). Colours are paint: no layout rule reads one (`LayoutEngine`).
protocol ColorCarrying: Equatable {
    /// Replaces each colour with `transform` of it, in declaration order.
    mutating func mapColors(_ transform: (Color) -> Color)
}

extension Optional where Wrapped: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) {
        if var value = self { value.mapColors(transform); self = value }
    }
}

extension TextDecoration: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { color = color.map(transform) }
}

extension TextAttributes: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) {
        color = transform(color)
        underline.mapColors(transform)
        strikethrough.mapColors(transform)
    }
}

extension TextSpec: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) {
        color = transform(color)
        underline.mapColors(transform)
        strikethrough.mapColors(transform)
        for i in spans.indices { spans[i].attributes.mapColors(transform) }
    }
}

extension TextRun: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { spec.mapColors(transform) }
}

extension Stroke: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { color = transform(color) }
}

extension StrokeSpec: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { color = transform(color) }
}

extension ShadowSpec: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { color = transform(color) }
}

extension GradientPaint: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) {
        for i in stops.indices { stops[i].color = transform(stops[i].color) }
    }
}

extension ShapeSpec: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) {
        fill = fill.map(transform)
        stroke.mapColors(transform)
        lineStroke.mapColors(transform)
        gradient.mapColors(transform)
    }
}

extension IconSpec: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { tint = tint.map(transform) }
}

extension ImageSpec: ColorCarrying {
    mutating func mapColors(_ transform: (Color) -> Color) { tint = tint.map(transform) }
}

extension SceneNode: ColorCarrying {
    /// Every colour this node and its subtree paint with.
    mutating func mapColors(_ transform: (Color) -> Color) {
        switch content {
        case .group: break
        case .shape(var spec): spec.mapColors(transform); content = .shape(spec)
        case .text(var run): run.mapColors(transform); content = .text(run)
        case .icon(var spec): spec.mapColors(transform); content = .icon(spec)
        case .image(var spec): spec.mapColors(transform); content = .image(spec)
        }
        shadow.mapColors(transform)
        for i in children.indices { children[i].mapColors(transform) }
    }
}
