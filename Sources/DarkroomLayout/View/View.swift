/// Anything that produces a view-tree node: Darkroom's own builder, for the engine's tests and
/// benchmarks inside this package. Components are written in SwiftUI (DarkroomUI), which
/// lowers to the same nodes; this builder is not part of the public API.
package protocol View: Sendable {
    var node: Node { get }
}

extension Node: View {
    package var node: Node { self }
}

/// Builds a list of child nodes from a closure, with `if`, `if/else`, `switch` and `for`.
@resultBuilder
package enum ViewBuilder {
    package static func buildExpression(_ view: some View) -> [Node] { [view.node] }
    package static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    package static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    package static func buildEither(first: [Node]) -> [Node] { first }
    package static func buildEither(second: [Node]) -> [Node] { second }
    package static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    package static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

package struct HStack: View {
    package let node: Node
    package init(alignment: VerticalAlignment = .center, spacing: Double = 0, @ViewBuilder content: () -> [Node]) {
        node = .hstack(alignment: alignment, spacing: spacing, children: content())
    }
}

package struct VStack: View {
    package let node: Node
    package init(alignment: HorizontalAlignment = .center, spacing: Double = 0, @ViewBuilder content: () -> [Node]) {
        node = .vstack(alignment: alignment, spacing: spacing, children: content())
    }
}

package struct ZStack: View {
    package let node: Node
    package init(alignment: Alignment = .center, @ViewBuilder content: () -> [Node]) {
        node = .zstack(alignment: alignment, children: content())
    }
}

/// Flexible space. Unlike SwiftUI, the default minimum length is 0, not a platform spacing.
package struct Spacer: View {
    package let node: Node
    package init(minLength: Double = 0) { node = .spacer(minLength: minLength) }
}

package struct EmptyView: View {
    package init() {}
    package var node: Node { .empty }
}

/// Text. Wraps to the proposed width and never truncates unless `lineLimit` is set.
package struct Text: View {
    package var spec: TextSpec
    package init(_ string: String) { spec = TextSpec(string) }
    package var node: Node { .text(spec) }

    package func font(_ font: Font) -> Text { var t = self; t.spec.font = font; return t }
    package func foregroundColor(_ color: Color) -> Text { var t = self; t.spec.color = color; return t }
    package func multilineTextAlignment(_ alignment: TextAlignment) -> Text { var t = self; t.spec.alignment = alignment; return t }
    package func lineLimit(_ limit: Int?) -> Text { var t = self; t.spec.lineLimit = limit; return t }
    package func kerning(_ value: Double) -> Text { var t = self; t.spec.kerning = value; return t }
    package func tracking(_ value: Double) -> Text { var t = self; t.spec.tracking = value; return t }
}

/// A shape that fills the frame it is proposed (10 x 10 when proposed nothing, as in SwiftUI).
package struct Shape: View {
    package var spec: ShapeSpec
    package init(_ kind: ShapeKind) { spec = ShapeSpec(kind: kind) }
    package var node: Node { .shape(spec) }

    package func fill(_ color: Color?) -> Shape { var s = self; s.spec.fill = color; return s }
    /// A stroke kept inside the bounds.
    package func strokeBorder(_ color: Color, lineWidth: Double) -> Shape {
        var s = self; s.spec.stroke = Stroke(color: color, width: lineWidth); return s
    }
}

extension Shape {
    /// A stroke centred on the outline (SwiftUI's `stroke(_:style:)`).
    package func stroke(_ stroke: StrokeSpec) -> Shape { var s = self; s.spec.lineStroke = stroke; return s }
}

package func Rectangle() -> Shape { Shape(.rectangle) }
package func Ellipse() -> Shape { Shape(.ellipse) }
package func RoundedRectangle(cornerSize: Size, style: CornerStyle) -> Shape { Shape(.roundedRect(cornerSize: cornerSize, style: style)) }
package func Capsule(style: CornerStyle) -> Shape { Shape(.styledCapsule(style)) }

/// A custom shape: `path` is asked for the outline once the frame is known.
package struct PathShape: View {
    package var spec: PathShapeSpec
    /// `mirroring`: SwiftUI's `layoutDirectionBehavior` (iOS 17 default: mirrors in RTL).
    package init(fillRule: FillRule = .nonZero, mirroring: LayoutDirection? = .rightToLeft,
                _ path: @escaping @Sendable (Rect) -> PathSpec) {
        spec = PathShapeSpec(PathBuilder(mirroring: mirroring, path), fillRule: fillRule)
    }
    package var node: Node { .path(spec) }
    package func fill(_ color: Color?) -> PathShape { var s = self; s.spec.fill = color; return s }
    package func stroke(_ stroke: StrokeSpec) -> PathShape { var s = self; s.spec.stroke = stroke; return s }
}

/// An image from the icon folder at its intrinsic size, or stretched when resizable.
package struct Image: View {
    package var spec: ImageSpec
    package init(_ name: String) { spec = ImageSpec(.icon(name)) }
    package init(missing name: String, size: Size) { spec = ImageSpec(.missing(name: name, size: size)) }
    package var node: Node { .image(spec) }
    package func resizable() -> Image { var i = self; i.spec.resizable = true; return i }
    /// Template rendering in `color`; nil is original rendering.
    package func tint(_ color: Color?) -> Image { var i = self; i.spec.tint = color; return i }
}
package func RoundedRectangle(cornerRadius: Double) -> Shape { Shape(.roundedRectangle(cornerRadius: cornerRadius)) }
package func Capsule() -> Shape { Shape(.capsule) }
package func Circle() -> Shape { Shape(.circle) }

/// An icon from the icon library, at a fixed size.
package struct Icon: View {
    package var spec: IconSpec
    package init(_ name: String, size: Double, tint: Color? = nil) {
        spec = IconSpec(name: name, size: Size(width: size, height: size), tint: tint)
    }
    package var node: Node { .icon(spec) }
}
