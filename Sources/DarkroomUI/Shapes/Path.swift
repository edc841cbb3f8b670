import DarkroomLayout
public import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: the same five elements CoreGraphics keeps
/// (move, line, quad, cubic, close), with arcs, ellipses and rounded rectangles added as
/// Béziers the way `CGMutablePath` adds them (see `PathArcs.swift` in DarkroomLayout).
public struct Path: Hashable, Sendable {
    var spec: PathSpec

    init(spec: PathSpec) { self.spec = spec }

    public init() { spec = PathSpec() }
    public init(_ rect: CGRect) { self.init(); addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(ellipseIn rect: CGRect) { self.init(); addEllipse(in: rect) }
    /// Builds the path with `callback`, as `Path { p in p.move(to: ...) }`.
    public init(_ callback: (inout Path) -> Void) { self.init(); callback(&self) }

    public var isEmpty: Bool { spec.isEmpty }
    public var currentPoint: CGPoint? { spec.currentPoint.map(CGPoint.init) }
    /// The bounds of every point, control points included (CoreGraphics' `boundingBox`).
    public var boundingRect: CGRect { CGRect(spec.controlPointBounds) }

    public mutating func move(to end: CGPoint) { spec.move(to: end.point) }
    public mutating func addLine(to end: CGPoint) { spec.addLine(to: end.point) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { spec.addQuadCurve(to: end.point, control: control.point) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        spec.addCurve(to: end.point, control1: control1.point, control2: control2.point)
    }
    public mutating func closeSubpath() { spec.closeSubpath() }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        spec.addRect(rect.rect, transform: transform.spec)
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        spec.addRoundedRect(in: rect.rect, cornerSize: cornerSize.size, style: style.spec, transform: transform.spec)
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        spec.addEllipse(in: rect.rect, transform: transform.spec)
    }
    /// A line through `lines`, starting a new subpath at the first point.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        spec.addRelativeArc(center: center.point, radius: Double(radius), startAngle: startAngle.radians,
                            delta: delta.radians, transform: transform.spec)
    }
    /// `clockwise` has CoreGraphics' meaning: on screen (y down) `clockwise: false` runs clockwise.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        spec.addArc(center: center.point, radius: Double(radius), startAngle: startAngle.radians,
                    endAngle: endAngle.radians, clockwise: clockwise, transform: transform.spec)
    }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        spec.addArc(tangent1End: tangent1End.point, tangent2End: tangent2End.point, radius: Double(radius),
                    transform: transform.spec)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        spec.addPath(transform.isIdentity ? path.spec : path.spec.mapPoints(transform.spec.apply))
    }

    public func applying(_ transform: CGAffineTransform) -> Path { Path(spec: spec.mapPoints(transform.spec.apply)) }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { Path(spec: spec.offsetBy(dx: Double(dx), dy: Double(dy))) }
}

/// A path is a shape drawn where it is, whatever the frame (SwiftUI: `Path: Shape`), and is
/// not mirrored in right-to-left layouts (its `layoutDirectionBehavior` is `.fixed`).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
