import DarkroomLayout
import Foundation
public import UIKit

/// A colour, as SwiftUI's `Color`: components in the sRGB space, 0...1, resolved to 8-bit
/// channels when drawn (Cairo paints 8-bit). Semantic colours (`primary`, `secondary`,
/// `accentColor`) resolve by colour scheme to iOS 17's values.
public struct Color: Hashable, Sendable, View {
    enum Storage: Hashable, Sendable {
        case rgba(Double, Double, Double, Double)
        /// iOS's label colours: light value, dark value.
        case semantic(light: DarkroomLayout.Color, dark: DarkroomLayout.Color)
        /// A colour set of the team's asset catalogue (`Color(_ name:bundle:)`), looked up when
        /// drawn in the resources of the bundle at `bundlePath` (nil: the main bundle).
        case asset(String, bundlePath: String?)
        /// A UIKit colour (`Color(uiColor:)`), resolved against the drawing view's traits.
        case uiColor(UIColor)
        /// What a style Darkroom does not draw yet stands for: drawing it records `message`
        /// (the render then fails naming it) and paints the placeholder.
        case notDrawn(String)
    }

    let storage: Storage
    let extraOpacity: Double

    init(storage: Storage, opacity: Double = 1) { self.storage = storage; extraOpacity = opacity }

    /// The colour spaces a colour's components can be given in; each is converted exactly to
    /// extended sRGB when the colour is made (`RGBColorSpace.extendedSRGB`).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3

        /// Components in this space as extended sRGB: sRGB as given, linear sRGB encoded with
        /// the sRGB curve, display P3 through CSS Color 4's matrices (`DisplayP3`).
        func extendedSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB: (r, g, b)
            case .sRGBLinear: (DisplayP3.fromLinear(r), DisplayP3.fromLinear(g), DisplayP3.fromLinear(b))
            case .displayP3: DisplayP3.extendedSRGB(red: r, green: g, blue: b)
            }
        }
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.extendedSRGB(red, green, blue)
        self.init(storage: .rgba(r, g, b, opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A UIKit colour; a dynamic one is resolved against the traits of the view drawing it.
    public init(uiColor: UIColor) { self.init(storage: .uiColor(uiColor)) }

    public init(_ color: UIColor) { self.init(storage: .uiColor(color)) }

    /// HSB to sRGB, as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = HSB.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(storage: .rgba(r, g, b, opacity))
    }

    /// A new colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: storage, opacity: extraOpacity * opacity) }

    public var body: Never { fatalError("Color is drawn by Darkroom and has no body") }

    /// The 8-bit colour drawn in `scheme`, outside any view (a test's or a snapshot's
    /// background): SwiftUI's default environment with that scheme.
    package func resolved(in scheme: ColorScheme) -> DarkroomLayout.Color {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return resolved(in: environment)
    }

    /// The 8-bit colour drawn in `environment`: channels rounded to the nearest of 256 levels.
    package func resolved(in environment: EnvironmentValues) -> DarkroomLayout.Color {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let dark = environment.colorScheme == .dark
        switch storage {
        case let .rgba(r, g, b, a):
            return DarkroomLayout.Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a * extraOpacity))
        case let .semantic(light, darkValue):
            return (dark ? darkValue : light).opacity(extraOpacity)
        case let .asset(name, bundlePath):
            return NamedColors.resolve(name, bundlePath: bundlePath, in: environment).opacity(extraOpacity)
        case let .uiColor(color):
            switch color.resolved(with: environment.traitCollection) {
            case let .rgba(r, g, b, a):
                return DarkroomLayout.Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(a * extraOpacity))
            case let .named(name, bundlePath, alpha):
                return NamedColors.resolve(name, bundlePath: bundlePath, in: environment).opacity(alpha * extraOpacity)
            }
        case let .notDrawn(message):
            environment.notDrawnLog.add(message)
            return AssetColors.placeholder
        }
    }
}

extension Color {
    /// A system colour of UIKit's palette table, by colour scheme (the elevated level is
    /// UIKit's alone: SwiftUI's colours here never ask for it).
    static func system(_ entry: SystemPalette.Entry) -> Color {
        func byte(_ s: Swatch) -> DarkroomLayout.Color {
            DarkroomLayout.Color(red: UInt8(s.r), green: UInt8(s.g), blue: UInt8(s.b), alpha: UInt8((s.a * 255).rounded()))
        }
        return Color(storage: .semantic(light: byte(entry.light), dark: byte(entry.dark)))
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let gray = system(SystemPalette.systemGray)
    // iOS 17 system colours (light, dark): UIKit's palette table (`SystemPalette`).
    public static let red = system(SystemPalette.systemRed)
    public static let orange = system(SystemPalette.systemOrange)
    public static let yellow = system(SystemPalette.systemYellow)
    public static let green = system(SystemPalette.systemGreen)
    public static let mint = system(SystemPalette.systemMint)
    public static let teal = system(SystemPalette.systemTeal)
    public static let cyan = system(SystemPalette.systemCyan)
    public static let blue = system(SystemPalette.systemBlue)
    public static let indigo = system(SystemPalette.systemIndigo)
    public static let purple = system(SystemPalette.systemPurple)
    public static let pink = system(SystemPalette.systemPink)
    public static let brown = system(SystemPalette.systemBrown)
    /// `label`: black in light, white in dark.
    public static let primary = system(SystemPalette.label)
    /// `secondaryLabel`: #3C3C43 at 60 % in light, #EBEBF5 at 60 % in dark.
    public static let secondary = system(SystemPalette.secondaryLabel)
    public static let accentColor = blue
}

extension Color: PrimitiveView {
    /// A colour as a view fills the space it is offered, like `Rectangle().fill(color)`.
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        [.shape(ShapeSpec(kind: .rectangle, fill: resolved(in: lowering.environment)))]
    }
}
