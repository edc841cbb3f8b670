public import DarkroomLayout
import Foundation

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    /// Apple's continuous (smoothed) corners: not drawn yet.
    @available(*, unavailable, message: "DarkroomUI: continuous corners are not drawn yet; pass style: .circular")
    case continuous
}

/// Custom shapes are not drawn yet: conforming to `Shape` is a compile error.
@available(*, unavailable, message: "DarkroomUI: custom Shape types (path(in:)) are not drawn yet; use Rectangle, RoundedRectangle(cornerRadius:style: .circular), Capsule or Circle")
public protocol Shape: View {}

/// The shapes Darkroom draws exactly. Not SwiftUI API (SwiftUI's is `Shape`): teams use the
/// concrete shapes, whose `fill`, `strokeBorder` and `clipShape` spellings are SwiftUI's.
public protocol BuiltInShape: View {
    var kind: ShapeKind { get }
}

extension BuiltInShape {
    public var body: Never { fatalError("\(Self.self) is drawn by Darkroom and has no body") }

    /// Fills the shape; the frame it is offered is its size.
    public func fill(_ color: Color) -> some View { ShapeView(kind: kind, fill: color, stroke: nil) }

    /// A border drawn inside the shape's frame, antialiased (SwiftUI's default).
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> some View {
        ShapeView(kind: kind, fill: nil, stroke: (color, Double(lineWidth)))
    }

    @available(*, unavailable, message: "DarkroomUI: choosing antialiasing is not drawn yet; leave out antialiased:")
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1, antialiased: Bool) -> some View { self }

    @available(*, unavailable, message: "DarkroomUI: a stroke centred on the outline is not drawn yet; use strokeBorder (inside the frame)")
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> some View { self }
}

/// A shape used as a view without `fill` fills with the foreground colour, as in SwiftUI.
extension BuiltInShape {
    func lowerShape(_ lowering: inout ViewLowering) -> [Node] {
        ShapeView(kind: kind, fill: nil, stroke: nil).lower(&lowering)
    }
}

struct ShapeView: View, PrimitiveView {
    let kind: ShapeKind
    let fill: Color?
    let stroke: (color: Color, width: Double)?

    var body: Never { fatalError("ShapeView is drawn by Darkroom and has no body") }

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let scheme = lowering.environment.colorScheme
        let foreground = lowering.environment[ForegroundKey.self] ?? .primary
        let fillColor = stroke == nil ? (fill ?? foreground).resolved(in: scheme) : fill?.resolved(in: scheme)
        return [.shape(ShapeSpec(kind: kind, fill: fillColor,
                                 stroke: stroke.map { Stroke(color: $0.color.resolved(in: scheme), width: $0.width) }))]
    }
}

public struct Rectangle: BuiltInShape, PrimitiveView {
    public init() {}
    public var kind: ShapeKind { .rectangle }
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowerShape(&lowering) }
}

public struct RoundedRectangle: BuiltInShape, PrimitiveView {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// SwiftUI's default corner style is `.continuous`, which Darkroom does not draw yet.
    @available(*, unavailable, message: "DarkroomUI: the default .continuous corners are not drawn yet; write RoundedRectangle(cornerRadius: r, style: .circular)")
    public init(cornerRadius: CGFloat) { fatalError() }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }

    public var kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowerShape(&lowering) }
}

public struct Capsule: BuiltInShape, PrimitiveView {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public var kind: ShapeKind { .capsule }
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowerShape(&lowering) }
}

public struct Circle: BuiltInShape, PrimitiveView {
    public init() {}
    public var kind: ShapeKind { .circle }
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowerShape(&lowering) }
}
