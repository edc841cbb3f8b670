import Foundation
import Testing
@testable import DarkroomTokens

/// No token is dropped without a word: a `$` key the format does not define stops the load at
/// its position, and every defined one is read and kept.
@Suite struct PropertyTests {
    func load(_ json: String) throws -> ResolvedTokens { try loadTokens(json) }

    @Test(arguments: [
        (##"{"color": {"brand": {"$value": "#FF0000", "$type": "color", "$vendor": 1}}}"##, "Token color.brand has the property \"$vendor\""),
        (##"{"color": {"$type": "color", "$comment": "x", "a": {"$value": "#000000"}}}"##, "Group color has the property \"$comment\""),
    ])
    func refused(json: String, message: String) throws {
        let e = expectTokenError(.invalidToken) { _ = try load(json) }
        #expect(e?.message.contains(message) == true, "\(String(describing: e))")
        #expect(e?.line == 1 && (e?.column ?? 0) > 1, "the position of the key's value is named")
    }

    @Test("the defined properties load, and Tokens Studio's top-level $themes and $metadata are allowed")
    func defined() throws {
        let table = try load(##"""
            {"$schema": "https://design-tokens.org/schema.json", "$themes": [], "$metadata": {"tokenSetOrder": []},
             "color": {"$type": "color", "$description": "colours", "$extensions": {"tool": 1}, "$deprecated": false,
               "brand": {"$value": "#FF0000", "$description": "brand", "$extensions": {"a": 1}, "$deprecated": "use accent"}}}
            """##)
        #expect(table.values["color.brand"] == .color(.init(red: 255, green: 0, blue: 0)))
        #expect(table.descriptions["color.brand"] == "brand")
        #expect(table.deprecations["color.brand"] == "use accent")
        #expect(table.extensions["color.brand"] == #"{"a":1}"#)
    }

    // $root, $extends and $ref were once refused; they are read now (DTCG 2025.10).
    @Test func rootExtendsAndRefAreRead() throws {
        let t = try load(##"""
            {"color": {"$type": "color", "$root": {"$value": "#FF0000"}, "soft": {"$value": "#FFAAAA"}},
             "base": {"a": {"$value": "1px", "$type": "dimension"}}, "alias": {"$extends": "{base}"},
             "accent": {"$ref": "#/color/$root/$value"}}
            """##)
        #expect(t.values["color.$root"] == .color(.init(red: 255, green: 0, blue: 0)))
        #expect(t.values["alias.a"] == .dimension(1))
        #expect(t.values["accent"] == t.values["color.$root"] && t.types["accent"] == .color)
    }
}

/// Every error of a load is reported at once, each with its position.
@Suite struct AllErrorsTests {
    @Test func everyBadValueInOneRun() throws {
        let folder = try Fixture.temporaryFolder("all-errors")
        let file = folder + "/core.tokens.json"
        let members = (0..<25).map { #""t\#($0)": {"$value": "\#($0)furlongs"}"# }.joined(separator: ",\n  ")
        try "{\"size\": {\"$type\": \"dimension\",\n  \(members)}}".write(toFile: file, atomically: true, encoding: .utf8)
        let e = try #require(expectTokenError(.typeMismatch) { _ = try TokenSet.load(files: [file]) })
        #expect(e.others.count == 24, "all 25 bad values are found in one load: \(e.description.prefix(400))")
        let lines = e.description.split(separator: "\n")
        #expect(lines.count == 1 + TokenError.listedOthers + 1)
        #expect(lines.last == "... and 4 more errors")
        #expect(lines.allSatisfy { $0.hasPrefix(file) || $0.hasPrefix("...") }, "each names the file and position")
        #expect(Set(lines.dropLast().map { $0.split(separator: ":")[1] }).count == 21, "each on its own line of the file")
    }
}

/// Strict where the DTCG format is strict (the negative cases of its test suite).
@Suite struct StrictValueTests {
    func load(_ json: String) throws -> ResolvedTokens { try loadTokens(json) }

    @Test func uppercaseWeightNameIsRefusedUnderTheDTCGType() throws {
        let e = expectTokenError(.typeMismatch) { _ = try load(##"{"w": {"$type": "fontWeight", "$value": "BOLD"}}"##) }
        #expect(e?.token == "w", "\(String(describing: e))")
        #expect(try load(##"{"w": {"$type": "fontWeight", "$value": "semi-bold"}}"##).values["w"] == .fontWeight(600))
        // Tokens Studio's own type keeps its looser spellings.
        #expect(try load(##"{"w": {"$type": "fontWeights", "$value": "Bold"}}"##).values["w"] == .fontWeight(700))
    }

    @Test func cubicBezierXOutsideZeroToOneIsRefused() throws {
        let e = expectTokenError(.typeMismatch) { _ = try load(##"{"e": {"$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]}}"##) }
        #expect(e?.message.contains("x1 is 1.5") == true, "\(String(describing: e))")
        _ = try load(##"{"e": {"$type": "cubicBezier", "$value": [0.3, -0.5, 0.7, 1.5]}}"##)  // y may overshoot
    }

    @Test func unknownTypeIsRefused() throws {
        let e = expectTokenError(.invalidToken) { _ = try load(##"{"x": {"$type": "colour", "$value": "#FF0000"}}"##) }
        #expect(e?.message.contains("unknown $type \"colour\"") == true, "\(String(describing: e))")
    }

    @Test func eightDigitHexFallbackIsRefusedWhenStrict() throws {
        expectTokenError(.typeMismatch) {
            _ = try loadTokens(##"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#FF0000FF"}}}"##, validation: .strict)
        }
    }
}

/// Loads `json` as a core token file of its own.
func loadTokens(_ json: String, validation: TokenValidation = .lenient) throws -> ResolvedTokens {
    let folder = try Fixture.temporaryFolder("props")
    let file = folder + "/core.tokens.json"
    try json.write(toFile: file, atomically: true, encoding: .utf8)
    return try TokenSet.load(files: [file], validation: validation)
}
