import DarkroomLayout
import Foundation

/// A font, as SwiftUI's `Font`. SF Pro is Apple's and not bundled: the system font maps to
/// Roboto, at iOS 17's sizes for the text styles (Dynamic Type size Large). Weights map to
/// CSS weights as WebKit maps SwiftUI's (ultraLight 100, thin 200, light 300, regular 400,
/// medium 500, semibold 600, bold 700, heavy 800, black 900). Roboto is bundled at 100, 300,
/// 400, 500, 700 and 900, each with italic: `.thin`, `.semibold` and `.heavy` are compile
/// errors, and `.headline` (semibold in iOS) is an error when drawn, never a silent
/// substitute. The table is in the README.
public struct Font: Hashable, Sendable {
    var family: String
    var size: Double
    var weight: Weight
    var isItalic = false

    public struct Weight: Hashable, Sendable {
        let value: Int
        /// Darkroom's token mappings: the CSS weight a font-weight token names. A weight with no
        /// face in `Fonts/` fails when drawn, naming the face (not SwiftUI API).
        package init(cssWeight: Int) { value = cssWeight }
        init(value: Int) { self.value = value }
        public static let ultraLight = Weight(value: 100)
        @available(*, unavailable, message: "DarkroomUI: Fonts/ has no Roboto 200 face; use .ultraLight (100) or .light (300)")
        public static var thin: Weight { Weight(value: 200) }
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        @available(*, unavailable, message: "DarkroomUI: Fonts/ has no Roboto 600 face; use .medium (500) or .bold (700)")
        public static var semibold: Weight { Weight(value: 600) }
        public static let bold = Weight(value: 700)
        @available(*, unavailable, message: "DarkroomUI: Fonts/ has no Roboto 800 face; use .bold (700) or .black (900)")
        public static var heavy: Weight { Weight(value: 800) }
        public static let black = Weight(value: 900)
        /// iOS's headline weight, not bundled: drawing it is an error that names the weight.
        static let semiboldUnbundled = Weight(value: 600)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// iOS 17 at the Large content size (Apple HIG, "Typography", Dynamic Type sizes).
        var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Headline is semibold in iOS 17 (Apple HIG, "Typography"); Roboto has no 600 face.
        var weight: Weight { self == .headline ? .semiboldUnbundled : .regular }
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
        Font(family: family(for: design), size: style.size, weight: weight ?? style.weight)
    }

    /// A named font. A PostScript-style name such as "Roboto-Medium" is read as family and weight.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        let (family, weight, italic) = Self.parse(name)
        return Font(family: family, size: Double(size), weight: weight, isItalic: italic)
    }

    /// Scales with Dynamic Type relative to `textStyle`; Darkroom renders the Large size,
    /// where the scale factor is 1, so the size is as given.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

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

    /// The layout engine's font; a face missing from `Fonts/` is an error when drawn.
    var resolved: DarkroomLayout.Font {
        DarkroomLayout.Font(family: family, weight: weight.value, size: size, italic: isItalic)
    }
}
