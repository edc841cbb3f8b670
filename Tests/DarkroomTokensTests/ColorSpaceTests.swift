import DarkroomFiles
import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// Every colour space of the DTCG colour module, checked against published reference values:
/// sRGB red, green, blue and mid grey written in each space (CSS Color 4's examples and the
/// spaces' primaries), which must come back as the same 8-bit sRGB colour.
@Suite struct ColorSpaceTests {
    func color(_ space: String, _ components: [Double], hex: String? = nil, lenient: Bool = true) throws -> Color? {
        let hexPart = hex.map { ", \"hex\": \"\($0)\"" } ?? ""
        let json = "{\"colorSpace\": \"\(space)\", \"components\": [\(components.map { String($0) }.joined(separator: ", "))]\(hexPart)}"
        guard case let .value(.color(c)) = ColorParsing.colorObject(try JSONReader.parse(Array(json.utf8)), lenient: lenient) else { return nil }
        return c
    }

    static let red = Color(red: 255, green: 0, blue: 0)

    @Test(arguments: [
        ("srgb", [1.0, 0, 0]),
        ("srgb-linear", [1.0, 0, 0]),
        // CSS Color 4: sRGB red in the wider RGB spaces.
        ("display-p3", [0.9175, 0.2003, 0.1386]),
        ("rec2020", [0.7919, 0.2310, 0.0739]),
        ("prophoto-rgb", [0.7022, 0.2757, 0.1036]),
        // a98-rgb shares sRGB's red primary: (0.2126 / 0.2973)^(256/563).
        ("a98-rgb", [0.8586, 0, 0]),
        ("xyz-d65", [0.4124, 0.2126, 0.0193]),
        ("xyz-d50", [0.4360, 0.2225, 0.0139]),
        ("lab", [54.29, 80.82, 69.91]),
        ("lch", [54.29, 106.84, 40.85]),
        ("oklab", [0.62796, 0.22486, 0.12585]),
        ("oklch", [0.62796, 0.25768, 29.2339]),
        ("hsl", [0, 100, 50]),
        ("hwb", [0, 0, 0]),
    ])
    func sRGBRedInEverySpace(space: String, components: [Double]) throws {
        #expect(try color(space, components) == Self.red, "\(space) \(components)")
    }

    @Test func greysAndPrimaries() throws {
        #expect(try color("hsl", [120, 100, 50]) == Color(red: 0, green: 255, blue: 0))
        #expect(try color("hwb", [240, 0, 0]) == Color(red: 0, green: 0, blue: 255))
        #expect(try color("hwb", [0, 60, 60]) == Color(red: 128, green: 128, blue: 128), "w + b > 1 is grey w / (w + b)")
        // #808080 is 128/255 = 0.50196 encoded, 0.21586 linear.
        #expect(try color("srgb-linear", [0.21586, 0.21586, 0.21586]) == Color(red: 128, green: 128, blue: 128))
        #expect(try color("display-p3", [0.5, 0.5, 0.5]) == Color(red: 128, green: 128, blue: 128), "same white and transfer as sRGB")
        #expect(try color("oklab", [1, 0, 0]) == Color(red: 255, green: 255, blue: 255))
        #expect(try color("lab", [100, 0, 0]) == Color(red: 255, green: 255, blue: 255))
    }

    // Outside sRGB, CSS Color 4's gamut mapping keeps lightness and hue and reduces chroma, as
    // browsers paint it (a per-channel clip would give #00FF00 and #FF0000). References from
    // Fixtures/dtcg/reference_colors.py, an independent implementation of CSS Color 4 § 13.2.2.
    @Test func outOfGamutIsMappedAsCSSColor4Says() throws {
        #expect(try color("display-p3", [0, 1, 0]) == Color(hex: "#00FB29"))
        #expect(try color("rec2020", [1, 0, 0]) == Color(hex: "#FF494F"))
        #expect(try color("oklch", [0.7, 0.4, 150]) == Color(hex: "#00C248"))
        #expect(try color("display-p3", [1, 0.5, 0]) == Color(hex: "#FF7D00"))
    }

    // The hex fallback, when given, is what the design tool showed: it wins.
    @Test func hexFallbackWins() throws {
        #expect(try color("oklch", [0.7, 0.1, 200], hex: "#123456") == Color(hex: "#123456"))
        #expect(try color("display-p3", [1, 0, 0], hex: "#FF000080", lenient: false) == nil, "the format's fallback is 6-digit hex")
        #expect(try color("display-p3", [1, 0, 0], hex: "#FF000080") == Color(hex: "#FF000080"), "lenient loads read 8-digit fallbacks, as Terrazzo does")
    }

    @Test func unknownSpaceIsRefused() throws {
        #expect(try color("cmyk", [0, 1, 1]) == nil)
        #expect(try color("srgb", [1.5, 0, 0]) == nil, "sRGB components are 0...1")
    }
}
