import DarkroomLayout
import Testing
@testable import DarkroomTokens

/// Real exports from Style Dictionary and Tokens Studio load (sources in Fixtures/third-party/README.md).
@Suite struct ThirdPartyTests {
    @Test func styleDictionaryExampleLoads() throws {
        let t = try TokenSet.load(files: [Fixture.path("third-party/style-dictionary-storybook.tokens.json")])
        #expect(t.values.count == 19)
        #expect(t.color("color.text.default").hex == "#1A1A1AFF") // alias into the same file
        #expect(t.color("color.brand.accent").hex == "#F2A900FF")
        #expect(t.dimension("font.size.small") == 14)   // "fontSize" type, 0.875rem
        #expect(t.dimension("space.large") == 24)       // 1.5rem
    }

    @Test func tokensStudioExportLoads() throws {
        let t = try TokenSet.load(files: [Fixture.path("third-party/tokens-studio-w3c-spec-compliance.tokens.json")])
        // Math expressions over aliases: xs=4px, each step x2.
        #expect(t.dimension("dimension.sm") == 8)
        #expect(t.dimension("dimension.xl") == 64)
        #expect(t.dimension("spacing.xl") == 64)
        #expect(t.values["spacing.multi-value"] == .raw("8px 64px"))
        #expect(t.color("colors.blue-alpha").hex == "#0000FF80")
        #expect(t.color("usesColor").hex == "#FF00FFFF")
        #expect(t.color("colors.red.600").hex == "#F56565FF") // $extensions modify is ignored
        #expect(t.types["colors.gradient"] == .other)         // a CSS gradient string stays raw
        #expect(t.values["opacity"] == .number(0.25))
        #expect(t.values["lineHeights.heading"] == .number(1.1))
        #expect(t.fontWeight("fontWeights.headingRegular") == 600)
        #expect(t.fontWeight("fontWeights.bodyRegular") == 400)
        #expect(t.dimension("fontSizes.h6") == 16)
        #expect(t.typography("heading-6") == Typography(fontFamily: "Arial Black, Suisse Int'l, sans-serif", fontSize: 16, fontWeight: 700, lineHeight: 16))
        #expect(t.values["shadow"] == .composite(["x": .dimension(0), "y": .dimension(4), "blur": .dimension(10), "spread": .dimension(0),
                                                  "color": .color(Color(red: 0, green: 0, blue: 0, alpha: 102)), "type": .raw("innerShadow")]))
        #expect(t.types["shadow"] == .shadow)
        #expect(t.values["border"] == .composite(["style": .raw("solid"), "width": .dimension(5), "color": .color(.black)]))
    }
}
