import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// Token files built to hurt (issue 20): each fails with a message naming the file, and none
/// takes the process down or eats its memory.
@Suite struct HostileInputTests {
    func write(_ text: String, _ name: String = "core.tokens.json", in folder: String? = nil) throws -> String {
        let dir = try folder ?? Fixture.temporaryFolder("hostile")
        let path = dir + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // 100 modifiers of 2 contexts are 2^100 permutations: counted, not built (this used 5.9 GB).
    @Test func permutationsAreCountedBeforeTheyAreBuilt() throws {
        let modifiers = (0..<100).map { #""m\#($0)": {"contexts": {"a": [], "b": []}}"# }.joined(separator: ", ")
        let order = (0..<100).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ", ")
        let file = try write(#"{"version": "2025.10", "modifiers": {\#(modifiers)}, "resolutionOrder": [\#(order)]}"#, "big.resolver.json")
        let e = expectTokenError(.invalidResolver) { _ = try TokenSet.load(directory: file) }
        #expect(e?.file == file)
        #expect(e?.message.contains("more permutations than a 64-bit number holds (2 m0 x 2 m1") == true, "\(String(describing: e))")
        #expect(e?.message.contains("more than the 4096 Darkroom resolves") == true)
        // 13 modifiers of 2 (8,192) fit in an Int and are still refused by count.
        let some = (0..<13).map { #""m\#($0)": {"contexts": {"a": [], "b": []}}"# }.joined(separator: ", ")
        let someOrder = (0..<13).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }.joined(separator: ", ")
        let file13 = try write(#"{"version": "2025.10", "modifiers": {\#(some)}, "resolutionOrder": [\#(someOrder)]}"#, "some.resolver.json")
        let e13 = expectTokenError(.invalidResolver) { _ = try TokenSet.load(directory: file13) }
        #expect(e13?.message.contains("The resolver has 8192 permutations") == true, "\(String(describing: e13))")
    }

    // 5,000 chained aliases crashed with SIGSEGV; now the chain is named, start and length.
    @Test func longAliasChainsFailWithAMessage() throws {
        let tokens = (0..<5000).map { i in i == 4999 ? #""t\#(i)": {"$value": 1}"# : #""t\#(i)": {"$value": "{t\#(i + 1)}"}"# }
        let file = try write(#"{"n": {"$type": "number", \#(tokens.map { $0.replacingOccurrences(of: "{t", with: "{n.t") }.joined(separator: ", "))}}"#)
        let e = expectTokenError(.aliasCycle) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.file == file)
        #expect(e?.message.contains("n.t0 starts a chain of more than 256 references (n.t0 -> n.t1 -> n.t2 -> ...") == true, "\(String(describing: e?.message))")
    }

    // 3,000 chained $refs crashed the same way.
    @Test func longRefChainsFailWithAMessage() throws {
        let tokens = (0..<3000).map { i in i == 2999 ? #""t\#(i)": {"$type": "number", "$value": 1}"# : ##""t\##(i)": {"$type": "number", "$ref": "#/t\##(i + 1)/$value"}"## }
        let file = try write("{" + tokens.joined(separator: ", ") + "}")
        let e = expectTokenError(.aliasCycle) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.file == file)
        #expect(e?.message.contains("t0 starts a chain of more than 256 references (t0 -> t1 -> t2 -> ...") == true, "\(String(describing: e?.message))")
    }

    // A long $extends chain: each group extends the next.
    @Test func longExtendsChainsFailWithAMessage() throws {
        let groups = (0..<600).map { i in i == 599 ? #""g\#(i)": {"x": {"$type": "number", "$value": 1}}"# : #""g\#(i)": {"$extends": "{g\#(i + 1)}"}"# }
        let file = try write("{" + groups.joined(separator: ", ") + "}")
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.file == file)
        #expect(([e].compactMap { $0 } + (e?.others ?? [])).contains { $0.message.contains("$extends chain starting at g0 is more than 256 groups deep") }, "\(String(describing: e))")
    }

    // A 1e308 dimension trapped in a Double-to-Int conversion at render; refused at load.
    @Test func hugeNumbersAreRefusedBeforeAnyConversion() throws {
        for (type, value) in [("dimension", "1e308"), ("dimension", #"{"value": 1e308, "unit": "px"}"#), ("dimension", #"{"value": 1e307, "unit": "rem"}"#),
                              ("duration", #"{"value": -1e308, "unit": "s"}"#)] {
            let file = try write(#"{"size": {"$type": "\#(type)", "$value": \#(value)}}"#)
            let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [file]) }
            #expect(e?.message.contains("out of range; Darkroom reads lengths and durations up to 1000000000") == true, "\(value): \(String(describing: e))")
        }
        let typography = try write(#"{"t": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": 1e308, "fontWeight": 400}}}"#)
        let t = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [typography]) }
        #expect(t?.message.contains("(member fontSize)") == true, "\(String(describing: t))")
        let lab = try write(#"{"c": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, 1e308, 0]}}}"#)
        let c = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [lab]) }
        #expect(c?.message.contains("its a 1e+308 is beyond any colour") == true, "\(String(describing: c))")
    }

    // Control characters in names and $deprecated reasons never reach the terminal raw.
    @Test func controlCharactersAreEscapedInMessages() throws {
        let file = try write("{\"bad\\u001b[2Jname\": {\"$type\": \"dimension\", \"$value\": \"1 furlong\"}}")
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.description.contains("bad\\u{1b}[2Jname") == true, "\(String(describing: e?.description))")
        #expect(e?.description.contains("\u{1b}") == false)
        let deprecated = try write("{\"gap\": {\"$type\": \"dimension\", \"$value\": \"4px\", \"$deprecated\": \"use\\u0007 \\u009b31m other\"}}")
        let t = try TokenSet.load(files: [deprecated])
        let warning = t.deprecationWarnings([TokenRequirement("gap", .dimension)], component: "Chip")[0]
        #expect(warning.hasSuffix("which is deprecated: use\\u{7} \\u{9b}31m other"), "\(warning)")
        let typeless = try write("{\"x\\u001b]0;pwned\\u0007\": {\"$value\": \"#fff\"}}")
        let set = try TokenSet.loadSet(files: [typeless])
        #expect(set.warnings[0].description.contains("x\\u{1b}]0;pwned\\u{7} has no $type"), "\(set.warnings)")
    }

    // An expression of 100,000 nested parentheses recursed once per parenthesis.
    @Test func deeplyNestedArithmeticIsNotEvaluated() throws {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let file = try write(#"{"a": {"$value": 2}, "b": {"$value": "{a} * \#(deep)"}, "c": {"$value": "\#(deep) * 2"}}"#)
        let t = try TokenSet.load(files: [file])
        #expect(t.types["b"] == .other && t.types["c"] == .other, "kept as written, not evaluated")
        #expect(Expression.evaluate(String(repeating: "-", count: 100_000) + "1") == nil)
        #expect(Expression.evaluate("((2)) * -(-3)") == Expression.Quantity(value: 6, unit: .none))
    }

    // A large JSON file that is not a token file (Terrazzo's Figma API fixtures) has tens of
    // thousands of errors; keeping each once compared every pair (minutes). So did the
    // "did you mean" hint, once per token referring to the same missing one.
    @Test func manyErrorsAreReportedInSeconds() throws {
        let members = (0..<40_000).map { "\"n\($0)\": \($0)" }.joined(separator: ", ")
        let file = try write("{\(members)}")
        let start = ContinuousClock.now
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.others.count == 39_999)
        let refs = (0..<20_000).map { "\"token\($0)\": {\"$type\": \"color\", \"$value\": \"{missing.colour.number\($0 % 7)}\"}" }.joined(separator: ", ")
        let aliases = try write("{\(refs)}")
        let a = expectTokenError(.unknownAlias) { _ = try TokenSet.load(files: [aliases]) }
        #expect(a?.message.contains("refers to {missing.colour.number") == true)
        #expect(ContinuousClock.now - start < .seconds(15), "took \(ContinuousClock.now - start)")
    }
}
