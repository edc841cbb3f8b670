import DarkroomLayout

/// A colour or pattern to draw a shape with, as SwiftUI's `ShapeStyle`. Darkroom draws
/// colours, the foreground style and the tint; gradients and materials are not declared,
/// so using one is a compile error.
public protocol ShapeStyle: Sendable {}

/// The styles Darkroom can resolve to one colour in an environment.
protocol ColorResolvingStyle {
    func color(in environment: EnvironmentValues) -> Color
}

extension ShapeStyle {
    /// The colour this style draws with in `environment`.
    func color(in environment: EnvironmentValues) -> Color {
        guard let style = self as? any ColorResolvingStyle else {
            preconditionFailure("DarkroomUI: the shape style \(Self.self) is not drawn; use a Color, .foreground or .tint")
        }
        return style.color(in: environment)
    }

    /// The 8-bit colour this style draws with in `environment`.
    func resolvedColor(in environment: EnvironmentValues) -> DarkroomLayout.Color {
        color(in: environment).resolved(in: environment)
    }
}

extension Color: ShapeStyle, ColorResolvingStyle {
    func color(in environment: EnvironmentValues) -> Color { self }
}

/// The foreground style of the environment (`foregroundColor`/`foregroundStyle`), primary
/// when none is set: what a shape without `fill` and text without a colour draw with.
public struct ForegroundStyle: ShapeStyle, ColorResolvingStyle {
    public init() {}
    func color(in environment: EnvironmentValues) -> Color { environment[ForegroundKey.self] ?? .primary }
}

/// The environment's tint (`tint(_:)`), the accent colour when none is set.
public struct TintShapeStyle: ShapeStyle, ColorResolvingStyle {
    public init() {}
    func color(in environment: EnvironmentValues) -> Color { environment[TintKey.self] ?? .accentColor }
}

/// The background of the window: iOS 17's `systemBackground`, white in light and black in dark.
public struct BackgroundStyle: ShapeStyle, ColorResolvingStyle {
    public init() {}
    func color(in environment: EnvironmentValues) -> Color { environment.colorScheme == .dark ? .black : .white }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// `.fill(.blue)`: the named colours as shape styles, as SwiftUI spells them.
extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}
