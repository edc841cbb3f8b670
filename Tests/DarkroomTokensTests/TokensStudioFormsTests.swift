import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// What sd-transforms' fixtures write that DTCG does not allow: each read by default with its
/// warning at file:line:column, and refused by a strict load naming it.
@Suite struct TokensStudioFormsTests {
    func write(_ text: String, _ name: String = "ts.json") throws -> String {
        try Fixture.temporaryFile("ts-forms", name, text)
    }

    // cross-file-refs-1: "2" and "4px" under type number; math over them gives 8px.
    @Test func numbersWrittenAsStringsAreReadWithAWarning() throws {
        let file = try write(#"""
            {"scale": {"value": "2", "type": "number"},
             "xs": {"value": "4px", "type": "number"},
             "size": {"value": "{scale}*{xs}", "type": "dimension"}}
            """#)
        let set = try TokenSet.loadSet(files: [file])
        let t = set.allTables[0]
        #expect(t.values["scale"] == .number(2) && t.types["scale"] == .number)
        #expect(t.values["xs"] == .dimension(4) && t.types["xs"] == .dimension)
        #expect(t.dimension("size") == 8)
        #expect(set.warnings.map(\.description).contains("\(file):1:21: warning: scale is declared as number but written as the string \"2\"; it is read as the number 2. Write a JSON number (--strict refuses this)."), "\(set.warnings)")
        #expect(set.warnings.map(\.description).contains("\(file):2:18: warning: xs is declared as number but written as the string \"4px\"; it is read as the dimension 4px, since it has a unit. Write a JSON number, or give it $type dimension (--strict refuses this)."), "\(set.warnings)")
        let strict = try write(#"{"scale": {"$type": "number", "$value": "2"}}"#, "strict.tokens.json")
        let e = expectTokenError(.typeMismatch) { _ = try TokenSet.loadSet(files: [strict], validation: .strict) }
        #expect(e?.message.contains("a number is a JSON number, not a string") == true, "\(String(describing: e))")
    }

    // cross-file-refs-1: a typography with only its weight; reading it as text fails.
    @Test func partialTypographyIsKeptWithAWarning() throws {
        let file = try write(#"{"typo": {"value": {"fontWeight": "700"}, "type": "typography"}}"#)
        let set = try TokenSet.loadSet(files: [file])
        let t = set.allTables[0]
        #expect(t.values["typo"] == .composite(["fontWeight": .fontWeight(700)]))
        #expect(set.warnings.map(\.description).contains("\(file):1:20: warning: typo is a typography without \"fontFamily\", \"fontSize\" (a typography needs fontFamily, fontSize, fontWeight); it is kept with the members it has, as sd-transforms expands it, and a component that reads it as a typography fails (--strict refuses this)."), "\(set.warnings)")
        let e = expectTokenError(.typeMismatch) { try t.check([TokenRequirement("typo", .typography)], component: "Label") }
        #expect(e?.message.contains("reads typography token typo, but in the token set it has no fontFamily, fontSize") == true, "\(String(describing: e))")
        let strict = try write(#"{"typo": {"$type": "typography", "$value": {"fontWeight": 700}}}"#, "strict.tokens.json")
        let s = expectTokenError(.typeMismatch) { _ = try TokenSet.loadSet(files: [strict], validation: .strict) }
        #expect(s?.message.contains("typo is a typography but has no \"fontFamily\"") == true, "\(String(describing: s))")
    }

    // exclude-parent-keys: top-level groups are token sets; references name paths inside them.
    @Test func setExportsAreMergedWithAWarning() throws {
        let file = try write(#"""
            {"foo": {"core": {"color": {"value": "#FFFFFF", "type": "color"}},
                     "semantic": {"color": {"value": "{core.color}", "type": "color"}}},
             "bar": {"button": {"color": {"value": "{semantic.color}", "type": "color"}}}}
            """#)
        let set = try TokenSet.loadSet(files: [file])
        let t = set.allTables[0]
        #expect(t.values.keys.sorted() == ["button.color", "core.color", "semantic.color"])
        #expect(t.color("button.color").hex == "#FFFFFFFF")
        #expect(set.warnings.map(\.description).contains("\(file):2:42: warning: \(file) refers to \"{core.color}\", which names no token from the top level but does inside its top-level groups (foo, bar); the file is read as a Tokens Studio export of several token sets, merged in that order (sd-transforms' excludeParentKeys). Export the sets as files of their own, or write the full path (--strict refuses this)."), "\(set.warnings)")
    }

    // A reference that resolves as written keeps the file as it is: a typo is reported.
    @Test func aFileWhoseReferencesResolveIsNotReadAsSets() throws {
        let file = try write(##"{"color": {"red": {"value": "#FF0000", "type": "color"}, "text": {"value": "{color.red}", "type": "color"}, "bad": {"value": "{red}", "type": "color"}}}"##)
        let e = expectTokenError(.unknownAlias) { _ = try TokenSet.loadSet(files: [file]) }
        #expect(e?.message.contains("color.bad refers to {red}") == true, "\(String(describing: e))")
    }
}
