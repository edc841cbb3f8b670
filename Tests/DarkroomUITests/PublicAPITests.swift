import Foundation
import Testing

/// Every public declaration of DarkroomUI, UIKit and CoreGraphics is listed, either as Apple's
/// API (`PublicAPI/apple-sdk.txt`, each checked against the iOS 17 SDK's interface when it was
/// added) or as Darkroom's own (`PublicAPI/darkroom-additions.txt`). The declarations come from
/// `swift-symbolgraph-extract` over the built modules, so a changed signature, a new API or a
/// removed one fails here until the list is reviewed.
@Suite struct PublicAPITests {
    static let folder = CompileFailTests.repository + "/Tests/DarkroomUITests/PublicAPI"

    /// "module | parent | declaration" for every public symbol of `modules`, sorted.
    static func declarations(of modules: [String]) throws -> Set<String> {
        let output = NSTemporaryDirectory() + "darkroom-api-\(getpid())-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        for module in modules {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift-symbolgraph-extract", "-module-name", module, "-I", CompileFailTests.modules,
                                 "-I", CompileFailTests.repository + "/Sources/CDarkroom", "-target", "x86_64-unknown-linux-gnu",
                                 "-minimum-access-level", "public", "-output-dir", output] + (try CompileFailTests.cHeaderFlags())
            process.standardError = FileHandle.nullDevice
            // It leaves a TemporaryDirectory.* folder behind: in ours.
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": output]) { $1 }
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "swift-symbolgraph-extract \(module)")
        }
        var result = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: output) where file.hasSuffix(".symbols.json") {
            let module = String(file.prefix { $0 != "." })
            let data = try Data(contentsOf: URL(fileURLWithPath: output + "/" + file))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            for symbol in graph.symbols where !symbol.identifier.precise.contains("::SYNTHESIZED::") {
                let declaration = symbol.declarationFragments.map(\.spelling).joined()
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let parent = symbol.pathComponents.dropLast().joined(separator: ".")
                result.insert([module, parent, declaration].filter { !$0.isEmpty }.joined(separator: " | "))
            }
        }
        return result
    }

    static func listed(_ name: String) throws -> Set<String> {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
    }

    @Test func everyPublicDeclarationIsListed() throws {
        let actual = try Self.declarations(of: ["DarkroomUI", "DarkroomPreviewMacro", "UIKit", "CoreGraphics"])
        var apple = try Self.listed("apple-sdk.txt")
        let ours = try Self.listed("darkroom-additions.txt")
        // DARKROOM_RECORD_API=1 rewrites the Apple list from the modules (review the git diff:
        // every added line must be checked against Apple's interface).
        if ProcessInfo.processInfo.environment["DARKROOM_RECORD_API"] == "1" {
            let path = Self.folder + "/apple-sdk.txt"
            let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("#") }
            apple = actual.subtracting(ours)
            try (header.joined(separator: "\n") + "\n" + apple.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let unlisted = actual.subtracting(apple).subtracting(ours).sorted()
        let gone = apple.union(ours).subtracting(actual).sorted()
        #expect(unlisted.isEmpty, "public declarations in neither list (check each against Apple's interface, then add it):\n\(unlisted.joined(separator: "\n"))")
        #expect(gone.isEmpty, "listed declarations that no longer exist:\n\(gone.joined(separator: "\n"))")
        #expect(apple.isDisjoint(with: ours))
        // Apple's list names no Darkroom API.
        #expect(apple.allSatisfy { !$0.dropFirst($0.hasPrefix("DarkroomUI") ? 10 : 0).contains("darkroom") })
        #expect(actual.count > 1000)
    }
}

/// The part of a symbol graph the test reads.
private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Fragment: Decodable { let spelling: String }
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]
    }
    let symbols: [Symbol]
}
