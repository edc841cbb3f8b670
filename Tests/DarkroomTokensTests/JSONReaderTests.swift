import Testing
import DarkroomFiles
@testable import DarkroomTokens

/// The position-tracking JSON reader: errors carry file, line and column.
@Suite struct JSONReaderTests {
    // A missing comma is reported where the next member starts, not at the end of the file.
    @Test func missingCommaHasLineAndColumn() throws {
        let file = Fixture.path("errors/syntax-missing-comma.tokens.json")
        let e = expectTokenError(.syntax) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.file == file)
        #expect(e?.line == 4)
        #expect(e?.column == 5)
        #expect(e?.message.contains("expected ',' or '}' after the value of \"a\"") == true)
        #expect(e?.description.hasPrefix("\(file):4:5: error:") == true)
    }

    // JSON has no trailing commas; Style Dictionary's JSON5 does, so say which rule was broken.
    @Test func trailingComma() {
        let e = expectTokenError(.syntax) { _ = try TokenSet.load(files: [Fixture.path("errors/syntax-trailing-comma.tokens.json")]) }
        #expect(e?.line == 2 && e?.column == 42)
        #expect(e?.message.contains("trailing comma") == true)
    }

    @Test func commentsAreNamed() {
        let e = expectTokenError(.syntax) { _ = try TokenSet.load(files: [Fixture.path("errors/syntax-comment.tokens.json")]) }
        #expect(e?.line == 2 && e?.column == 43)
        #expect(e?.message.contains("comments are not allowed") == true)
    }

    // Columns count characters, not bytes: "é" is one column.
    @Test func columnsCountScalarsNotBytes() {
        let text = "{\"é\": 1 2}"
        #expect(throws: TokenError(.syntax, file: "mem", line: 1, column: 9,
                                   "JSON syntax error: expected ',' or '}' after the value of \"é\", found '2'")) {
            try JSONReader.parse(Array(text.utf8), file: "mem")
        }
    }

    @Test func escapesAndSurrogatePairs() throws {
        let node = try JSONReader.parse(Array(#"{"s": "a\"\n\u00e9\ud83d\ude00"}"#.utf8), file: "mem")
        #expect(node["s"]?.kind == .string("a\"\né😀"))
    }

    @Test func keepsMemberOrderAndPositions() throws {
        let node = try JSONReader.parse(Array("{\n  \"b\": 1,\n  \"a\": [true, null]\n}".utf8), file: "mem")
        guard case let .object(members) = node.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[1].value.line == 3 && members[1].value.column == 8)
    }

    @Test func duplicateKeysAreErrors() {
        let e = expectTokenError(.syntax) { _ = try JSONReader.parse(Array("{\"a\": 1, \"a\": 2}".utf8), file: "mem") }
        #expect(e?.column == 10)
        #expect(e?.message.contains("duplicate member \"a\"") == true)
    }

    @Test func rejectsBadNumbersAndTrailingGarbage() {
        expectTokenError(.syntax) { _ = try JSONReader.parse(Array("[01]".utf8), file: "mem") }
        expectTokenError(.syntax) { _ = try JSONReader.parse(Array("[1.]".utf8), file: "mem") }
        expectTokenError(.syntax) { _ = try JSONReader.parse(Array("{} x".utf8), file: "mem") }
        expectTokenError(.syntax) { _ = try JSONReader.parse(Array("{\"a\": \"open".utf8), file: "mem") }
    }
}

/// Hostile nesting: the reader is recursive, so depth is bounded before the stack is.
@Suite struct JSONDepthTests {
    // 10,000 levels crashed with SIGSEGV before the limit; now it is an error at the level that is one too deep.
    @Test func deepNestingIsAnErrorAtItsPosition() throws {
        let folder = try Fixture.temporaryFolder("deep")
        let file = folder + "/core.tokens.json"
        let text = "{\"a\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let e = expectTokenError(.syntax) { _ = try TokenSet.load(files: [file]) }
        #expect(e?.file == file)
        #expect(e?.line == 1)
        // The object is level 1; the 256th `[` is level 257, at column 7 + 255.
        #expect(e?.column == 7 + JSONReader.maxDepth - 1)
        #expect(e?.message.contains("nesting deeper than 256 levels") == true)
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONReader.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try JSONReader.parse(Array(text.utf8))
    }
}

