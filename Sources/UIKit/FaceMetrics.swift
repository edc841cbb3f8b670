import Foundation

/// The vertical metrics of the families in `Fonts/`, in font units, read from their `hhea`
/// and `OS/2` tables (every Roboto face shares Roboto's). `UIFont` answers its metrics from
/// these; `UIKitFontMetricsTests` checks them against the text engine's own measurements, so a
/// changed font fails a test instead of drifting.
struct FaceMetrics {
    let unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double

    static let roboto = FaceMetrics(unitsPerEm: 2048, ascender: 1900, descender: -500, lineGap: 0, capHeight: 1456, xHeight: 1082)

    static func of(family: String) -> FaceMetrics {
        switch family {
        case "Noto Sans Arabic": FaceMetrics(unitsPerEm: 1000, ascender: 1374, descender: -738, lineGap: 0, capHeight: 416, xHeight: 374)
        case "Noto Sans Hebrew": FaceMetrics(unitsPerEm: 1000, ascender: 1068, descender: -292, lineGap: 0, capHeight: 714, xHeight: 536)
        default: roboto
        }
    }
}

/// PostScript names of the bundled faces: "Roboto-SemiBoldItalic" is Roboto, 600, italic.
package enum FaceName {
    /// The family that stands for the system font (SF Pro is not bundled).
    package static let system = "Roboto"

    static let styles: [(String, Int)] = [("Thin", 100), ("ExtraLight", 200), ("Light", 300), ("Regular", 400),
                                          ("Medium", 500), ("SemiBold", 600), ("Bold", 700), ("ExtraBold", 800), ("Black", 900)]

    /// The face a PostScript name names, when `Fonts/` has it.
    static func parse(_ name: String) -> (family: String, cssWeight: Int, italic: Bool)? {
        switch name {
        case "NotoSansArabic-Regular": return ("Noto Sans Arabic", 400, false)
        case "NotoSansHebrew-Regular": return ("Noto Sans Hebrew", 400, false)
        case "Roboto": return ("Roboto", 400, false)
        default: break
        }
        guard name.hasPrefix("Roboto-") else { return nil }
        var style = String(name.dropFirst("Roboto-".count))
        let italic = style.hasSuffix("Italic")
        if italic { style.removeLast("Italic".count) }
        if style.isEmpty && italic { return ("Roboto", 400, true) }
        guard let weight = styles.first(where: { $0.0 == style })?.1 else { return nil }
        return ("Roboto", weight, italic)
    }

    /// Every UIFont makes its name: spaces are dropped in Swift, not through Foundation's
    /// `replacingOccurrences` (an NSString round trip, 1% of a cold render in a profile).
    static func postScriptName(family: String, cssWeight: Int, italic: Bool) -> String {
        let style = styles.first { $0.1 == cssWeight }?.0 ?? "Regular"
        let joined = family.filter { $0 != " " }
        if italic { return "\(joined)-\(style == "Regular" ? "" : style)Italic" }
        return "\(joined)-\(style)"
    }
}
