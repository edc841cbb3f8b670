import Foundation
import Testing
@testable import DarkroomGallery

/// `darkroom gallery --audit FILE` reads the audit's JSON as untrusted input.
/// A class, so each test's folder goes when its instance does.
@Suite final class AuditNotesTests {
    let folder = NSTemporaryDirectory() + "darkroom-audit-notes-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/audit.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("findings are grouped by variant and found for every scale of it")
    func groups() throws {
        let path = try write("""
            {"format": 1, "snapshots": 2, "findings": [
              {"rule": "touch-target", "snapshot": "CheckboxView/a-ltr", "node": "root", "text": "", "message": "24 x 24", "numbers": {}, "baseline": "new"},
              {"rule": "text-contrast", "snapshot": "CheckboxView/a-ltr", "node": "root/label", "text": "", "message": "3.94:1", "numbers": {}, "baseline": "accepted"}]}
            """)
        let notes = try AuditNotes.load(at: path)
        #expect(notes.count == 2)
        #expect(notes.notes(forSnapshot: "CheckboxView/a-ltr@2x")?.map(\.new) == [true, false])
        #expect(notes.notes(forSnapshot: "CheckboxView/b-ltr@1x") == nil)
    }

    @Test("bad files name the file, the place and the field", arguments: [
        ("[]", "not an audit report of format 1"),
        ("{\"format\": 1}", "findings: missing"),
        ("{\"format\": 1, \"findings\": [{\"rule\": 3}]}", "findings[0].baseline: missing or not a string"),
        ("{\"format\": 1, \"findings\": [{\"rule\": \"r\", \"snapshot\": \"s\", \"node\": \"n\", \"message\": \"m\", \"baseline\": \"maybe\"}]}",
         "findings[0].baseline: \"maybe\" is neither"),
        ("{", "1:2:"),
    ])
    func refusals(text: String, expected: String) throws {
        let path = try write(text)
        do {
            _ = try AuditNotes.load(at: path)
            Issue.record("expected an error")
        } catch let error as GalleryError {
            #expect(error.description.contains(path) && error.description.contains(expected), "\(error)")
        }
    }

    @Test("a missing file says how to make one")
    func missing() {
        #expect(throws: GalleryError.self) { try AuditNotes.load(at: "/nonexistent/audit.json") }
        do { _ = try AuditNotes.load(at: "/nonexistent/audit.json") } catch { #expect("\(error)".contains("darkroom audit --json")) }
    }
}
