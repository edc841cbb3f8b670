import DarkroomLayout
import Testing
import DarkroomFiles
@testable import DarkroomTokens

/// Aliases: across files, inside composites, and the errors they can cause.
@Suite struct AliasTests {
    // core -> theme -> brand: {brand.light.accent} lives in the brand file, aliased from the theme file.
    @Test func aliasesResolveAcrossFiles() throws {
        let set = try TokenSet.load(directory: Fixture.path("valid"))
        #expect(set.brands == ["alpha", "beta"])
        #expect(set.themes == ["dark", "light"])
        #expect(try set.resolve(brand: "alpha", theme: "light").color("color.accent").hex == "#FF0000FF")
        #expect(try set.resolve(brand: "beta", theme: "dark").color("color.accent").hex == "#8080FFFF")
        #expect(try set.resolve(brand: "beta", theme: "dark").color("color.text").hex == "#FAFAFAFF")
        #expect(try set.resolve(brand: "alpha", theme: "light").dimension("size.double") == 8)
    }

    // A composite member alias follows the chain through another file to the brand value.
    @Test func compositeMemberAliasesCrossFiles() throws {
        let t = try TokenSet.load(directory: Fixture.path("valid")).resolve(brand: "beta", theme: "light")
        #expect(t.values["color.outline"] == .composite(["color": .color(Color(hex: "#0000FF")!), "width": .dimension(8), "style": .raw("solid")]))
        #expect(t.typography("text.body") == Typography(fontFamily: "Roboto, sans-serif", fontSize: 8, fontWeight: 500, lineHeight: 12))
    }

    @Test func unknownAliasNamesReferrerAndPlace() {
        let file = Fixture.path("errors/unknown-alias.tokens.json")
        let e = expectTokenError(.unknownAlias) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.token == "color.label")
        #expect(e?.file == file && e?.line == 5 && e?.column == 26)
        #expect(e?.message.contains("color.label refers to {color.txet}") == true)
        #expect(e?.message.contains("Did you mean {color.text}?") == true)
    }

    @Test func unknownAliasInsideComposite() {
        let e = expectTokenError(.unknownAlias) { _ = try TokenSet.load(files: [Fixture.path("errors/unknown-alias-in-composite.tokens.json")]) }
        #expect(e?.token == "color.border")
        #expect(e?.line == 7 && e?.column == 28)
        #expect(e?.message.contains("{color.missing}") == true)
    }

    @Test func aliasToAGroupSaysSo() {
        let e = expectTokenError(.unknownAlias) { _ = try TokenSet.load(files: [Fixture.path("errors/alias-to-group.tokens.json")]) }
        #expect(e?.message.contains("is a group; refer to one of its tokens, such as {space.100}") == true)
    }

    // The whole loop is printed, starting and ending at the same token.
    @Test func cycleIsPrintedInFull() {
        let file = Fixture.path("errors/cycle/cycle.tokens.json")
        let e = expectTokenError(.aliasCycle) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.message.contains("color.a -> color.b -> color.c -> color.a") == true)
        #expect(e?.file == file && e?.line == 4 && e?.column == 22)
    }

    @Test func selfAliasIsACycle() {
        let e = expectTokenError(.aliasCycle) {
            var r = AliasResolver(tokens: ["x": RawToken(path: "x", value: JSONNode(kind: .string("{x}"), line: 1, column: 1), declared: nil,
                                                          description: nil, location: .init(file: "mem", line: 1, column: 1))])
            _ = try r.resolveAll()
        }
        #expect(e?.message.contains("x -> x") == true)
    }
}
