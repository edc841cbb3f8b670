import DarkroomLayout
import Testing
@testable import DarkroomTokens

/// The seed design system's own Tokens/ folder: every brand x theme resolves, and every token
/// the components read has the seed value.
@Suite struct DesignSystemTokensTests {
    let set: TokenSet

    init() throws { set = try TokenSet.load(directory: Fixture.repoTokens) }

    static let brands = ["ember", "frisbee", "lagoon", "plum", "tdm"]

    @Test func fiveBrandsTwoThemes() throws {
        #expect(set.brands == Self.brands)
        #expect(set.themes == ["dark", "light"])
        #expect(set.allTables.count == 10)
        #expect(set.modifiers.map(\.name) == ["brand", "theme"], "the resolver's modifiers, in its order, are the matrix axes")
        #expect(set.directory.hasSuffix("Tokens/darkroom.resolver.json"), "the folder is read through its resolver file")
    }

    // Tokens/darkroom.resolver.json describes exactly what the folder shorthand means: every
    // table, value, type and location is the same either way.
    @Test func resolverAndFolderShorthandAgree() throws {
        let shorthand = try TokenSet.load(layout: Fixture.repoTokens)
        #expect(shorthand.allTables.count == set.allTables.count)
        for (a, b) in zip(shorthand.allTables, set.allTables) {
            #expect(a.context == b.context)
            #expect(a.values == b.values && a.types == b.types && a.locations == b.locations, "\(a.contextLabel)")
        }
    }

    /// Theme-independent tokens and their seed values.
    static let dimensions: [String: Double] = [
        "space.050": 4, "space.075": 6, "space.100": 8, "space.150": 12,
        "space.inset.050": 4, "space.inset.075": 6, "space.inset.100": 8,
        "space.grouped.minimal": 2, "space.grouped.tight": 4, "space.grouped.normal": 8, "space.grouped.loose": 12,
        "radius.subtle": 2, "radius.small": 4, "radius.checkbox": 6, "radius.full": 9999,
        "border.width.100": 1, "border.emphasis": 2,
        "icon.size.050": 16, "icon.size.075": 20, "icon.size.100": 24,
        "buttonIcon.icon.small": 13, "buttonIcon.icon.medium": 18, "buttonIcon.icon.large": 24,
        "buttonIcon.inset.small": 8, "buttonIcon.inset.medium": 10, "buttonIcon.inset.large": 12,
        "font.size.050": 13, "font.size.075": 14, "font.size.100": 16, "font.size.125": 18,
        "font.lineHeight.050": 18, "font.lineHeight.075": 20, "font.lineHeight.100": 24, "font.lineHeight.125": 28,
        "font.lineHeight.body5R": 16,
        "tapArea.minimum": 44, "tapArea.recommended": 48, "focus.buffer": 4,
    ]

    static let colorPaths = [
        "color.text.default", "color.text.muted", "color.feedback.error.text", "color.feedback.error.border",
        "color.feedback.select.background.rest", "color.feedback.select.border.rest", "color.feedback.select.border.default",
        "color.contrast.onDark", "color.contrast.onPrimary", "color.structure.surface", "color.structure.border",
        "color.structure.canvas", "color.action.primary", "color.primary", "color.accent",
        "color.basic.25", "color.basic.50", "color.basic.55", "color.blend.pressed",
    ]

    static var requirements: [TokenRequirement] {
        dimensions.keys.sorted().map { TokenRequirement($0, .dimension) } + colorPaths.map { TokenRequirement($0, .color) } + [
            TokenRequirement("font.weight.regular", .fontWeight), TokenRequirement("font.weight.medium", .fontWeight),
            TokenRequirement("font.weight.bold", .fontWeight), TokenRequirement("font.family.base", .fontFamily),
            TokenRequirement("typography.body5R", .typography),
            TokenRequirement("motion.buttonPress.duration", .duration), TokenRequirement("motion.selectionTransition.duration", .duration),
            TokenRequirement("duration.150", .duration), TokenRequirement("scale.096", .number), TokenRequirement("scale.097", .number),
        ]
    }

