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
        let tables = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
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
        let tables = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
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
}
