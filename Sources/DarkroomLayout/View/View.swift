/// Anything that produces a view-tree node. Components' bodies are written with these
/// values and the `ViewBuilder`, so they read like the SwiftUI they mirror.
public protocol View: Sendable {
    var node: Node { get }
}

extension Node: View {
    public var node: Node { self }
}

/// Builds a list of child nodes from a closure, with `if`, `if/else`, `switch` and `for`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [Node] { [view.node] }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

public struct HStack: View {
    public let node: Node
    public init(alignment: VerticalAlignment = .center, spacing: Double = 0, @ViewBuilder content: () -> [Node]) {
        node = .hstack(alignment: alignment, spacing: spacing, children: content())
    }
}

public struct VStack: View {
    public let node: Node
    public init(alignment: HorizontalAlignment = .center, spacing: Double = 0, @ViewBuilder content: () -> [Node]) {
        node = .vstack(alignment: alignment, spacing: spacing, children: content())
    }
}

public struct ZStack: View {
    public let node: Node
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [Node]) {
        node = .zstack(alignment: alignment, children: content())
    }
}

/// Flexible space. Unlike SwiftUI, the default minimum length is 0, not a platform spacing.
public struct Spacer: View {
    public let node: Node
    public init(minLength: Double = 0) { node = .spacer(minLength: minLength) }
}

public struct EmptyView: View {
    public init() {}
    public var node: Node { .empty }
}

/// Text. Wraps to the proposed width and never truncates unless `lineLimit` is set.
public struct Text: View {
    public var spec: TextSpec
    public init(_ string: String) { spec = TextSpec(string) }
    public var node: Node { .text(spec) }

    public func font(_ font: Font) -> Text { var t = self; t.spec.font = font; return t }
    public func foregroundColor(_ color: Color) -> Text { var t = self; t.spec.color = color; return t }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text { var t = self; t.spec.alignment = alignment; return t }
    public func lineLimit(_ limit: Int?) -> Text { var t = self; t.spec.lineLimit = limit; return t }
    public func kerning(_ value: Double) -> Text { var t = self; t.spec.kerning = value; return t }
    public func tracking(_ value: Double) -> Text { var t = self; t.spec.tracking = value; return t }
}

/// A shape that fills the frame it is proposed (10 x 10 when proposed nothing, as in SwiftUI).
public struct Shape: View {
    public var spec: ShapeSpec
    public init(_ kind: ShapeKind) { spec = ShapeSpec(kind: kind) }
    public var node: Node { .shape(spec) }

    public func fill(_ color: Color?) -> Shape { var s = self; s.spec.fill = color; return s }
    /// A stroke kept inside the bounds.
    public func strokeBorder(_ color: Color, lineWidth: Double) -> Shape {
        var s = self; s.spec.stroke = Stroke(color: color, width: lineWidth); return s
    }
}

extension Shape {
    /// A stroke centred on the outline (SwiftUI's `stroke(_:style:)`).
    public func stroke(_ stroke: StrokeSpec) -> Shape { var s = self; s.spec.lineStroke = stroke; return s }
}

public func Rectangle() -> Shape { Shape(.rectangle) }
public func Ellipse() -> Shape { Shape(.ellipse) }
public func RoundedRectangle(cornerSize: Size, style: CornerStyle) -> Shape { Shape(.roundedRect(cornerSize: cornerSize, style: style)) }
public func Capsule(style: CornerStyle) -> Shape { Shape(.styledCapsule(style)) }

/// A custom shape: `path` is asked for the outline once the frame is known.
public struct PathShape: View {
    public var spec: PathShapeSpec
    /// `mirroring`: SwiftUI's `layoutDirectionBehavior` (iOS 17 default: mirrors in RTL).
    public init(fillRule: FillRule = .nonZero, mirroring: LayoutDirection? = .rightToLeft,
                _ path: @escaping @Sendable (Rect) -> PathSpec) {
        spec = PathShapeSpec(PathBuilder(mirroring: mirroring, path), fillRule: fillRule)
    }
    public var node: Node { .path(spec) }
    public func fill(_ color: Color?) -> PathShape { var s = self; s.spec.fill = color; return s }
    public func stroke(_ stroke: StrokeSpec) -> PathShape { var s = self; s.spec.stroke = stroke; return s }
}

/// An image from the icon folder at its intrinsic size, or stretched when resizable.
public struct Image: View {
    public var spec: ImageSpec
    public init(_ name: String) { spec = ImageSpec(.icon(name)) }
    public init(missing name: String, size: Size) { spec = ImageSpec(.missing(name: name, size: size)) }
    public var node: Node { .image(spec) }
    public func resizable() -> Image { var i = self; i.spec.resizable = true; return i }
    /// Template rendering in `color`; nil is original rendering.
    public func tint(_ color: Color?) -> Image { var i = self; i.spec.tint = color; return i }
}
public func RoundedRectangle(cornerRadius: Double) -> Shape { Shape(.roundedRectangle(cornerRadius: cornerRadius)) }
public func Capsule() -> Shape { Shape(.capsule) }
public func Circle() -> Shape { Shape(.circle) }

/// An icon from the icon library, at a fixed size.
public struct Icon: View {
    public var spec: IconSpec
    public init(_ name: String, size: Double, tint: Color? = nil) {
        spec = IconSpec(name: name, size: Size(width: size, height: size), tint: tint)
    }
    public var node: Node { .icon(spec) }
}
