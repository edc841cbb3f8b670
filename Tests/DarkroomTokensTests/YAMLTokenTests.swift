import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// YAML token files (Terrazzo's plugin-css `yaml` fixture is one): read by lenient loads with a
/// warning, positions kept, scalars typed by YAML 1.2's core schema; hostile YAML fails with a
/// message instead of crashing; strict loads refuse YAML.
@Suite struct YAMLTokenTests {
    func file(_ text: String, _ name: String = "tokens.yaml") throws -> String {
        try Fixture.temporaryFile("yaml", name, text)
    }

    @Test func aYAMLTokenFileLoadsWithAWarning() throws {
        let path = try file("""
            # Terrazzo's shape: quoted numeric names, $type on a group, aliases in quotes
            color:
              $type: color
              '50':
                $value: '#f8f8f8'
              text:
                $value: '{color.50}'
                $description: yes
            space:
              $type: dimension
              sm: {$value: {value: 8, unit: px}}
            """)
        let set = try TokenSet.loadSet(files: [path])
        let t = set.allTables[0]
        #expect(t.color("color.text").hex == "#F8F8F8FF")
        #expect(t.descriptions["color.text"] == "yes", "YAML 1.1's yes is a string in 1.2's core schema")
        #expect(t.dimension("space.sm") == 8)
        #expect(t.locations["color.50"]?.description == "\(path):5:13", "positions are YAML's lines and columns")
        #expect(set.warnings.map(\.description) == ["\(path):2:1: warning: \(path) is YAML, read as Terrazzo reads it (YAML 1.2 core schema); DTCG 2025.10 token files are JSON (--strict refuses this file)."])
        let e = expectTokenError(.syntax) { _ = try TokenSet.loadSet(files: [path], validation: .strict) }
        #expect(e?.message.contains("is YAML, but DTCG 2025.10 token files are JSON") == true)
    }

    // A wrong value in YAML is named at its YAML line and column, like in JSON.
    @Test func errorsInYAMLNameTheirPosition() throws {
        let path = try file("size:\n  $type: dimension\n  $value: big\n")
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.loadSet(files: [path]) }
        #expect(e?.description.hasPrefix("\(path):3:11: error: size is declared as dimension") == true, "\(String(describing: e))")
        let syntax = try file("a: [1, 2\nb: 3\n", "broken.yaml")
        let s = expectTokenError(.syntax) { _ = try TokenSet.loadSet(files: [syntax]) }
        #expect(s?.line == 2 && s?.message.hasPrefix("YAML syntax error:") == true, "\(String(describing: s))")
    }

    // Yams composes recursively: deep nesting must be refused before it overflows the stack.
    @Test func deepNestingIsRefusedBeforeParsing() throws {
        let path = try file(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let e = expectTokenError(.syntax) { _ = try TokenSet.loadSet(files: [path]) }
        #expect(e?.message.contains("nesting deeper than 256 levels") == true, "\(String(describing: e))")
        // An apostrophe inside a plain scalar does not open a quote that would hide the brackets.
        let hidden = try file("note: don't\nx: " + String(repeating: "[", count: 100_000), "hidden.yaml")
        let h = expectTokenError(.syntax) { _ = try TokenSet.loadSet(files: [hidden]) }
        #expect(h?.message.contains("nesting deeper than 256 levels") == true, "\(String(describing: h))")
        // Nor does a double quote (inches, say).
        let inches = try file("note: a 5\" screen\nx: " + String(repeating: "[", count: 100_000), "inches.yaml")
        let i = expectTokenError(.syntax) { _ = try TokenSet.loadSet(files: [inches]) }
        #expect(i?.message.contains("nesting deeper than 256 levels") == true, "\(String(describing: i))")
    }

    // Aliases expand: nine levels of ten references are a billion values, refused.
    @Test func aliasExpansionIsBounded() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (prev, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(prev)", count: 10).joined(separator: ", ") + "]\n"
        }
        let path = try file(text)
        let e = expectTokenError(.syntax) { _ = try TokenSet.loadSet(files: [path]) }
        #expect(e?.message.contains("expands to more than 1000000 values") == true, "\(String(describing: e))")
    }

    // A folder's *.yaml files are token files too: Terrazzo's yaml fixture holds only one.
    @Test func aFolderReadsItsYAMLFiles() throws {
        let path = try file("bg:\n  $type: color\n  $value: '#000000'\n")
        let set = try TokenSet.load(directory: (path as NSString).deletingLastPathComponent)
        #expect(set.allTables[0].color("bg").hex == "#000000FF")
    }
}
