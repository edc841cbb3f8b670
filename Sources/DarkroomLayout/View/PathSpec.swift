/// An outline made of the five elements a CoreGraphics path holds (and SwiftUI's
/// `Path.Element` lists): move, line, quadratic and cubic Bézier, close. Arcs, rectangles,
/// rounded rectangles and ellipses are added as Béziers, as `CGMutablePath` does, so a path
/// built here has the elements SwiftUI's would have and Cairo draws exactly those.
///
/// Coordinates are in the shape's own space, y down, as in SwiftUI.
public struct PathSpec: Hashable, Sendable, Codable {
    public enum Element: Hashable, Sendable, Codable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    /// Where the current subpath started (a close returns there).
    private var subpathStart: Point?

    public init() {}

    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element; nil for an empty path.
    public var currentPoint: Point? {
        switch elements.last {
        case nil: return nil
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    public mutating func move(to p: Point) { append(.move(to: p)) }

    /// A line from the current point; with no current point it starts a subpath there
    /// (CoreGraphics would warn and ignore; SwiftUI's Path starts the subpath).
    public mutating func addLine(to p: Point) {
        if currentPoint == nil { move(to: p) } else { append(.line(to: p)) }
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        append(.quadCurve(to: p, control: control))
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        append(.curve(to: p, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        if case .closeSubpath = elements.last { return }
        append(.closeSubpath)
    }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: PathSpec) {
        for element in other.elements { append(element) }
    }

    /// `CGPath.addRect`: a closed subpath from the origin corner, clockwise on screen.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        append(.line(to: Point(x: r.maxX, y: r.minY)))
        append(.line(to: Point(x: r.maxX, y: r.maxY)))
        append(.line(to: Point(x: r.minX, y: r.maxY)))
        append(.closeSubpath)
    }

    /// The same path with every point mapped by `f` (offsets, scales, rotations).
    public func mapPoints(_ f: (Point) -> Point) -> PathSpec {
        PathSpec(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(to: f(p))
            case .line(let p): return .line(to: f(p))
            case .quadCurve(let p, let c): return .quadCurve(to: f(p), control: f(c))
            case .curve(let p, let c1, let c2): return .curve(to: f(p), control1: f(c1), control2: f(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    public func offsetBy(dx: Double, dy: Double) -> PathSpec {
        mapPoints { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The smallest rectangle holding every point, control points included
    /// (CoreGraphics' `boundingBox`); `.zero` for an empty path.
    public var controlPointBounds: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quadCurve(let p, let c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case .curve(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .closeSubpath: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p): subpathStart = p
        case .closeSubpath: break
        default: if subpathStart == nil { subpathStart = .zero }
        }
        elements.append(element)
    }
}

/// Builds a shape's outline for the rectangle it is finally given: SwiftUI asks a `Shape` for
/// `path(in:)` only once its frame is known, so the IR carries the question, not an answer.
/// The rectangle has its origin at zero and the node's laid-out size.
public struct PathBuilder: Sendable {
    public let path: @Sendable (Rect) -> PathSpec
    /// The layout direction in which the path is mirrored horizontally (x becomes
    /// width - x); nil never mirrors. SwiftUI's `Shape.layoutDirectionBehavior`: "Defaults to
    /// `.mirrors` when deploying on iOS 17.0 ... and later" (`.mirrors` = in right-to-left),
    /// `.fixed` is nil.
    public let mirroring: LayoutDirection?

    public init(mirroring: LayoutDirection? = .rightToLeft, _ path: @escaping @Sendable (Rect) -> PathSpec) {
        self.path = path
        self.mirroring = mirroring
    }

    /// The outline for a frame of `size`, mirrored when laid out in `direction` if the
    /// shape mirrors there.
    public func path(for size: Size, in direction: LayoutDirection) -> PathSpec {
        let p = path(Rect(origin: .zero, size: size))
        guard mirroring == direction else { return p }
        return p.mapPoints { Point(x: size.width - $0.x, y: $0.y) }
    }
}
