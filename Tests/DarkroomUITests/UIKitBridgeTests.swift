import DarkroomLayout
import DarkroomRaster
import DarkroomUI
import Foundation
import Testing
import UIKit

/// UIKit's colours, fonts and metrics as design-system code uses them inside SwiftUI files:
/// resolved against the traits of the variant that draws them.
@MainActor
@Suite struct UIKitBridgeTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

    /// The colour a 4x4 swatch of `color` paints, in `scheme`.
    func painted(_ color: DarkroomUI.Color, _ direction: DarkroomLayout.LayoutDirection, _ scheme: DarkroomUI.ColorScheme) throws -> String {
        try Pixels(color.frame(width: 4, height: 4), direction, scheme: scheme).hex(1, 1)
    }

    // System colours take iOS 17's light and dark values from the drawing view's scheme.
    @Test(arguments: directions)
    func systemPalette(direction: DarkroomLayout.LayoutDirection) throws {
        #expect(try painted(Color(uiColor: .systemBlue), direction, .light) == "#007AFFFF")
        #expect(try painted(Color(uiColor: .systemBlue), direction, .dark) == "#0A84FFFF")
        #expect(try painted(Color(.secondarySystemBackground), direction, .light) == "#F2F2F7FF")
        #expect(try painted(Color(.secondarySystemBackground), direction, .dark) == "#1C1C1EFF")
        #expect(try painted(Color(.systemGray4), direction, .dark) == "#3A3A3CFF")
        // 60 % of 255 is 153: the secondary label's alpha.
        #expect(try painted(Color(uiColor: .secondaryLabel), direction, .light) == "#3C3C4399")
        #expect(try painted(Color(uiColor: .label), direction, .dark) == "#FFFFFFFF")
    }

    // A team's dynamic provider is asked with the variant's traits, direction included.
    @Test(arguments: directions)
    func dynamicProvidersSeeTheVariant(direction: DarkroomLayout.LayoutDirection) throws {
        let brand = UIColor { traits in
            switch (traits.userInterfaceStyle, traits.layoutDirection) {
            case (.dark, _): UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            case (_, .rightToLeft): UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            default: UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
        }
        #expect(try painted(Color(uiColor: brand), direction, .dark) == "#0000FFFF")
        #expect(try painted(Color(uiColor: brand), direction, .light) == (direction == .rightToLeft ? "#00FF00FF" : "#FF0000FF"))
        // withAlphaComponent keeps the colour dynamic.
        #expect(try painted(Color(uiColor: brand.withAlphaComponent(0.5)), direction, .dark) == "#0000FF80")
        // UIColor(Color) round-trips a SwiftUI semantic colour.
        #expect(try painted(Color(uiColor: UIColor(Color.red)), direction, .dark) == "#FF453AFF")
    }

    // Display P3 and linear sRGB components convert exactly (CSS Color 4's matrices).
    @Test func colourSpaces() {
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        guard case let .rgba(r, g, b, _) = red.resolved(with: .current) else { Issue.record("not rgba"); return }
        #expect(abs(r - 1.0930663624) < 1e-9 && abs(g + 0.2267419736) < 1e-9 && abs(b + 0.1501345809) < 1e-9)
        #expect(Color(.displayP3, red: 0.2, green: 0.6, blue: 0.3).resolved(in: .light).hex == "#009C42FF")
        #expect(Color(.sRGBLinear, white: 0.5).resolved(in: .light).hex == "#BCBCBCFF")
        #expect(Color(.displayP3, white: 0.5).resolved(in: .light).hex == "#808080FF")
    }

    // UIFont's metrics are the ones the text engine lays Roboto out with.
    @Test func fontMetricsMatchTheTextEngine() {
        for (weight, css) in [(UIFont.Weight.regular, 400), (.semibold, 600), (.thin, 200), (.black, 900)] {
            let font = UIFont.systemFont(ofSize: 14, weight: weight)
            let spec = TextSpec("A", font: DarkroomLayout.Font(family: "Roboto", weight: css, size: 14))
            let natural = Harness.renderer.text.measure(spec, width: nil, direction: .leftToRight).lines.first?.height ?? 0
            #expect(abs(Double(font.lineHeight) - natural) < 1e-9, "\(css): \(font.lineHeight) vs \(natural)")
        }
        #expect(UIFont(name: "Roboto-SemiBoldItalic", size: 12)?.fontName == "Roboto-SemiBoldItalic")
        #expect(UIFont(name: "Helvetica", size: 12) == nil)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize == 53)
    }

    // UIFontMetrics and @ScaledMetric scale by the text style's ratio at the Dynamic Type size.
    @Test func dynamicTypeScaling() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 12, compatibleWith: ax5) == 43)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    }

    struct Padded: DarkroomUI.View {
        @ScaledMetric var inset: CGFloat = 17
        var body: some DarkroomUI.View { Color.red.frame(width: inset, height: 1) }
    }

    @Test(arguments: directions)
    func scaledMetricAndTextStylesFollowTheEnvironment(direction: DarkroomLayout.LayoutDirection) {
        #expect(Harness.scene(Padded(), direction).size.width == 17)
        #expect(Harness.scene(Padded().dynamicTypeSize(.xxxLarge), direction).size.width == 23)
        let body = Harness.scene(Text("x").font(.body).dynamicTypeSize(.accessibility5), direction)
        #expect(body.root.textRun?.spec.font.size == 53)
        // A custom font scales with body; a fixed size never does.
        let custom = Harness.scene(Text("x").font(.custom("Roboto-Medium", size: 34)).dynamicTypeSize(.accessibility5), direction)
        #expect(custom.root.textRun?.spec.font.size == 106)
        let fixed = Harness.scene(Text("x").font(.custom("Roboto-Medium", fixedSize: 34)).dynamicTypeSize(.accessibility5), direction)
        #expect(fixed.root.textRun?.spec.font.size == 34)
        // A range clamps: xSmall is raised to the range's smallest size.
        let clamped = Harness.scene(Text("x").font(.body).dynamicTypeSize(.large ... .xLarge).dynamicTypeSize(.xSmall), direction)
        #expect(clamped.root.textRun?.spec.font.size == 17)
    }

    // textCase changes what is drawn, in the environment's locale; the label keeps the text.
    @Test(arguments: directions)
    func textCase(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")), direction)
        #expect(scene.root.textRun?.spec.string == "İSTANBUL")
    }
}

extension SceneNode {
    var textRun: TextRun? { if case .text(let run) = content { return run }; return nil }
}
