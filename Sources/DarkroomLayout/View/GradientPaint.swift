/// A gradient filling a shape (SwiftUI's `LinearGradient` and `RadialGradient` as shape
/// styles), resolved: colour stops in 8-bit sRGB at locations 0...1, and the geometry in the
/// unit space of the filled node's frame (linear) or in points about a unit-space centre
/// (radial). Both pad beyond their ends with the end colours, as SwiftUI and Cairo do.
public struct GradientPaint: Hashable, Sendable, Codable {
    public struct Stop: Hashable, Sendable, Codable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    public enum Geometry: Hashable, Sendable, Codable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    }

    public var geometry: Geometry
    public var stops: [Stop]

    public init(geometry: Geometry, stops: [Stop]) { self.geometry = geometry; self.stops = stops }

    /// The sidecar's words for it: "linear(0,0.5->1,0.5)[#FF0000FF@0,#0000FFFF@1]".
    public var dumpDescription: String {
        let g: String = switch geometry {
        case let .linear(s, e): "linear(\(fmt(s.x)),\(fmt(s.y))->\(fmt(e.x)),\(fmt(e.y)))"
        case let .radial(c, r0, r1): "radial(\(fmt(c.x)),\(fmt(c.y)) r=\(fmt(r0))->\(fmt(r1)))"
        }
        return g + "[" + stops.map { "\($0.color.hex)@\(fmt($0.location))" }.joined(separator: ",") + "]"
    }
}
