/// How the inside of an outline is decided (SwiftUI's `FillStyle.isEOFilled`).
public enum FillRule: String, Hashable, Sendable, Codable {
    /// Inside where the winding number is not zero (SwiftUI's default).
    case nonZero
    /// Inside where a ray crosses the outline an odd number of times.
    case evenOdd
}

/// The ends of an open stroke (CoreGraphics' `CGLineCap`).
public enum LineCap: String, Hashable, Sendable, Codable { case butt, round, square }

/// The corners of a stroke (CoreGraphics' `CGLineJoin`).
public enum LineJoin: String, Hashable, Sendable, Codable { case miter, round, bevel }

/// A stroke centred on the outline, half of it outside (SwiftUI's `stroke(_:style:)` with a
/// `StrokeStyle`; the defaults are StrokeStyle's: width 1, butt caps, miter joins, limit 10).
public struct StrokeSpec: Hashable, Sendable, Codable {
    public var color: Color
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Lengths of alternating painted and unpainted segments; empty is a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    public init(color: Color, lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.color = color; self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// The corners of a rounded rectangle or capsule (SwiftUI's `RoundedCornerStyle`).
public enum CornerStyle: String, Hashable, Sendable, Codable {
    /// Quarter circles (or quarter ellipses).
    case circular
    /// Apple's continuous-curvature corners: three cubic Béziers per corner
    /// (see `ContinuousCorners.swift`).
    case continuous
}

/// A point in a view's own bounds in unit coordinates: (0, 0) top-left, (1, 1) bottom-right.
/// Anchors of rotation and scale effects. Not mirrored in right-to-left layouts: SwiftUI draws
/// a view's content unmirrored, and `UnitPoint.leading` is the constant (0, 0.5).
public struct UnitPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)

    /// The anchor's position inside `frame`.
    public func point(in frame: Rect) -> Point {
        Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }
}

/// A drop shadow (SwiftUI's `shadow(color:radius:x:y:)`): the alpha of what the view draws,
/// blurred by `radius`, offset by (x, y), in `color`, painted beneath it.
public struct ShadowSpec: Hashable, Sendable, Codable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: Color, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// A shape whose outline comes from `path(in:)` for its final frame (SwiftUI's custom
/// `Shape`), filled and/or stroked.
public struct PathShapeSpec: Sendable {
    public var builder: PathBuilder
    public var fillRule: FillRule
    public var fill: Color?
    /// Centred on the outline.
    public var stroke: StrokeSpec?
    /// A gradient filling the path, painted where `fill` would be.
    public var gradient: GradientPaint?
    public init(_ builder: PathBuilder, fillRule: FillRule = .nonZero, fill: Color? = nil, stroke: StrokeSpec? = nil,
                gradient: GradientPaint? = nil) {
        self.builder = builder; self.fillRule = fillRule; self.fill = fill; self.stroke = stroke; self.gradient = gradient
    }
}
