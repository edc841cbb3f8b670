import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// What public exports write that DTCG 2025.10 does not allow: each is read by default (as
/// Terrazzo and Style Dictionary read it), with its warning where the issue asks for one, and
/// each is refused by a strict load naming the deviation. Fixtures in Fixtures/lenient.
@Suite struct LenientTests {
    func lenient(_ name: String) throws -> TokenSet { try TokenSet.loadSet(files: [Fixture.path("lenient/" + name)]) }

    func strictError(_ name: String, sourceLocation: SourceLocation_ = #_sourceLocation) -> TokenError? {
        do {
            _ = try TokenSet.loadSet(files: [Fixture.path("lenient/" + name)], validation: .strict)
            Issue.record("--strict accepted \(name)", sourceLocation: sourceLocation)
        } catch let error as TokenError {
            return error
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    // Figma SDS: letterSpacing in em, in a file that names the 2025.10 schema.
    @Test func emLetterSpacingIsResolvedAgainstTheFontSize() throws {
        let set = try lenient("em-letter-spacing.tokens.json")
        #expect(set.allTables[0].values["title"] == .composite([
            "fontFamily": .fontFamily("Inter"), "fontSize": .dimension(20), "fontWeight": .fontWeight(700),
            "letterSpacing": .dimension(1), "lineHeight": .number(1.2)]))
        #expect(strictError("em-letter-spacing.tokens.json")?.message.contains("its unit \"em\" is not one of px, rem") == true)
    }

    // Apple HIG: colours without $type.
    @Test func typeIsInferredFromAColourValueWithAWarning() throws {
        let set = try lenient("typeless-colors.tokens.json")
        #expect(set.allTables[0].color("color.label").hex == "#0080FFFF")
        #expect(set.allTables[0].types["color.systemBlue"] == .color)
        let file = Fixture.path("lenient/typeless-colors.tokens.json")
        #expect(set.warnings.map(\.description) == [
            "\(file):5:17: warning: color.systemBlue has no $type, and no group above it has one; it is read as a color from its value. Add \"$type\" to the token or its group (--strict refuses this)."])
        #expect(strictError("typeless-colors.tokens.json")?.message.contains("color.systemBlue has no $type") == true)
    }

    // IBM Carbon: a 3-digit hex fallback; a 4-digit one carries its alpha only without "alpha".
    @Test func shortHexFallbacksAreRead() throws {
        let t = try lenient("short-hex.tokens.json").allTables[0]
        #expect(t.color("color.black").hex == "#000000FF")
        #expect(t.color("color.veil").hex == "#FFFFFF80", "the alpha member wins over the fallback's")
        #expect(strictError("short-hex.tokens.json")?.message.contains("its hex fallback \"#000\" is not 6-digit #RRGGBB") == true)
    }

    // Microsoft Fluent: a zero offset with an empty unit.
    @Test func zeroWithAnEmptyUnitIsZero() throws {
        let t = try lenient("zero-unit.tokens.json").allTables[0]
        guard case let .composite(shadow)? = t.values["shadow.flat"] else { Issue.record("no shadow"); return }
        #expect(shadow["offsetX"] == .dimension(0) && shadow["offsetY"] == .dimension(2))
        #expect(strictError("zero-unit.tokens.json")?.message.contains("its unit \"\" is not one of px, rem") == true)
    }

    // GitHub Primer: `alpha` beside `$value` is kept under $extensions, with a warning.
    @Test func extraMembersAreKeptAsExtensionsWithAWarning() throws {
        let set = try lenient("alpha-sibling.tokens.json")
        let t = set.allTables[0]
        #expect(t.color("overlay").hex == "#000000FF", "the extra member is not read as the colour's alpha")
        #expect(t.extensions["overlay"] == #"{"alpha":0.4}"#)
        let file = Fixture.path("lenient/alpha-sibling.tokens.json")
        #expect(set.warnings.map(\.description) == [
            "\(file):6:14: warning: Token overlay has the member \"alpha\" beside $value, which DTCG 2025.10 does not allow; it is kept under $extensions, not read as a value or a token. Move it under $extensions (--strict refuses it)."])
        #expect(strictError("alpha-sibling.tokens.json")?.message.contains("Token overlay has a member \"alpha\"") == true)
    }

    // Adobe Spectrum: $type "string" is kept as written.
    @Test func stringTypeIsKeptAsWritten() throws {
        let set = try lenient("string-type.tokens.json")
        #expect(set.allTables[0].values["font.style"] == .raw("italic"))
        #expect(set.warnings.isEmpty)
        #expect(strictError("string-type.tokens.json")?.message.contains("$type \"string\", which is not a DTCG 2025.10 type") == true)
        // Terrazzo's "link" (an asset's URL) likewise.
        let link = try loadTokens(##"{"icon": {"$type": "link", "$value": "/icons/add.svg"}}"##)
        #expect(link.values["icon"] == .raw("/icons/add.svg"))
        #expect(throws: TokenError.self) { _ = try loadTokens(##"{"icon": {"$type": "link", "$value": "/icons/add.svg"}}"##, validation: .strict) }
    }

    // The 2021 draft (and Tokens Studio's own format): value/type/description without `$`.
    @Test func draft2021FilesAreReadWithOneWarning() throws {
        let set = try lenient("draft-2021.tokens.json")
        let t = set.allTables[0]
        #expect(t.color("color.text").hex == "#40B259FF")
        #expect(t.descriptions["color.accent"] == "Brand accent")
        #expect(t.dimension("space.gap") == 8)
        #expect(set.warnings.count == 1)
        #expect(set.warnings.first?.message.contains("is in the DTCG 2021 draft / Tokens Studio format") == true)
        #expect(set.warnings.first?.location.line == 3)
        #expect(strictError("draft-2021.tokens.json")?.message.contains("write \"$value\" instead of \"value\"") == true)
    }

    // Style Dictionary's basic example: a token in two files; the later wins, both named.
    @Test func laterFilesOverrideEarlierOnesWithAWarning() throws {
        let base = Fixture.path("lenient/merge/base.json"), overrides = Fixture.path("lenient/merge/overrides.json")
        let set = try TokenSet.loadSet(files: [base, overrides])
        #expect(set.allTables[0].color("color.base.gray").hex == "#777777FF")
        #expect(set.allTables[0].color("color.font").hex == "#777777FF")
        #expect(set.allTables[0].color("color.base.red").hex == "#FF0000FF", "groups merge deeply")
        #expect(set.warnings.contains { $0.description == "\(overrides):4:27: warning: color.base.gray is also defined at \(base):5:27; this later definition wins, as Style Dictionary merges files. Remove one, or describe the files' order in a resolver (--strict refuses this)." }, "\(set.warnings)")
        let e = expectTokenError(.duplicateToken) { _ = try TokenSet.loadSet(files: [base, overrides], validation: .strict) }
        #expect(e?.message.contains("color.base.gray is already defined at \(base):5:27") == true, "\(String(describing: e))")
    }

    // Tokens Studio's folder export: $themes.json groups are axes, $metadata.json orders the sets.
    @Test func tokensStudioThemesBecomeModifiers() throws {
        let set = try TokenSet.load(directory: Fixture.path("lenient/tokens-studio"))
        #expect(set.modifiers.map(\.name) == ["mode", "density"])
        #expect(set.modifiers.map(\.contexts) == [["light", "dark"], ["regular", "compact"]])
        let darkCompact = try set.resolve(["mode": "dark", "density": "compact"])
        #expect(darkCompact.color("bg").hex == "#101010FF")
        #expect(darkCompact.color("accent").hex == "#0000FFCC")
        #expect(darkCompact.dimension("spacing.xs") == 2, "compact comes after core in tokenSetOrder")
        #expect(darkCompact.dimension("spacing.sm") == 4, "the alias reads the overriding set")
        #expect(darkCompact.fontWeight("fontWeights.body") == 400)
        let lightRegular = try set.resolve(["mode": "light", "density": "regular"])
        #expect(lightRegular.dimension("spacing.sm") == 8)
        #expect(lightRegular.descriptions["bg"] == "Page background")
        #expect(set.warnings.allSatisfy { $0.message.contains("DTCG 2021 draft / Tokens Studio format") }, "\(set.warnings)")
        #expect(throws: TokenError.self, "strict loads read DTCG only") { _ = try TokenSet.load(directory: Fixture.path("lenient/tokens-studio"), validation: .strict) }
    }

    // A set name that climbs out of the export's folder is refused, also when its ".." is
    // hidden from a Character split by a combining mark after the "/" (the kernel splits bytes).
    @Test func tokensStudioSetNamesStayInTheirFolder() throws {
        let parent = try Fixture.temporaryFolder("ts-escape")
        let folder = parent + "/export"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try ##"{"secret": {"value": "#123456", "type": "color"}}"##.write(toFile: parent + "/\u{301}outside.json", atomically: true, encoding: .utf8)
        try ##"{"bg": {"value": "#ffffff", "type": "color"}}"##.write(toFile: folder + "/core.json", atomically: true, encoding: .utf8)
        try #"""
            [{"id": "t1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "../\#u{301}outside": "enabled"}}]
            """#.write(toFile: folder + "/$themes.json", atomically: true, encoding: .utf8)
        let e = expectTokenError(.io) { _ = try TokenSet.load(directory: folder) }
        #expect(e?.message.contains("has no file") == true, "\(String(describing: e))")
    }

    // A single-file Tokens Studio export: its top-level sets, ordered by $metadata.
    @Test func tokensStudioSingleFileExport() throws {
        let folder = try Fixture.temporaryFolder("ts-single")
        let file = folder + "/tokens.json"
        try #"""
            {"global": {"space": {"value": "4", "type": "spacing"}, "brand": {"value": "#ff0000", "type": "color"}},
             "dark": {"bg": {"value": "{brand}", "type": "color"}},
             "light": {"bg": {"value": "#ffffff", "type": "color"}},
             "$themes": [{"name": "light", "selectedTokenSets": {"global": "source", "light": "enabled"}},
                         {"name": "dark", "selectedTokenSets": {"global": "source", "dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}}
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        let set = try TokenSet.load(directory: file)
        #expect(set.modifiers.map(\.name) == ["theme"])
        #expect(try set.resolve(["theme": "dark"]).color("bg").hex == "#FF0000FF")
        #expect(try set.resolve(["theme": "light"]).dimension("space") == 4)
    }

    // Spectrum's `dp`, Carbon's `vw`: kept as written with a warning; reading one fails.
    @Test func unconvertibleUnitsAreKeptAsWrittenWithAWarning() throws {
        let folder = try Fixture.temporaryFolder("units")
        let file = folder + "/units.tokens.json"
        try #"{"elevation": {"$type": "dimension", "$value": {"value": 2, "unit": "dp"}}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let set = try TokenSet.loadSet(files: [file])
        #expect(set.allTables[0].values["elevation"] == .raw("2dp"))
        #expect(set.warnings.map(\.description) == ["\(file):1:48: warning: elevation is 2 dp, a unit Darkroom cannot convert to px, rem or em; it is kept as written, and a component that reads it fails (--strict refuses it)."])
        #expect(throws: TokenError.self) { try set.allTables[0].check([TokenRequirement("elevation", .dimension)], component: "Card") }
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.loadSet(files: [file], validation: .strict) }
        #expect(e?.message.contains("its unit \"dp\" is not one of px, rem") == true)
    }

    // Apple HIG defines its font set under `sets` but leaves it out of resolutionOrder.
    @Test func setsLeftOutOfResolutionOrderAreReadFirstWithAWarning() throws {
        let folder = try Fixture.temporaryFolder("unused-set")
        try #"{"font": {"$type": "fontFamily", "default": {"$value": "SF Pro"}}}"#.write(toFile: folder + "/font.tokens.json", atomically: true, encoding: .utf8)
        try #"{"body": {"$type": "fontFamily", "$value": "{font.default}"}}"#.write(toFile: folder + "/text.tokens.json", atomically: true, encoding: .utf8)
        let resolver = folder + "/app.resolver.json"
        try #"""
            {"version": "2025.10",
             "sets": {"font": {"sources": [{"$ref": "font.tokens.json"}]}, "text": {"sources": [{"$ref": "text.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/text"}]}
            """#.write(toFile: resolver, atomically: true, encoding: .utf8)
        let set = try TokenSet.load(directory: resolver)
        #expect(set.allTables[0].values["body"] == .fontFamily("SF Pro"))
        #expect(set.warnings.map(\.description) == ["\(resolver):2:19: warning: The set \"font\" is not in resolutionOrder, so DTCG 2025.10 leaves it out; it is read before resolutionOrder, so tokens may refer to it. Add it to resolutionOrder (--strict leaves it out)."])
        let e = expectTokenError(.unknownAlias) { _ = try TokenSet.load(directory: resolver, validation: .strict) }
        #expect(e?.message.contains("refers to {font.default}, but no token is defined at that path") == true, "\(String(describing: e))")
    }

    // Terrazzo's own fixtures: a modifier with a "name", a source fragment without "/".
    @Test func resolverExtrasAreSkippedWithAWarning() throws {
        let folder = try Fixture.temporaryFolder("resolver-extras")
        try ##"{"light": {"bg": {"$type": "color", "$value": "#ffffff"}}, "dark": {"bg": {"$type": "color", "$value": "#000000"}}}"##
            .write(toFile: folder + "/modes.json", atomically: true, encoding: .utf8)
        let resolver = folder + "/resolver.json"
        try ##"""
            {"version": "2025.10",
             "modifiers": {"mode": {"name": "mode", "contexts": {"light": [{"$ref": "modes.json#light"}], "dark": [{"$ref": "modes.json#/dark"}]}}},
             "resolutionOrder": [{"$ref": "#/modifiers/mode"}]}
            """##.write(toFile: resolver, atomically: true, encoding: .utf8)
        let set = try TokenSet.load(directory: resolver)
        #expect(try TokenSet.load(directory: folder).modifiers.map(\.name) == ["mode"], "a folder reads its resolver.json")
        #expect(try set.resolve(["mode": "light"]).color("bg").hex == "#FFFFFFFF")
        #expect(try set.resolve(["mode": "dark"]).color("bg").hex == "#000000FF")
        #expect(set.warnings.map(\.description) == [
            "\(resolver):2:33: warning: The modifier \"mode\" has the property \"name\", which the resolver format does not define (it has contexts, default, description, $extensions). Put tool data under $extensions; it is skipped (--strict refuses it).",
            "\(resolver):2:73: warning: Context \"light\" of the modifier \"mode\" refers to modes.json#light, whose fragment is not a JSON Pointer; it is read as \"#/light\". Write \"#/light\" (--strict refuses it).",
        ], "\(set.warnings)")
        let e = expectTokenError(.invalidResolver) { _ = try TokenSet.load(directory: resolver, validation: .strict) }
        #expect(e?.message.contains("has the property \"name\", which the resolver format does not define") == true, "\(String(describing: e))")
    }

    // sd-transforms' math-in-complex-values: arithmetic without an alias inside a member.
    @Test func arithmeticInsideCompositeMembersIsEvaluated() throws {
        let t = try loadTokens(##"{"typo": {"$type": "typography", "$value": {"fontFamily": "Arial", "fontSize": "16 * 1.5", "fontWeight": 400, "lineHeight": "0.75 * 1.5"}}}"##)
        #expect(t.typography("typo") == Typography(fontFamily: "Arial", fontSize: 24, fontWeight: 400, lineHeight: 27))
        #expect(throws: TokenError.self, "strict loads read no arithmetic") {
            _ = try loadTokens(##"{"size": {"$type": "dimension", "$value": "16 * 1.5"}}"##, validation: .strict)
        }
    }

    // sd-transforms' fixtures: Tokens Studio writes a weight with its style.
    @Test func weightWithAStyleIsReadAsTheWeightWithAWarning() throws {
        let folder = try Fixture.temporaryFolder("weight-style")
        let file = folder + "/ts.json"
        try #"{"w": {"value": "ExtraBold italic", "type": "fontWeights"}, "t": {"value": {"fontFamily": "Roboto", "fontSize": "16", "fontWeight": "{w}"}, "type": "typography"}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let set = try TokenSet.loadSet(files: [file])
        #expect(set.allTables[0].fontWeight("w") == 800)
        #expect(set.allTables[0].typography("t").fontWeight == 800)
        #expect(set.warnings.map(\.description).contains("\(file):1:17: warning: w is \"ExtraBold italic\", a weight with a style: it is read as the weight 800, and the style \"italic\" is left out (a font weight cannot carry it). Give the style its own token (--strict refuses this)."), "\(set.warnings)")
    }
}
