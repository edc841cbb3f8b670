import DarkroomLayout
import Foundation
public import UIKit

/// A font, as SwiftUI's `Font`. SF Pro is Apple's and not bundled: the system font maps to
/// Roboto, at iOS 17's sizes for the text styles (Dynamic Type size Large). Weights map to
/// CSS weights as WebKit maps SwiftUI's (ultraLight 100, thin 200, light 300, regular 400,
/// medium 500, semibold 600, bold 700, heavy 800, black 900). Roboto is bundled at every one
/// of them, each with italic (`Fonts/README.md`); the table is in the README.
public struct Font: Hashable, Sendable {
    var family: String
    /// The size at Dynamic Type Large.
    var size: Double
    var weight: Weight
    var isItalic = false
    /// The text style whose Dynamic Type scaling the size follows; nil for a fixed size
    /// (`system(size:)`, `custom(_:fixedSize:)`). A text style's own font takes its size from
    /// iOS's table at the environment's size; any other font is scaled by its style's ratio.
    var scaling: TextStyle?
    var isTextStyleFont = false

    public struct Weight: Hashable, Sendable {
        let value: Int
        /// Darkroom's token mappings: the CSS weight a font-weight token names. A weight with no
        /// face in `Fonts/` fails when drawn, naming the face (not SwiftUI API).
        package init(cssWeight: Int) { value = cssWeight }
        init(value: Int) { self.value = value }
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// UIKit's name for the style, whose row of iOS's Dynamic Type table it reads.
        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }

        /// iOS 17 at the Large content size (Apple HIG, "Typography", Dynamic Type sizes).
        var size: Double { DynamicTypeSizes.pointSize(uiTextStyle, .large) }

        /// Headline is semibold in iOS 17 (Apple HIG, "Typography"), every other style regular.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    static let systemFamily = "Roboto"

    static func family(for design: Design?) -> String {
        switch design ?? .default {
        case .default: return systemFamily
        // Not bundled: drawing them is an error that names the family.
        case .serif: return "New York"
        case .rounded: return "SF Pro Rounded"
        case .monospaced: return "SF Mono"
        }
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(family: family(for: design), size: Double(size), weight: weight ?? .regular)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(family: family(for: design), size: style.size, weight: weight ?? style.weight, scaling: style, isTextStyleFont: true)
    }


    /// A named font. A PostScript-style name such as "Roboto-Medium" is read as family and weight.
    /// Scales with Dynamic Type as body does (Apple: "Create a custom font with the given name
    /// and size that scales with the body text style").
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// Scales with Dynamic Type by `textStyle`'s ratio to its Large size.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        let (family, weight, italic) = Self.parse(name)
        return Font(family: family, size: Double(size), weight: weight, isItalic: italic, scaling: textStyle)
    }

    /// Never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        let (family, weight, italic) = Self.parse(name)
        return Font(family: family, size: Double(fixedSize), weight: weight, isItalic: italic)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }

    /// "Roboto-MediumItalic" -> ("Roboto", 500, italic); a name without a known style is a
    /// family. Names follow the font files' PostScript names (Roboto-Thin is 100).
    static func parse(_ name: String) -> (family: String, weight: Weight, italic: Bool) {
        let weights: [(String, Int)] = [("Thin", 100), ("ExtraLight", 200), ("UltraLight", 200), ("Light", 300),
                                        ("Regular", 400), ("Medium", 500), ("SemiBold", 600), ("Semibold", 600),
                                        ("Bold", 700), ("ExtraBold", 800), ("Heavy", 800), ("Black", 900)]
        guard let dash = name.lastIndex(of: "-") else { return (name, .regular, false) }
        let family = String(name[..<dash])
        var style = String(name[name.index(after: dash)...])
        let italic = style.hasSuffix("Italic")
        if italic { style.removeLast("Italic".count) }
        if style.isEmpty && italic { return (family, .regular, true) }
        guard let weight = weights.first(where: { $0.0 == style })?.1 else { return (name, .regular, false) }
        return (family, Weight(value: weight), italic)
    }

    /// The layout engine's font at `size` (Dynamic Type); a face missing from `Fonts/` is an
    /// error when drawn.
    func resolved(at size: DynamicTypeSize) -> DarkroomLayout.Font {
        DarkroomLayout.Font(family: family, weight: weight.value, size: pointSize(at: size), italic: isItalic)
    }

    /// The point size at a Dynamic Type size: a text style's from iOS's table, a font relative
    /// to a style scaled by that style's ratio, a fixed font as given.
    func pointSize(at dynamicType: DynamicTypeSize) -> Double {
        guard let scaling else { return size }
        let category = dynamicType.contentSizeCategory
        if isTextStyleFont { return DynamicTypeSizes.pointSize(scaling.uiTextStyle, category) }
        return size * DynamicTypeSizes.scale(scaling.uiTextStyle, category)
    }
}

extension Font {
    /// A UIKit font (SwiftUI's `Font(_: CTFont)`, which a `UIFont` is on iOS): its face and
    /// size, fixed, as a `UIFont` carries no Dynamic Type scaling of its own.
    public init(_ font: UIFont) {
        self.init(family: font.familyName, size: Double(font.pointSize), weight: Weight(value: font.cssWeight), isItalic: font.isItalic)
    }
}

extension Font {
    /// Fixed-width digits. Every bundled Roboto face already has them by default: the ten
    /// digits of each face share one advance (Regular 1151 units, Bold 1175...; measured from
    /// the files' `hmtx`), so the text draws exactly as without.
    public func monospacedDigit() -> Font { self }

    /// The monospaced design of the font (SF Mono on iOS, not bundled: drawing it is an error
    /// naming the family).
    public func monospaced() -> Font { var f = self; f.family = Font.family(for: .monospaced); return f }
}

extension View {
    /// Fixed-width digits for text inside: as `Font.monospacedDigit()`, already so in every
    /// bundled face.
    public func monospacedDigit() -> some View { self }
}
