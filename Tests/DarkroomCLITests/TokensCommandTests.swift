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
        #expect(accent == ["type": "color", "value": "#5CC873FF"])
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
}
