import Foundation

/// UIKit's system colours, iOS 17, light and dark (base level; the elevated level where iOS
/// has one, for the backgrounds). Values as iOS 17's UIKit answers them in the sRGB space
/// (Apple's Human Interface Guidelines, "Color", lists the same light and dark values for the
/// tints and grays). High-contrast variants are not listed: no Darkroom variant has
/// `accessibilityContrast == .high` (the README's fidelity table says so).
extension UIColor {
    /// 8-bit channels and an alpha fraction, as Apple's tables write them.
    struct Swatch {
        let r: Int, g: Int, b: Int, a: Double
        init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
        var color: UIColor { UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a)) }
    }

    /// A system colour: `light` unless the traits are dark; `elevatedDark` for dark traits at
    /// the elevated level (sheets, popovers), where iOS lifts the backgrounds.
    static func system(_ light: Swatch, _ dark: Swatch, elevatedDark: Swatch? = nil) -> UIColor {
        let (l, d, e) = (light.color, dark.color, (elevatedDark ?? dark).color)
        return UIColor { traits in
            guard traits.userInterfaceStyle == .dark else { return l }
            return traits.userInterfaceLevel == .elevated ? e : d
        }
    }

    // Tints (adaptable).
    public static let systemRed = system(Swatch(255, 59, 48), Swatch(255, 69, 58))
    public static let systemOrange = system(Swatch(255, 149, 0), Swatch(255, 159, 10))
    public static let systemYellow = system(Swatch(255, 204, 0), Swatch(255, 214, 10))
    public static let systemGreen = system(Swatch(52, 199, 89), Swatch(48, 209, 88))
    public static let systemMint = system(Swatch(0, 199, 190), Swatch(99, 230, 226))
    public static let systemTeal = system(Swatch(48, 176, 199), Swatch(64, 200, 224))
    public static let systemCyan = system(Swatch(50, 173, 230), Swatch(100, 210, 255))
    public static let systemBlue = system(Swatch(0, 122, 255), Swatch(10, 132, 255))
    public static let systemIndigo = system(Swatch(88, 86, 214), Swatch(94, 92, 230))
    public static let systemPurple = system(Swatch(175, 82, 222), Swatch(191, 90, 242))
    public static let systemPink = system(Swatch(255, 45, 85), Swatch(255, 55, 95))
    public static let systemBrown = system(Swatch(162, 132, 94), Swatch(172, 142, 104))

    // Grays.
    public static let systemGray = system(Swatch(142, 142, 147), Swatch(142, 142, 147))
    public static let systemGray2 = system(Swatch(174, 174, 178), Swatch(99, 99, 102))
    public static let systemGray3 = system(Swatch(199, 199, 204), Swatch(72, 72, 74))
    public static let systemGray4 = system(Swatch(209, 209, 214), Swatch(58, 58, 60))
    public static let systemGray5 = system(Swatch(229, 229, 234), Swatch(44, 44, 46))
    public static let systemGray6 = system(Swatch(242, 242, 247), Swatch(28, 28, 30))

    // Text.
    public static let label = system(Swatch(0, 0, 0), Swatch(255, 255, 255))
    public static let secondaryLabel = system(Swatch(60, 60, 67, 0.6), Swatch(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(Swatch(60, 60, 67, 0.3), Swatch(235, 235, 245, 0.3))
    public static let quaternaryLabel = system(Swatch(60, 60, 67, 0.18), Swatch(235, 235, 245, 0.16))
    public static let placeholderText = system(Swatch(60, 60, 67, 0.3), Swatch(235, 235, 245, 0.3))
    public static let link = system(Swatch(0, 122, 255), Swatch(9, 132, 255))

    // Separators.
    public static let separator = system(Swatch(60, 60, 67, 0.29), Swatch(84, 84, 88, 0.6))
    public static let opaqueSeparator = system(Swatch(198, 198, 200), Swatch(56, 56, 58))

    // Fills.
    public static let systemFill = system(Swatch(120, 120, 128, 0.2), Swatch(120, 120, 128, 0.36))
    public static let secondarySystemFill = system(Swatch(120, 120, 128, 0.16), Swatch(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system(Swatch(118, 118, 128, 0.12), Swatch(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system(Swatch(116, 116, 128, 0.08), Swatch(118, 118, 128, 0.18))

    // Backgrounds.
    public static let systemBackground = system(Swatch(255, 255, 255), Swatch(0, 0, 0), elevatedDark: Swatch(28, 28, 30))
    public static let secondarySystemBackground = system(Swatch(242, 242, 247), Swatch(28, 28, 30), elevatedDark: Swatch(44, 44, 46))
    public static let tertiarySystemBackground = system(Swatch(255, 255, 255), Swatch(44, 44, 46), elevatedDark: Swatch(58, 58, 60))
    public static let systemGroupedBackground = system(Swatch(242, 242, 247), Swatch(0, 0, 0), elevatedDark: Swatch(28, 28, 30))
    public static let secondarySystemGroupedBackground = system(Swatch(255, 255, 255), Swatch(28, 28, 30), elevatedDark: Swatch(44, 44, 46))
    public static let tertiarySystemGroupedBackground = system(Swatch(242, 242, 247), Swatch(44, 44, 46), elevatedDark: Swatch(58, 58, 60))

    // Fixed colours: the same in every appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The app's tint: system blue unless a view sets one (SwiftUI's `.tint`).
    public static let tintColor = systemBlue

    /// The system colour an asset catalogue references (`"reference": "systemBlueColor"`).
    package static func systemColor(reference: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
            "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
            "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
            "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
            "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
            "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
            "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
            "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "lightTextColor": .lightText, "darkTextColor": .darkText,
        ]
        return table[reference]
    }
}
