import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomTokens

/// `$ref` into another file, as Terrazzo reads it (its parser's `refs` fixture): lenient loads
/// inline the group or token with a warning at the `$ref`; strict loads refuse it.
@Suite struct FileReferenceTests {
    func folder(_ files: [String: String]) throws -> String {
        let folder = try Fixture.temporaryFolder("file-refs")
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let base = ##"{"base": {"color": {"$type": "color", "black": {"$value": "#111111"}, "blue": {"0": {"$value": "#0000AA"}, "1": {"$value": "#0000BB"}}}, "size": {"$type": "dimension", "2": {"$value": "2px"}}}}"##

    // A group's $ref brings the other file's group; members beside it override (deeply).
    @Test func groupsAndTokensFromAnotherFileAreInlinedWithAWarning() throws {
        let dir = try folder(["base/colors.json": Self.base, "dark.json": ##"""
            {"base": {
              "color": {"$ref": "./base/colors.json#/base/color", "black": {"$type": "color", "$value": "#000000"}, "blue": {"$ref": "./base/colors.json#/base/color/blue", "1": {"$type": "color", "$value": "#0000FF"}}},
              "size": {"$ref": "base/colors.json#/base/size"}}}
            """##])
        let dark = dir + "/dark.json"
        let set = try TokenSet.loadSet(files: [dark])
        let t = set.allTables[0]
        #expect(t.color("base.color.black").hex == "#000000FF", "the local token wins")
        #expect(t.color("base.color.blue.0").hex == "#0000AAFF", "the imported one stays")
        #expect(t.color("base.color.blue.1").hex == "#0000FFFF")
        #expect(t.dimension("base.size.2") == 2)
        #expect(t.locations["base.color.blue.0"]?.file == (dir + "/base/colors.json"), "errors in imported tokens name their own file")
        #expect(set.warnings.map(\.description).contains("\(dark):2:21: warning: base.color takes its tokens from ./base/colors.json#/base/color, another file, as Terrazzo reads $ref; DTCG 2025.10 joins files only through a resolver. Describe the files in a resolver (--strict refuses this)."), "\(set.warnings)")
        #expect(set.warnings.count == 3, "\(set.warnings)")
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.loadSet(files: [dark], validation: .strict) }
        #expect(e?.description.contains("\(dark):2:21: error: base.color takes its tokens from \"./base/colors.json#/base/color\", another file; DTCG 2025.10 joins files only through a resolver") == true, "\(String(describing: e))")
    }

    // Terrazzo's resolver-non-orthogonal-extends: "$extends": {"$ref": "contrast.json"}.
    @Test func extendsWithAFileReferenceInheritsTheFile() throws {
        let dir = try folder(["contrast.json": ##"{"weight": {"$type": "fontWeight", "normal": {"$value": 300}, "bold": {"$value": 600}}}"##,
                              "dark.json": ##"{"$extends": {"$ref": "./contrast.json"}, "weight": {"bold": {"$type": "fontWeight", "$value": 700}}}"##])
        let set = try TokenSet.loadSet(files: [dir + "/dark.json"])
        #expect(set.allTables[0].fontWeight("weight.normal") == 300)
        #expect(set.allTables[0].fontWeight("weight.bold") == 700)
        #expect(set.warnings.map(\.description) == ["\(dir)/dark.json:1:23: warning: The top level takes its tokens from ./contrast.json, another file, as Terrazzo reads $ref; DTCG 2025.10 joins files only through a resolver. Describe the files in a resolver (--strict refuses this)."])
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.loadSet(files: [dir + "/dark.json"], validation: .strict) }
        #expect(e?.message.contains("$extends = an object, but $extends must be a reference string") == true, "\(String(describing: e))")
    }

    // Files that include each other fail with the loop named, not by recursing forever.
    @Test func aLoopOfFilesIsAnError() throws {
        let dir = try folder(["a.json": ##"{"g": {"$ref": "b.json#/g"}}"##, "b.json": ##"{"g": {"$ref": "a.json#/g"}}"##])
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.loadSet(files: [dir + "/a.json"]) }
        #expect(e?.message.contains("the files refer to each other in a loop (a.json -> b.json -> a.json)") == true, "\(String(describing: e))")
    }

    // A missing file, a missing path inside one, and a URL are each an error at the $ref.
    @Test func unreadableTargetsAreErrorsAtTheReference() throws {
        let dir = try folder(["base.json": Self.base, "t.json": ##"{"a": {"$ref": "missing.json"}, "b": {"$ref": "base.json#/base/nothing"}, "c": {"$ref": "https://example.com/t.json"}}"##])
        let e = expectTokenError(.invalidToken) { _ = try TokenSet.loadSet(files: [dir + "/t.json"]) }
        let text = e?.description ?? ""
        #expect(text.contains("\(dir)/t.json:1:16: error: a refers to missing.json, but \(dir)/missing.json does not exist"), "\(text)")
        #expect(text.contains("b refers to base.json#/base/nothing, but \(dir)/base.json has no group or token at base/nothing"), "\(text)")
        #expect(text.contains("c refers to https://example.com/t.json; Darkroom reads token files from disk, not over the network"), "\(text)")
    }
}