    @Test(arguments: brands, ["light", "dark"])
    func everyTableHasEveryTokenWithSeedValues(brand: String, theme: String) throws {
        let t = try set.resolve(brand: brand, theme: theme)
        try t.check(Self.requirements, component: "SeedDesignSystem")
        for (path, v) in Self.dimensions { #expect(t.dimension(path) == v, "\(path)") }
        #expect(t.fontWeight("font.weight.regular") == 400)
        #expect(t.fontWeight("font.weight.medium") == 500)
        #expect(t.fontWeight("font.weight.bold") == 700)
        #expect(t.fontFamily("font.family.base") == "Roboto")
        #expect(t.typography("typography.body5R") == Typography(fontFamily: "Roboto", fontSize: 14, fontWeight: 400, lineHeight: 16))
        #expect(t.duration("motion.buttonPress.duration") == 150)
        #expect(t.duration("motion.selectionTransition.duration") == 250)
        #expect(t.duration("duration.150") == 150)
        #expect(t.number("scale.096") == 0.96)
        #expect(t.number("scale.097") == 0.97)

        let dark = theme == "dark"
        #expect(t.color("color.basic.25").hex == (dark ? "#FFFFFF40" : "#00000040"))
        #expect(t.color("color.basic.50").hex == (dark ? "#FFFFFF80" : "#00000080"))
        #expect(t.color("color.basic.55").hex == (dark ? "#FFFFFF8C" : "#0000008C"))
        #expect(t.color("color.blend.pressed").hex == (dark ? "#FFFFFF1F" : "#0000001F"))
        #expect(t.color("color.contrast.onDark") == .white)
        // The accent drives the checked fill and border; the unchecked border is basic 55.
        #expect(t.color("color.feedback.select.background.rest") == t.color("color.accent"))
        #expect(t.color("color.feedback.select.border.rest") == t.color("color.accent"))
        #expect(t.color("color.feedback.select.border.default") == t.color("color.basic.55"))
        #expect(t.color("color.action.primary") == t.color("color.primary"))
        #expect(t.color("color.accent").alpha == 255)
    }

    @Test func frisbeeAccentIsTheSeedGreen() throws {
        #expect(try set.resolve(brand: "frisbee", theme: "light").color("color.accent").hex == "#40B259FF")
        #expect(try set.resolve(brand: "frisbee", theme: "light").color("color.accent") == Color(red: 64, green: 178, blue: 89))
    }

    // Brands differ in accent; dark accents are lighter than light ones.
    @Test func brandsHaveDistinctAccentsLighterInDark() throws {
        var accents = Set<Color>()
        for brand in Self.brands {
            let light = try set.resolve(brand: brand, theme: "light").color("color.accent")
            let dark = try set.resolve(brand: brand, theme: "dark").color("color.accent")
            accents.insert(light)
            func luma(_ c: Color) -> Int { 2126 * Int(c.red) + 7152 * Int(c.green) + 722 * Int(c.blue) }
            #expect(luma(dark) > luma(light), "\(brand)")
        }
        #expect(accents.count == 5)
        #expect(try set.resolve(brand: "tdm", theme: "light").color("color.accent").blue > 200)
    }

    @Test func buttonIconDiscrepancyIsDocumented() throws {
        let t = try set.resolve(brand: "tdm", theme: "light")
        #expect(t.descriptions["buttonIcon.icon.small"] == nil) // on the group, not the token
        let core = try String(contentsOfFile: Fixture.repoTokens + "/core.tokens.json", encoding: .utf8)
        #expect(core.contains("13/18/24") && core.contains("16/20/24"))
    }
}

/// The pressed blend documented in Tokens/README.md: overlay composited onto the surface.
@Suite struct PressedBlendTests {
    @Test func lightSurfacePressedIsE0() throws {
        let t = try TokenSet.load(directory: Fixture.repoTokens).resolve(brand: "frisbee", theme: "light")
        #expect(t.color("color.blend.pressed").over(t.color("color.structure.surface")).hex == "#E0E0E0FF")
    }
}
