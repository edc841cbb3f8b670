import Foundation

/// UIKit's system colours, iOS 17, light and dark (base level; the elevated level where iOS
/// has one, for the backgrounds). Values as iOS 17's UIKit answers them in the sRGB space
/// (Apple's Human Interface Guidelines, "Color", lists the same light and dark values for the
/// tints and grays). High-contrast variants are not listed: no Darkroom variant has
/// `accessibilityContrast == .high` (the README's fidelity table says so).
extension UIColor {
    /// A system colour: `light` unless the traits are dark; `elevatedDark` for dark traits at
    /// the elevated level (sheets, popovers), where iOS lifts the backgrounds.
    static func system(_ entry: SystemPalette.Entry) -> UIColor {
        let (l, d, e) = (entry.light.color, entry.dark.color, (entry.elevatedDark ?? entry.dark).color)
        return UIColor { traits in
            guard traits.userInterfaceStyle == .dark else { return l }
            return traits.userInterfaceLevel == .elevated ? e : d
        }
    }

    // Tints (adaptable).
    public static let systemRed = system(SystemPalette.systemRed)
    public static let systemOrange = system(SystemPalette.systemOrange)
    public static let systemYellow = system(SystemPalette.systemYellow)
    public static let systemGreen = system(SystemPalette.systemGreen)
    public static let systemMint = system(SystemPalette.systemMint)
    public static let systemTeal = system(SystemPalette.systemTeal)
    public static let systemCyan = system(SystemPalette.systemCyan)
    public static let systemBlue = system(SystemPalette.systemBlue)
    public static let systemIndigo = system(SystemPalette.systemIndigo)
    public static let systemPurple = system(SystemPalette.systemPurple)
    public static let systemPink = system(SystemPalette.systemPink)
    public static let systemBrown = system(SystemPalette.systemBrown)

    // Grays.
    public static let systemGray = system(SystemPalette.systemGray)
    public static let systemGray2 = system(SystemPalette.systemGray2)
    public static let systemGray3 = system(SystemPalette.systemGray3)
    public static let systemGray4 = system(SystemPalette.systemGray4)
    public static let systemGray5 = system(SystemPalette.systemGray5)
    public static let systemGray6 = system(SystemPalette.systemGray6)

    // Text.
    public static let label = system(SystemPalette.label)
    public static let secondaryLabel = system(SystemPalette.secondaryLabel)
    public static let tertiaryLabel = system(SystemPalette.tertiaryLabel)
    public static let quaternaryLabel = system(SystemPalette.quaternaryLabel)
    public static let placeholderText = system(SystemPalette.placeholderText)
    public static let link = system(SystemPalette.link)

    // Separators.
    public static let separator = system(SystemPalette.separator)
    public static let opaqueSeparator = system(SystemPalette.opaqueSeparator)

    // Fills.
    public static let systemFill = system(SystemPalette.systemFill)
    public static let secondarySystemFill = system(SystemPalette.secondarySystemFill)
    public static let tertiarySystemFill = system(SystemPalette.tertiarySystemFill)
    public static let quaternarySystemFill = system(SystemPalette.quaternarySystemFill)

