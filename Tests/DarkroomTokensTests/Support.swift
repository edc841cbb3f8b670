import Foundation
import Testing
@testable import DarkroomTokens

/// Paths of the test fixtures (copied into the test bundle) and of the repo's Tokens/ folder.
enum Fixture {
    static var root: String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    }

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// The design system's own tokens, read from the repository like the CLI does.
    static var repoTokens: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tokens").path
    }

    /// This process's folder for test files. Folders of test processes that have ended are
    /// removed first (a test run cannot clean up after itself when it is killed).
    static let temporaryRoot: String = {
        let base = NSTemporaryDirectory() + "darkroom-tokentests"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard let pid = Int32(entry), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: base + "/" + entry)
        }
        return base + "/\(getpid())"
    }()

    /// A fresh folder for files a test writes (hostile inputs too large to commit).
    static func temporaryFolder(_ name: String) throws -> String {
        let path = temporaryRoot + "/\(name)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `text` written as `name` in a fresh folder; its path.
    static func temporaryFile(_ folder: String, _ name: String, _ text: String) throws -> String {
        let path = try temporaryFolder(folder) + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// Runs `body`, requires it to throw a `TokenError`, and returns the error for field checks.
@discardableResult
func expectTokenError(_ kind: TokenError.Kind, sourceLocation: SourceLocation_ = #_sourceLocation,
                      _ body: () throws -> Void) -> TokenError? {
    do {
        try body()
        Issue.record("expected a \(kind) error, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as TokenError {
        #expect(error.kind == kind, "unexpected error: \(error)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected TokenError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

typealias SourceLocation_ = Testing.SourceLocation
