import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// A resolver with two brands and two themes (Fixtures/resolver-two-by-two): later sources
/// override earlier ones, each modifier is an axis, and a folder holding a resolver is read
/// through it.
@Suite struct ResolverTests {
    static let folder = Fixture.path("resolver-two-by-two")

    @Test func twoBrandsTwoThemes() throws {
        let set = try TokenSet.load(directory: Self.folder)
        #expect(set.modifiers.map(\.name) == ["brand", "theme"])
        #expect(set.brands == ["alpha", "beta"] && set.themes == ["dark", "light"])
        #expect(set.allTables.count == 4)
        for brand in ["alpha", "beta"] {
            let light = try set.resolve(brand: brand, theme: "light"), dark = try set.resolve(brand: brand, theme: "dark")
            #expect(light.color("color.text").hex == "#111111FF", "base value where no theme overrides it")
            #expect(dark.color("color.text").hex == "#EEEEEEFF", "the dark theme, later in resolutionOrder, overrides base")
            #expect(dark.color("color.surface").hex == "#1E1E1EFF" && light.color("color.surface").hex == "#FFFFFFFF")
            #expect(light.color("color.accent") == dark.color("color.accent"), "the theme aliases the brand's accent")
            #expect(dark.locations["color.text"]?.file.hasSuffix("themes/dark.tokens.json") == true, "the winning definition's place")
            #expect(dark.descriptions["color.text"] == nil, "an override replaces the whole token, description included")
        }
        #expect(try set.resolve(brand: "alpha", theme: "dark").color("color.accent").hex == "#FF0000FF")
        #expect(try set.resolve(brand: "beta", theme: "dark").color("color.accent").hex == "#0000FFFF")
        // theme has a default; brand does not, so it must be given.
        #expect(try set.resolve(["brand": "beta"]).context.map(\.value) == ["beta", "light"])
        let e = expectTokenError(.unknownContext) { _ = try set.resolve(["theme": "dark"]) }
        #expect(e?.message.contains("missing modifier 'brand' (one of alpha, beta)") == true)
    }

    // The same overrides through the folder shorthand are refused when strict: it has no order
    // to decide by.
    @Test func shorthandRefusesWhatTheResolverOverrides() throws {
        let copy = try Fixture.temporaryFolder("two-by-two")
        for item in ["base.tokens.json", "brands", "themes"] {
            try FileManager.default.copyItem(atPath: Self.folder + "/" + item, toPath: copy + "/" + item)
        }
        let e = try #require(expectTokenError(.inconsistentLayers) { _ = try TokenSet.load(directory: copy, validation: .strict) })
        #expect(([e] + e.others).contains { $0.kind == .duplicateToken && $0.message.contains("describe them in a resolver file") }, "\(e)")
    }

    // An unknown alias in a file every permutation reads names no brand or theme; one that only
    // some permutations have says which.
    @Test func errorsNameThePermutationsTheyHappenIn() throws {
        let dir = try Fixture.temporaryFolder("contexts")
        try FileManager.default.createDirectory(atPath: dir + "/brands", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/themes", withIntermediateDirectories: true)
        try #"{"shared": {"$type": "color", "a": {"$value": "{missing.everywhere}"}}}"#.write(toFile: dir + "/core.tokens.json", atomically: true, encoding: .utf8)
        try ##"{"b": {"$type": "color", "x": {"$value": "#FF0000"}}}"##.write(toFile: dir + "/brands/one.tokens.json", atomically: true, encoding: .utf8)
        try #"{"b": {"$type": "color", "x": {"$value": "{nowhere}"}}}"#.write(toFile: dir + "/brands/two.tokens.json", atomically: true, encoding: .utf8)
        for theme in ["light", "dark"] {
            try #"{"t": {"$type": "color", "y": {"$value": "{b.x}"}}}"#.write(toFile: dir + "/themes/\(theme).tokens.json", atomically: true, encoding: .utf8)
        }
        let e = try #require(expectTokenError(.unknownAlias) { _ = try TokenSet.load(directory: dir) })
        let all = [e] + e.others
        let shared = try #require(all.first { $0.message.contains("{missing.everywhere}") })
        #expect(!shared.message.contains("brand") && !shared.message.contains("theme"), "a shared file's error names no permutation: \(shared.message)")
        #expect(all.filter { $0.message.contains("{missing.everywhere}") }.count == 1, "reported once, not once per permutation")
        let brandOnly = try #require(all.first { $0.message.contains("{nowhere}") })
        #expect(brandOnly.message.hasSuffix("This happens only with brand 'two'."), "\(brandOnly.message)")
    }
}
