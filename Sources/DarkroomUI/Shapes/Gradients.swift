import DarkroomLayout
import Foundation

/// Colour gradients, as SwiftUI's `Gradient`, `LinearGradient`, `RadialGradient` and
/// `AngularGradient`. Linear and radial gradients are drawn as fills: of shapes
/// (`Capsule().fill(LinearGradient(...))`, `background(_:in:)`), and as views, which fill what
/// they are offered. Their unit points are the filled frame's, unmirrored in right-to-left
/// layouts (SwiftUI flips where views go, not what they draw). Used as a text or stroke colour
/// they are not drawn yet, nor is `AngularGradient` (Cairo has no conic pattern): a snapshot
/// that reaches one fails, naming it and where it was made.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

/// What every gradient shares: where it was made, and what it stands for where a single colour
/// is needed (a text's or a stroke's), which is not drawn yet.
protocol GradientStyle: ShapeStyle, View, ColorResolvingStyle, PrimitiveView {
    var api: String { get }
    var file: StaticString { get }
    var line: UInt { get }
    /// The resolved fill, or nil when this gradient is not drawn as a fill.
    func paint(in environment: EnvironmentValues) -> GradientPaint?
}

extension GradientStyle {
    func color(in environment: EnvironmentValues) -> Color {
        Color(storage: .notDrawn("DarkroomUI: \(api) as a text or stroke colour is not drawn yet (\(file):\(line))"))
    }

    /// As a view, a gradient fills what it is offered, as a colour does.
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        guard let paint = paint(in: lowering.environment) else {
            return NotDrawnYet(api, file: file, line: line).lower(Color.clear, &lowering)
        }
        return [.shape(ShapeSpec(kind: .rectangle, gradient: paint))]
    }
}

extension Gradient {
    /// The stops resolved in `environment`.
    func stops(in environment: EnvironmentValues) -> [GradientPaint.Stop] {
        stops.map { GradientPaint.Stop(color: $0.color.resolved(in: environment), location: Double($0.location)) }
    }
}

public struct LinearGradient: ShapeStyle, View, GradientStyle {
    let gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    let file: StaticString, line: UInt
    var api: String { "LinearGradient" }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint, file: StaticString = #fileID, line: UInt = #line) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint; self.file = file; self.line = line
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint, file: file, line: line)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint, file: file, line: line)
    }

    public var body: Never { fatalError("LinearGradient is drawn by Darkroom and has no body") }

    func paint(in environment: EnvironmentValues) -> GradientPaint? {
        GradientPaint(geometry: .linear(start: DarkroomLayout.UnitPoint(x: Double(startPoint.x), y: Double(startPoint.y)),
                                        end: DarkroomLayout.UnitPoint(x: Double(endPoint.x), y: Double(endPoint.y))),
                      stops: gradient.stops(in: environment))
    }
}

public struct RadialGradient: ShapeStyle, View, GradientStyle {
    let gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    let file: StaticString, line: UInt
    var api: String { "RadialGradient" }

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
        self.file = file; self.line = line
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius, file: file, line: line)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius, file: file, line: line)
    }

    public var body: Never { fatalError("RadialGradient is drawn by Darkroom and has no body") }

    func paint(in environment: EnvironmentValues) -> GradientPaint? {
        GradientPaint(geometry: .radial(center: DarkroomLayout.UnitPoint(x: Double(center.x), y: Double(center.y)),
                                        startRadius: Double(startRadius), endRadius: Double(endRadius)),
                      stops: gradient.stops(in: environment))
    }
}

public struct AngularGradient: ShapeStyle, View, GradientStyle {
    let gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    let file: StaticString, line: UInt
    var api: String { "AngularGradient" }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero,
                file: StaticString = #fileID, line: UInt = #line) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
        self.file = file; self.line = line
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle, file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360), file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle, file: file, line: line)
    }

    public var body: Never { fatalError("AngularGradient is drawn by Darkroom and has no body") }

    func paint(in environment: EnvironmentValues) -> GradientPaint? { nil }
}
