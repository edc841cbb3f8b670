import Foundation
import Testing

/// `darkroom tokens`: check an export before rendering.
@Suite struct TokensCommandTests {
    @Test("the built-in tokens are valid and print per brand and theme, as text and JSON")
    func valid() throws {
        let folder = try temporaryFolder("tokens-cmd")
        let text = try Darkroom.run(["tokens", "--tokens", Darkroom.packageRoot + "/Tokens", "--brand", "frisbee", "--theme", "light", "--prefix", "color.accent"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "# frisbee light\ncolor.accent\tcolor\t#40B259FF\n", "\(text.stdout)")
        let json = try Darkroom.run(["tokens", "--tokens", Darkroom.packageRoot + "/Tokens", "--json"], in: folder)
        let tables = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["tables"] as! [[String: Any]]
        #expect(tables.count == 10, "five brands x two themes")
        let frisbeeDark = try #require(tables.first { $0["brand"] as? String == "frisbee" && $0["theme"] as? String == "dark" })
        let accent = (frisbeeDark["tokens"] as! [String: [String: String]])["color.accent"]
        #expect(accent == ["type": "color", "value": "#5CC873FF", "description": "Brand accent: checked checkbox fill."])
    }

    @Test("a broken export exits 2 with every error; an unknown brand exits 2 naming the valid ones")
    func invalid() throws {
        let folder = try temporaryFolder("tokens-bad")
        try FileManager.default.createDirectory(atPath: folder + "/Tokens", withIntermediateDirectories: true)
        try #"{"size": {"$type": "dimension", "a": {"$value": "1 furlong"}, "b": {"$value": "2 parsecs"}}}"#
            .write(toFile: folder + "/Tokens/core.tokens.json", atomically: true, encoding: .utf8)
        let bad = try Darkroom.run(["tokens", "--tokens", "Tokens"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("size.a is declared as dimension") && bad.stderr.contains("size.b is declared as dimension"), "\(bad.stderr)")
        let brand = try Darkroom.run(["tokens", "--tokens", Darkroom.packageRoot + "/Tokens", "--brand", "frisbe"], in: folder)
        #expect(brand.status == 2 && brand.stderr.contains("Did you mean 'frisbee'?"), "\(brand.stderr)")
    }

    @Test("a resolver file is validated and printed per context; --context selects any modifier; a wrong context exits 2")
    func resolverFile() throws {
        let folder = try temporaryFolder("tokens-resolver")
        try #"{"space": {"$type": "dimension", "gap": {"$value": "4px", "$deprecated": "use space.inset"}}}"#
            .write(toFile: folder + "/base.tokens.json", atomically: true, encoding: .utf8)
        try #"{"space": {"$type": "dimension", "gap": {"$value": "12px"}}}"#.write(toFile: folder + "/roomy.tokens.json", atomically: true, encoding: .utf8)
        try """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"density": {"contexts": {"compact": [], "roomy": [{"$ref": "roomy.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/density"}]}
            """.write(toFile: folder + "/app.resolver.json", atomically: true, encoding: .utf8)
        let text = try Darkroom.run(["tokens", "--tokens", "app.resolver.json"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "# compact\nspace.gap\tdimension\t4px\n# roomy\nspace.gap\tdimension\t12px\n", "\(text.stdout)")
        #expect(text.stderr.contains("1 tokens x 2 tables (2 density); 1 deprecated"), "\(text.stderr)")
        let json = try Darkroom.run(["tokens", "--tokens", "app.resolver.json", "--context", "density=compact", "--json"], in: folder)
        let tables = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["tables"] as! [[String: Any]]
        #expect(tables.count == 1 && tables[0]["context"] as? [String: String] == ["density": "compact"])
        let gap = (tables[0]["tokens"] as! [String: [String: String]])["space.gap"]
        #expect(gap == ["type": "dimension", "value": "4px", "deprecated": "use space.inset"], "every defined property is kept")
        // A single token file is read as it is; the folder holding the resolver reads through it.
        let single = try Darkroom.run(["tokens", "--tokens", "roomy.tokens.json"], in: folder)
        #expect(single.status == 0 && single.stdout == "# (no modifiers)\nspace.gap\tdimension\t12px\n", "\(single.stdout) \(single.stderr)")
        #expect(try Darkroom.run(["tokens", "--tokens", "."], in: folder).stdout == text.stdout)
        let wrong = try Darkroom.run(["tokens", "--tokens", "app.resolver.json", "--context", "density=roomie"], in: folder)
        #expect(wrong.status == 2 && wrong.stderr.contains("unknown context of density 'roomie'; valid contexts: compact, roomy. Did you mean 'roomy'?"), "\(wrong.stderr)")
        let unknown = try Darkroom.run(["tokens", "--tokens", "app.resolver.json", "--context", "size=large"], in: folder)
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown modifier 'size'; the modifiers are density"), "\(unknown.stderr)")
    }

    @Test("a broken resolver exits 2 naming the resolver file, line and what is wrong")
    func brokenResolver() throws {
        let folder = try temporaryFolder("tokens-bad-resolver")
        try #"{"version": "2024.01", "resolutionOrder": []}"#.write(toFile: folder + "/x.resolver.json", atomically: true, encoding: .utf8)
        let bad = try Darkroom.run(["tokens", "--tokens", "x.resolver.json"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("x.resolver.json:1:13: error: The resolver's version is \"2024.01\""), "\(bad.stderr)")
        #expect(bad.stderr.contains("The resolutionOrder must be a non-empty array"), "every problem at once: \(bad.stderr)")
    }

    @Test("the path may be given positionally; lenient loads print each warning once, in the order found, with file:line:column, and --json lists them")
    func positionalPathAndWarnings() throws {
        let folder = try temporaryFolder("tokens-lenient")
        try ##"{"color": {"brand": {"$value": "#40B259"}}, "space": {"$type": "dimension", "gap": {"$value": "4px", "alpha": 1}}}"##
            .write(toFile: folder + "/export.json", atomically: true, encoding: .utf8)
        let text = try Darkroom.run(["tokens", "export.json"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "# (no modifiers)\ncolor.brand\tcolor\t#40B259FF\nspace.gap\tdimension\t4px\n", "\(text.stdout)")
        let warnings = text.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings == [
            "export.json:1:111: warning: Token space.gap has the member \"alpha\" beside $value, which DTCG 2025.10 does not allow; it is kept under $extensions, not read as a value or a token. Move it under $extensions (--strict refuses it).",
            "export.json:1:32: warning: color.brand has no $type, and no group above it has one; it is read as a color from its value. Add \"$type\" to the token or its group (--strict refuses this).",
        ], "each once: \(text.stderr)")
        #expect(text.stderr.contains("2 warnings (--strict refuses them)"), "\(text.stderr)")
        let json = try Darkroom.run(["tokens", "export.json", "--json"], in: folder)
        let listed = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["warnings"] as! [[String: Any]]
        #expect(listed.count == 2)
        #expect(listed.first?["file"] as? String == "export.json" && listed.first?["line"] as? Int == 1 && listed.first?["column"] as? Int == 111)
        #expect(listed.first?["token"] as? String == "space.gap")
        let both = try Darkroom.run(["tokens", "export.json", "--tokens", "other.json"], in: folder)
        #expect(both.status != 0 && both.stderr.contains("two token paths given"), "\(both.stderr)")
    }

    @Test("--strict refuses what a lenient load warns about, naming each deviation, exit 2")
    func strict() throws {
        let folder = try temporaryFolder("tokens-strict")
        try ##"{"color": {"brand": {"$value": "#40B259"}}, "space": {"$type": "dimension", "gap": {"$value": "4px", "alpha": 1}}}"##
            .write(toFile: folder + "/export.json", atomically: true, encoding: .utf8)
        let bad = try Darkroom.run(["tokens", "--strict", "export.json"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("export.json:1:32: error: color.brand has no $type"), "\(bad.stderr)")
        #expect(bad.stderr.contains("Token space.gap has a member \"alpha\""), "\(bad.stderr)")
        #expect(!bad.stderr.contains("warning:"), "a strict load warns about nothing: \(bad.stderr)")
        let good = try Darkroom.run(["tokens", "--strict", Darkroom.packageRoot + "/Tests/DarkroomTokensTests/Fixtures/dtcg/format/positive/colors/srgb-basic.json"], in: folder)
        #expect(good.status == 0, "\(good.stderr)")
    }

    @Test("control characters in token names and values are escaped in tables, warnings and errors")
    func controlCharactersAreEscaped() throws {
        let folder = try temporaryFolder("tokens-escape")
        try "{\"evil\\u001b[2J\": {\"$type\": \"fontFamily\", \"$value\": \"Sans\\u001b]0;title\\u0007\"}, \"x\\u001b[31m\": {\"$value\": \"#fff\"}}"
            .write(toFile: folder + "/t.json", atomically: true, encoding: .utf8)
        let run = try Darkroom.run(["tokens", "t.json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1b}") && !run.stderr.contains("\u{1b}"), "raw escape reached the terminal: \(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("evil\\u{1b}[2J\tfontFamily\tSans\\u{1b}]0;title\\u{7}"), "\(run.stdout)")
        #expect(run.stderr.contains("x\\u{1b}[31m has no $type"), "\(run.stderr)")
        try "{\"bad\\u001b[2J\": {\"$type\": \"dimension\", \"$value\": \"1 furlong\"}}".write(toFile: folder + "/e.json", atomically: true, encoding: .utf8)
        let error = try Darkroom.run(["tokens", "e.json"], in: folder)
        #expect(error.status == 2 && error.stderr.contains("bad\\u{1b}[2J is declared as dimension") && !error.stderr.contains("\u{1b}"), "\(error.stderr)")
    }
}
