import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// The resolver half of the DTCG 2025.10 test suite (test-suite/tests/2025.10/resolver),
/// reproduced in Fixtures/dtcg/resolver: later sources override earlier ones, each modifier
/// is an axis, and every negative case is refused with a message naming the cause.
@Suite struct DTCGResolverSuiteTests {
    static let root = Fixture.path("dtcg/resolver")
    static let black = TokenValue.color(.black), white = TokenValue.color(.white), grey = TokenValue.color(Color(hex: "#808080")!)

    /// Positive cases: file -> modifiers (name: contexts) and, per input, the tokens' values.
    static let positive: [String: (modifiers: [String: [String]], tables: [[String: String]: [String: TokenValue]])] = [
        "minimal-resolver": ([:], [[:]: ["color": black]]),
        "resolver-modifier-referencing-set": (["size": ["small", "large"]], [
            ["size": "small"]: ["dimension": .dimension(4), "number": .number(1)],
            ["size": "large"]: ["dimension": .dimension(4), "number": .number(2)]]),
        "resolver-with-defs": ([:], [[:]: ["color": black]]),
        "resolver-with-empty-context-array": (["debug": ["off", "on"]], [
            ["debug": "off"]: ["color": black],
            ["debug": "on"]: ["color": black, "number": .number(1)]]),
        "resolver-with-extensions": (["theme": ["light", "dark"]], [["theme": "light"]: ["color": white], ["theme": "dark"]: ["color": grey]]),
        "resolver-with-inline-modifier": (["theme": ["light", "dark"]], [["theme": "light"]: ["color": white], ["theme": "dark"]: ["color": black]]),
        "resolver-with-inline-set": ([:], [[:]: ["color": black]]),
        "resolver-with-modifiers": (["theme": ["light", "dark"]], [["theme": "light"]: ["color": white], ["theme": "dark"]: ["color": grey]]),
        "resolver-with-multiple-modifiers": (["theme": ["light", "dark"], "size": ["small", "large"]], [
            ["theme": "light", "size": "small"]: ["color": white, "dimension": .dimension(8)],
            ["theme": "light", "size": "large"]: ["color": white, "dimension": .dimension(16)],
            ["theme": "dark", "size": "small"]: ["color": black, "dimension": .dimension(8)],
            ["theme": "dark", "size": "large"]: ["color": black, "dimension": .dimension(16)]]),
        "resolver-with-sets": ([:], [[:]: ["color": black, "dimension": .dimension(0)]]),
    ]

    @Test(arguments: positive.keys.sorted())
    func positiveCase(_ name: String) throws {
        let set = try TokenSet.load(directory: Self.root + "/positive/\(name).json")
        let expected = Self.positive[name]!
        #expect(Dictionary(uniqueKeysWithValues: set.modifiers.map { ($0.name, $0.contexts) }) == expected.modifiers, "\(name)")
        #expect(set.allTables.count == expected.tables.count, "one table per permutation")
        for (input, values) in expected.tables {
            #expect(try set.resolve(input).values == values, "\(name) \(input)")
        }
    }

    static let negative: [String: String] = [
        "circular-reference-in-sets": "The sets refer to each other in a loop",
        "duplicate-names-in-resolution-order": "The resolutionOrder has two items named \"colors\"",
        "empty-resolution-order": "The resolutionOrder must be a non-empty array",
        "inline-modifier-missing-name": "An inline modifier in resolutionOrder needs a \"name\"",
        "inline-modifier-missing-type": "needs \"type\": \"set\" or \"modifier\"",
        "inline-set-missing-name": "An inline set in resolutionOrder needs a \"name\"",
        "inline-set-missing-type": "needs \"type\": \"set\" or \"modifier\"",
        "missing-resolution-order": "The resolver has no \"resolutionOrder\"",
        "missing-version": "The resolver has no \"version\"",
        "modifier-empty-contexts": "The modifier \"theme\" has no contexts",
        "modifier-missing-contexts": "The modifier \"theme\" has no \"contexts\"",
        "modifier-referencing-modifier": "sets and modifiers cannot refer to a modifier",
        "modifier-single-context": "has only one context (\"light\")",
        "modifier-with-additional-properties": "The modifier \"theme\" has the property \"unexpectedProperty\"",
        "reference-to-resolution-order-item": "#/resolutionOrder/0 points into resolutionOrder",
        "root-with-additional-properties": "The resolver has the property \"unexpectedProperty\"",
        "set-missing-sources": "The set \"colors\" has no \"sources\"",
        "set-referencing-modifier": "The set \"colors\" refers to #/modifiers/theme",
        "set-with-additional-properties": "The set \"base\" has the property \"unexpectedProperty\"",
        "wrong-version": "The resolver's version is \"2024.01\"",
    ]

    @Test(arguments: negative.keys.sorted())
    func negativeCase(_ name: String) throws {
        let file = Self.root + "/negative/\(name).json"
        let e = try #require(expectTokenError(.invalidResolver) { _ = try TokenSet.load(directory: file, validation: .strict) }, "\(name)")
        #expect(e.message.contains(Self.negative[name]!), "\(name): \(e.message)")
        #expect(e.file == file && e.line != nil, "at a position in the resolver")
    }

    @Test func everyFixtureHasACase() throws {
        for (folder, cases) in [("positive", Set(Self.positive.keys)), ("negative", Set(Self.negative.keys))] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/" + folder).filter { $0.hasSuffix(".json") }
            #expect(Set(files.map { String($0.dropLast(5)) }) == cases, "\(folder)")
        }
    }

    // Inputs are validated as the resolver module says: unknown modifier, invalid context and
    // missing modifier are each named, all in one error.
    @Test func inputValidation() throws {
        let set = try TokenSet.load(directory: Self.root + "/positive/resolver-with-multiple-modifiers.json")
        let e = expectTokenError(.unknownContext) { _ = try set.resolve(["theme": "blue", "foo": "bar"]) }
        #expect(e?.message.contains("unknown modifier 'foo'") == true, "\(String(describing: e))")
        #expect(e?.message.contains("invalid context 'blue' for modifier 'theme'; valid: light, dark") == true)
        #expect(e?.message.contains("missing modifier 'size'") == true)
        #expect(try set.resolve(["THEME": "Dark", "size": "large"]).values["dimension"] == .dimension(16), "names match without regard to case")
    }
}
