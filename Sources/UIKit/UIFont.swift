import Foundation

/// UIKit's font, as design-system code uses it: system and text-style fonts, named fonts, and
/// their metrics. Darkroom draws the system font with Roboto (SF Pro is Apple's and not
/// bundled, see `Fonts/README.md`), so the metrics answered are Roboto's, the ones the
/// renderer lays out with: `lineHeight` of Roboto 14 is 16.40625, as Pango measures it.
open class UIFont: NSObject, @unchecked Sendable {
    /// The family drawn ("Roboto").
    public let familyName: String
    /// The PostScript-style name ("Roboto-SemiBold").
    public let fontName: String
    public let pointSize: CGFloat
    /// The CSS weight of the face (100...900) and whether it is italic: what the SwiftUI
    /// layer needs to draw `Font(uiFont)`.
    package let cssWeight: Int
    package let isItalic: Bool

    /// A face of the bundled family `family` by CSS weight (Darkroom's token mappings, which
    /// name fonts by family and weight, not by PostScript name).
    package init(family: String, size: CGFloat, cssWeight: Int, italic: Bool) {
        familyName = family
        pointSize = size
        self.cssWeight = cssWeight
        isItalic = italic
        fontName = FaceName.postScriptName(family: family, cssWeight: cssWeight, italic: italic)
    }

    /// A font of the bundled faces by PostScript name ("Roboto-Medium"); nil for a font
    /// Darkroom does not have, as UIKit answers nil for one the app does not ship.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FaceName.parse(fontName) else { return nil }
        familyName = face.family
        self.fontName = fontName
        pointSize = fontSize
        cssWeight = face.cssWeight
        isItalic = face.italic
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: FaceName.system, size: fontSize, cssWeight: weight.cssWeight, italic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: FaceName.system, size: fontSize, cssWeight: 400, italic: true)
    }

    /// The text style's font at the Large size, iOS's default.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The text style's font at the traits' Dynamic Type size (Large when unspecified).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(family: FaceName.system, size: CGFloat(DynamicTypeSizes.pointSize(style, category)),
                      cssWeight: style.weight.cssWeight, italic: false)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, cssWeight: cssWeight, italic: isItalic)
    }

    var metrics: FaceMetrics { FaceMetrics.of(family: familyName) }
    open var ascender: CGFloat { pointSize * CGFloat(metrics.ascender / metrics.unitsPerEm) }
    /// Negative, below the baseline, as UIKit answers it.
    open var descender: CGFloat { pointSize * CGFloat(metrics.descender / metrics.unitsPerEm) }
    open var leading: CGFloat { pointSize * CGFloat(metrics.lineGap / metrics.unitsPerEm) }
    open var capHeight: CGFloat { pointSize * CGFloat(metrics.capHeight / metrics.unitsPerEm) }
    open var xHeight: CGFloat { pointSize * CGFloat(metrics.xHeight / metrics.unitsPerEm) }
    /// Ascender minus descender plus line gap: the font's natural line height.
    open var lineHeight: CGFloat { ascender - descender + leading }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension UIFont {
    /// UIKit's weight scale (-1...1); each maps to the CSS weight of its face.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest of UIKit's named weights, as CSS 100...900 (ultraLight 100 ... black 900).
        package var cssWeight: Int {
            let named: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                           (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            return named.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's text styles; the raw values are UIKit's.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The styles in the order of `DynamicTypeSizes.table`'s columns.
        static let ordered: [TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                           .subheadline, .footnote, .caption1, .caption2]
        /// An unknown style scales as body, as UIKit's default metrics do.
        var column: Int { Self.ordered.firstIndex(of: self) ?? 5 }

        /// Headline is semibold in iOS 17; every other style is regular.
        package var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
