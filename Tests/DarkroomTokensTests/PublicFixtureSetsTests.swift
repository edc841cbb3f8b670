import Foundation
import Testing
@testable import DarkroomTokens

/// The fixture sets of sd-transforms and Terrazzo's parser (Fixtures/public, README there for
/// sources and licences), loaded as those projects' own tests load them. Each set is counted:
/// how many of its inputs load by default. Every one must (issue 19), and every one a lenient
/// load warns about must be refused by `--strict`, since each warning is a deviation.
@Suite struct PublicFixtureSetsTests {
    /// One input of a set: files loaded together, or a folder (through its resolver).
    struct Input: CustomTestStringConvertible, Sendable {
        var name: String
        var load: @Sendable (TokenValidation) throws -> TokenSet
        var testDescription: String { name }
    }

    struct FixtureSet: CustomTestStringConvertible, Sendable {
        var name: String
        var inputs: [Input]
        /// How many inputs the copied set has (README), so a lost file is noticed.
        var copied: Int
        var testDescription: String { name }
    }

    static let sdTransforms: FixtureSet = {
        let folder = Fixture.path("public/sd-transforms")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        // cross-file-refs.test.ts reads cross-file-refs-*.tokens.json together; the others one file each.
        let together = files.filter { $0.hasPrefix("cross-file-refs-") }
        var inputs = files.filter { !together.contains($0) }.map { name in
            Input(name: name) { try TokenSet.loadSet(files: [folder + "/" + name], validation: $0) }
        }
        inputs.append(Input(name: "cross-file-refs-*") { try TokenSet.loadSet(files: together.map { folder + "/" + $0 }, validation: $0) })
        return FixtureSet(name: "sd-transforms test/integration/tokens", inputs: inputs, copied: 11)
    }()

    static let terrazzoParser: FixtureSet = {
        let folder = Fixture.path("public/terrazzo-parser")
        let dirs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return FixtureSet(name: "Terrazzo packages/parser/test/fixtures", inputs: dirs.map { dir in
            Input(name: dir) { try TokenSet.load(directory: folder + "/" + dir, validation: $0) }
        }, copied: 6)
    }()

    @Test(arguments: [sdTransforms, terrazzoParser])
    func everyInputLoadsByDefault(_ set: FixtureSet) {
        var refused: [String] = []
        for input in set.inputs {
            do { _ = try input.load(.lenient) } catch { refused.append("\(input.name): \(error)") }
        }
        let loaded = set.inputs.count - refused.count
        #expect(refused.isEmpty, "\(set.name): \(loaded) of \(set.inputs.count) load by default; refused:\n\(refused.joined(separator: "\n"))")
        #expect(set.inputs.count == set.copied, "\(set.name): \(set.inputs.count) inputs found, \(set.copied) copied")
    }

    @Test(arguments: [sdTransforms, terrazzoParser])
    func everyInputWithWarningsIsRefusedByStrict(_ set: FixtureSet) throws {
        for input in set.inputs {
            guard let lenient = try? input.load(.lenient), !lenient.warnings.isEmpty else { continue }
            #expect(throws: TokenError.self, "\(input.name) loads with \(lenient.warnings.count) warnings, so --strict must refuse it") {
                _ = try input.load(.strict)
            }
        }
    }
}