    // Backgrounds.
    public static let systemBackground = system(SystemPalette.systemBackground)
    public static let secondarySystemBackground = system(SystemPalette.secondarySystemBackground)
    public static let tertiarySystemBackground = system(SystemPalette.tertiarySystemBackground)
    public static let systemGroupedBackground = system(SystemPalette.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(SystemPalette.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = system(SystemPalette.tertiarySystemGroupedBackground)

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

/// 8-bit channels and an alpha fraction, as Apple's tables write them.
package struct Swatch: Sendable {
    package let r: Int, g: Int, b: Int, a: Double
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    var color: UIColor { UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a)) }
}

/// iOS 17's system colours as one table: UIKit's `UIColor.systemRed`... and SwiftUI's
/// `Color.red`... are both made from it, so the two spellings cannot drift apart.
package enum SystemPalette {
    /// Light and dark (base level), and dark at the elevated level where iOS lifts it.
    package struct Entry: Sendable {
        package let light: Swatch, dark: Swatch, elevatedDark: Swatch?
        init(_ light: Swatch, _ dark: Swatch, elevatedDark: Swatch? = nil) {
            self.light = light; self.dark = dark; self.elevatedDark = elevatedDark
        }
    }

    package static let systemRed = Entry(Swatch(255, 59, 48), Swatch(255, 69, 58))
    package static let systemOrange = Entry(Swatch(255, 149, 0), Swatch(255, 159, 10))
    package static let systemYellow = Entry(Swatch(255, 204, 0), Swatch(255, 214, 10))
    package static let systemGreen = Entry(Swatch(52, 199, 89), Swatch(48, 209, 88))
    package static let systemMint = Entry(Swatch(0, 199, 190), Swatch(99, 230, 226))
    package static let systemTeal = Entry(Swatch(48, 176, 199), Swatch(64, 200, 224))
    package static let systemCyan = Entry(Swatch(50, 173, 230), Swatch(100, 210, 255))
    package static let systemBlue = Entry(Swatch(0, 122, 255), Swatch(10, 132, 255))
    package static let systemIndigo = Entry(Swatch(88, 86, 214), Swatch(94, 92, 230))
    package static let systemPurple = Entry(Swatch(175, 82, 222), Swatch(191, 90, 242))
    package static let systemPink = Entry(Swatch(255, 45, 85), Swatch(255, 55, 95))
    package static let systemBrown = Entry(Swatch(162, 132, 94), Swatch(172, 142, 104))
    package static let systemGray = Entry(Swatch(142, 142, 147), Swatch(142, 142, 147))
    package static let systemGray2 = Entry(Swatch(174, 174, 178), Swatch(99, 99, 102))
    package static let systemGray3 = Entry(Swatch(199, 199, 204), Swatch(72, 72, 74))
    package static let systemGray4 = Entry(Swatch(209, 209, 214), Swatch(58, 58, 60))
    package static let systemGray5 = Entry(Swatch(229, 229, 234), Swatch(44, 44, 46))
    package static let systemGray6 = Entry(Swatch(242, 242, 247), Swatch(28, 28, 30))
    package static let label = Entry(Swatch(0, 0, 0), Swatch(255, 255, 255))
    package static let secondaryLabel = Entry(Swatch(60, 60, 67, 0.6), Swatch(235, 235, 245, 0.6))
    package static let tertiaryLabel = Entry(Swatch(60, 60, 67, 0.3), Swatch(235, 235, 245, 0.3))
    package static let quaternaryLabel = Entry(Swatch(60, 60, 67, 0.18), Swatch(235, 235, 245, 0.16))
    package static let placeholderText = Entry(Swatch(60, 60, 67, 0.3), Swatch(235, 235, 245, 0.3))
    package static let link = Entry(Swatch(0, 122, 255), Swatch(9, 132, 255))
    package static let separator = Entry(Swatch(60, 60, 67, 0.29), Swatch(84, 84, 88, 0.6))
    package static let opaqueSeparator = Entry(Swatch(198, 198, 200), Swatch(56, 56, 58))
    package static let systemFill = Entry(Swatch(120, 120, 128, 0.2), Swatch(120, 120, 128, 0.36))
    package static let secondarySystemFill = Entry(Swatch(120, 120, 128, 0.16), Swatch(120, 120, 128, 0.32))
    package static let tertiarySystemFill = Entry(Swatch(118, 118, 128, 0.12), Swatch(118, 118, 128, 0.24))
    package static let quaternarySystemFill = Entry(Swatch(116, 116, 128, 0.08), Swatch(118, 118, 128, 0.18))
    package static let systemBackground = Entry(Swatch(255, 255, 255), Swatch(0, 0, 0), elevatedDark: Swatch(28, 28, 30))
    package static let secondarySystemBackground = Entry(Swatch(242, 242, 247), Swatch(28, 28, 30), elevatedDark: Swatch(44, 44, 46))
    package static let tertiarySystemBackground = Entry(Swatch(255, 255, 255), Swatch(44, 44, 46), elevatedDark: Swatch(58, 58, 60))
    package static let systemGroupedBackground = Entry(Swatch(242, 242, 247), Swatch(0, 0, 0), elevatedDark: Swatch(28, 28, 30))
    package static let secondarySystemGroupedBackground = Entry(Swatch(255, 255, 255), Swatch(28, 28, 30), elevatedDark: Swatch(44, 44, 46))
    package static let tertiarySystemGroupedBackground = Entry(Swatch(242, 242, 247), Swatch(44, 44, 46), elevatedDark: Swatch(58, 58, 60))
}