/// JSON5 sources, as Style Dictionary reads them: `.json5` files only, positions kept.
@Suite struct JSON5Tests {
    @Test func json5FileLoads() throws {
        let folder = try Fixture.temporaryFolder("json5")
        let file = folder + "/core.tokens.json5"
        try """
            // Primer-style source
            {
              color: {
                $type: 'color', /* block comment */
                brand: { $value: '#FF0000', },
                'it\\'s': { "$value": "#00FF00" },
              },
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let table = try TokenSet.load(files: [file])
        #expect(table.values["color.brand"] == .color(.init(red: 255, green: 0, blue: 0)))
        #expect(table.values["color.it's"] == .color(.init(red: 0, green: 255, blue: 0)))
    }

    // Errors in JSON5 keep their line and column.
    @Test func json5ErrorsHavePositions() throws {
        let folder = try Fixture.temporaryFolder("json5-error")
        let file = folder + "/core.tokens.json5"
        try "// header\n{\n  a: { $value: 1px },\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let e = expectTokenError(.syntax) { _ = try TokenSet.load(files: [file]) }
        // "1px" is not a JSON5 value: the number 1 ends, and "p" at column 17 is unexpected.
        #expect(e?.line == 3 && e?.column == 17, "\(String(describing: e))")
    }

    // A .json file stays strict JSON, and the message says how to opt in.
    @Test func jsonStaysStrict() {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array("{\"a\": 1,}".utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array("// c\n{}".utf8)) }
        #expect((try? JSONReader.parse(Array("// c\n{a: [1, 2,],}".utf8), json5: true)) != nil)
    }

    // The other JSON5 forms real sources use: hex numbers, + signs, bare decimal points,
    // escapes and line continuations, each with the value JSON5 gives it.
    @Test func json5NumbersAndStrings() throws {
        let text = #"{hex: 0x1F, neg: -0xA, plus: +2, lead: .5, trail: 5., exp: 5.e1, s: 'a\x41\v\0\q', "#
            + "m: 'one \\\n two'}" // a backslash at the end of a line continues the string
        let node = try JSONReader.parse(Array(text.utf8), json5: true)
        #expect(node["hex"]?.kind == .number(31))
        #expect(node["neg"]?.kind == .number(-10))
        #expect(node["plus"]?.kind == .number(2))
        #expect(node["lead"]?.kind == .number(0.5))
        #expect(node["trail"]?.kind == .number(5))
        #expect(node["exp"]?.kind == .number(50))
        #expect(node["s"]?.kind == .string("aA\u{0B}\u{00}q"))
        #expect(node["m"]?.kind == .string("one  two"))
    }

    // JSON5 allows Infinity and NaN, but no token value can be infinite: an error at the word.
    @Test func json5InfinityIsAnErrorAtItsPosition() {
        for (text, word, column) in [("{a: Infinity}", "Infinity", 5), ("{a: -Infinity}", "Infinity", 6), ("{\n  a: NaN}", "NaN", 6)] {
            do {
                _ = try JSONReader.parse(Array(text.utf8), json5: true)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.message == "\(word) is not a finite number; token values must be finite numbers")
                #expect(error.column == column, "\(text): \(error)")
            }
        }
        // Plain JSON has none of these forms.
        for text in ["[0x1F]", "[+1]", "[.5]", "[Infinity]"] {
            #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array(text.utf8)) }
        }
        // JSON5 has no octal escapes and no lone decimal point.
        for text in [#"['\01']"#, "[.]", "[0x]"] {
            #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array(text.utf8), json5: true) }
        }
    }
}
