import DarkroomLayout
import Foundation

/// Colour gradients, as SwiftUI's `Gradient`, `LinearGradient`, `RadialGradient` and
/// `AngularGradient`: declared (as shape styles and as views) so design-system files that
/// use them compile; not drawn yet. Filling a shape or text with one, or showing one as a
/// view, fails that snapshot with the gradient's name and where it was made.
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

/// What every gradient does while not drawn yet: stand for a colour that records its message.
protocol NotDrawnGradient: ShapeStyle, View, ColorResolvingStyle, PrimitiveView {
    var api: String { get }
    var file: StaticString { get }
    var line: UInt { get }
}

extension NotDrawnGradient {
    var message: String { "DarkroomUI: \(api) is not drawn yet (\(file):\(line))" }
    func color(in environment: EnvironmentValues) -> Color { Color(storage: .notDrawn(message)) }
    /// As a view, a gradient fills what it is offered, as a colour does.
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        NotDrawnYet(api, file: file, line: line).lower(Color.clear, &lowering)
    }
}

public struct LinearGradient: ShapeStyle, View, NotDrawnGradient {
    let gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    let file: StaticString, line: UInt
    var api: String { "LinearGradient" }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint, file: StaticString = #fileID, line: UInt = #line) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint; self.file = file; self.line = line
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint, file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint, file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint, file: file, line: line)
    }

    public var body: Never { fatalError("LinearGradient is drawn by Darkroom and has no body") }
}

public struct RadialGradient: ShapeStyle, View, NotDrawnGradient {
    let gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    let file: StaticString, line: UInt
    var api: String { "RadialGradient" }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
        self.file = file; self.line = line
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius, file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius, file: file, line: line)
    }

    public var body: Never { fatalError("RadialGradient is drawn by Darkroom and has no body") }
}

public struct AngularGradient: ShapeStyle, View, NotDrawnGradient {
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
}
