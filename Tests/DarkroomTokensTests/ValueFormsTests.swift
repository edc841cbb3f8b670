import DarkroomLayout
import Testing
@testable import DarkroomTokens

/// Every value form Style Dictionary, Tokens Studio and DTCG 2025.10 write, normalised.
@Suite struct ValueFormsTests {
    let t: ResolvedTokens

    init() throws { t = try TokenSet.load(files: [Fixture.path("forms.tokens.json")]) }

    @Test func dimensionsInPxRemAndObjects() {
        #expect(t.values["dim.px"] == .dimension(16))
        #expect(t.values["dim.rem"] == .dimension(24)) // 1.5rem x 16px
        #expect(t.values["dim.objectPx"] == .dimension(12))
        #expect(t.values["dim.objectRem"] == .dimension(8))
        #expect(t.values["dim.bare"] == .dimension(10))
    }

    // $type on a group applies to every token below it, however deep.
    @Test func typeIsInheritedFromGroups() {
        #expect(t.types["dim.inherited.deep"] == .dimension)
        #expect(t.values["dim.inherited.deep"] == .dimension(2))
        #expect(t.types["col.short"] == .color)
    }

    @Test func colourForms() {
        #expect(t.color("col.short") == Color(red: 0x00, green: 0xFF, blue: 0x88))
        #expect(t.color("col.long").hex == "#40B259FF")
        #expect(t.color("col.alpha").hex == "#0000008C")
        #expect(t.color("col.object").hex == "#40B25980") // components x 255, alpha 0.5 -> 128
        #expect(t.color("col.objectHexFallback").hex == "#40B259FF")
        #expect(t.color("col.css").hex == "#40B25940")
    }

    @Test func durationsInMilliseconds() {
        #expect(t.duration("dur.ms") == 150)
        #expect(t.duration("dur.s") == 150)
        #expect(t.duration("dur.object") == 250)
    }

    @Test func fontWeightsByNumberAndName() {
        #expect(t.fontWeight("weight.number") == 500)
        #expect(t.fontWeight("weight.name") == 700)
        #expect(t.fontWeight("weight.semi") == 600)
        #expect(t.fontWeight("weight.thin") == 100)
        #expect(t.fontWeight("weight.black") == 900)
    }

    @Test func fontFamiliesAsStringOrList() {
        #expect(t.fontFamily("family.one") == "Roboto")
        #expect(t.fontFamily("family.list") == "Roboto, Helvetica, sans-serif")
    }

    // Without any $type, the form decides.
    @Test func untypedValuesAreInferred() {
        #expect(t.values["untyped.hex"] == .color(Color(hex: "#ABCDEF")!))
        #expect(t.values["untyped.size"] == .dimension(4))
        #expect(t.values["untyped.count"] == .number(3))
        #expect(t.number("ratio") == 0.96)
    }

    @Test func tokensStudioTypesMapToDTCG() {
        #expect(t.values["studio.sizing"] == .dimension(24))
        #expect(t.values["studio.radius"] == .dimension(4))
        #expect(t.values["studio.families"] == .fontFamily("Roboto"))
        #expect(t.values["studio.weights"] == .fontWeight(500))
        #expect(t.values["studio.text"] == .raw("uppercase"))
        #expect(t.types["studio.text"] == .other)
    }

    // Aliases inside composite members resolve to typed values.
    @Test func compositesResolveMemberAliases() {
        let first: TokenValue = .composite(["color": .color(Color(hex: "#0000008C")!), "offsetX": .dimension(0),
                                            "offsetY": .dimension(10), "blur": .dimension(16), "spread": .dimension(0)])
        guard case let .list(layers)? = t.values["comp.shadow"] else { Issue.record("shadow is not a list"); return }
        #expect(layers.count == 2)
        #expect(layers.first == first)
        #expect(t.values["comp.transition"] == .composite([
            "duration": .duration(150), "delay": .duration(0),
            "timingFunction": .list([.number(0.42), .number(0), .number(0.58), .number(1)])]))
        #expect(t.values["comp.gradient"] == .list([
            .composite(["color": .color(Color(hex: "#40B259")!), "position": .number(0)]),
            .composite(["color": .color(.white), "position": .number(1)])]))
        #expect(t.values["comp.bezier"] == .list([.number(0), .number(0), .number(0.58), .number(1)]))
        #expect(t.values["comp.dashed"] == .composite(["dashArray": .list([.dimension(2), .dimension(10)]), "lineCap": .raw("round")]))
    }

    @Test func typographyAliasAndAccessor() {
        #expect(t.types["comp.typeAlias"] == .typography)
        #expect(t.values["comp.typeAlias"] == t.values["comp.type"])
        #expect(t.typography("comp.typeAlias") == Typography(fontFamily: "Roboto", fontSize: 24, fontWeight: 500, lineHeight: 16, letterSpacing: 0.5))
    }

    @Test func extensionsAreIgnoredDescriptionsKept() {
        #expect(t.values["ext.token"] == .number(1))
        #expect(t.descriptions["ext.token"] == "kept")
        #expect(!t.values.keys.contains { $0.contains("$") || $0.hasPrefix("ext.$") })
    }

    @Test func locationsPointAtTheValue() {
        let loc = t.locations["dim.px"]
        #expect(loc?.file.hasSuffix("forms.tokens.json") == true)
        #expect(loc?.line == 4 && loc?.column == 23)
    }
}
