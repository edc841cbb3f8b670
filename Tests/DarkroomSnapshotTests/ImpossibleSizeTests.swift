import DarkroomSnapshot
import DarkroomTokens
import Foundation
import Testing

/// Token values that no canvas can hold, or that cannot be lengths, fail with the snapshot
/// or component and the token named, before anything is drawn.
@Suite struct ImpossibleSizeTests {
    /// `space.swatch` sizes Badge's swatch; 100000px makes a canvas no surface can hold.
    @Test("a huge dimension fails naming the snapshot, the token and the limit")
    func hugeDimension() throws {
        let ws = try Workspace("huge")
        let core = ws.tokens + "/core.tokens.json"
        let text = try String(contentsOfFile: core, encoding: .utf8).replacingOccurrences(of: "\"10px\"", with: "\"100000px\"")
        try text.write(toFile: core, atomically: true, encoding: .utf8)
        let context = try ws.context()
        let variants = try ws.select(context) { $0.components = ["Dot"] }
        do {
            try ws.render(context, into: ws.store(), variants: variants)
            Issue.record("the run did not fail")
        } catch let error as SnapshotError {
            let message = error.description
            #expect(message.contains("snapshot Dot/"), "\(message)")
            #expect(message.contains("over the limit of 16384 pixels a side"), "\(message)")
            #expect(message.contains("space.swatch = 100000px"), "\(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: ws.store().path("Dot")), "nothing was written for the failing snapshot")
    }

    /// `1e308` used to reach the canvas check and trap in a Double-to-Int conversion.
    @Test("a 1e308 dimension is refused when the tokens load, naming the token, and nothing traps")
    func absurdDimension() throws {
        let ws = try Workspace("absurd")
        let core = ws.tokens + "/core.tokens.json"
        let text = try String(contentsOfFile: core, encoding: .utf8).replacingOccurrences(of: "\"10px\"", with: "1e308")
        try text.write(toFile: core, atomically: true, encoding: .utf8)
        do {
            _ = try ws.context()
            Issue.record("a 1e308 dimension was accepted")
        } catch let error as TokenError {
            #expect(error.description.contains("space.swatch is 1e+308 px, out of range"), "\(error)")
            #expect(error.description.contains("core.tokens.json:"), "\(error)")
        }
    }

    @Test("a negative length is a type error naming the token, the component and where the token is")
    func negativeLength() throws {
        let ws = try Workspace("negative")
        let core = ws.tokens + "/core.tokens.json"
        let text = try String(contentsOfFile: core, encoding: .utf8).replacingOccurrences(of: "\"4px\"", with: "\"-8px\"")
        try text.write(toFile: core, atomically: true, encoding: .utf8)
        do {
            _ = try ws.context()
            Issue.record("a negative gap was accepted")
        } catch let error as TokenError {
            #expect(error.kind == .typeMismatch)
            #expect(error.description.contains("component Badge reads token space.gap as a length"), "\(error)")
            #expect(error.description.contains("cannot be negative"), "\(error)")
            #expect(error.description.contains("core.tokens.json:"), "the token's file and line are named: \(error)")
        }
    }

    @Test("a component may declare a signed dimension, which may be negative")
    func signedDimension() throws {
        let table = try TokenSet.load(files: [writeTemp("{\"offset\": {\"$type\": \"dimension\", \"$value\": \"-2px\"}}")])
        try table.check([TokenRequirement("offset", .dimension, allowsNegative: true)], component: "Shifted")
        #expect(throws: TokenError.self) { try table.check([TokenRequirement("offset", .dimension)], component: "Sized") }
    }

    func writeTemp(_ text: String) throws -> String {
        let path = try Workspace("signed").root + "/signed.tokens.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
