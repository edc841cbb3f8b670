import DarkroomLayout
import DarkroomPNG
import DarkroomTesting
import Foundation
import Testing

/// The assertSnapshot helper through `verifySnapshot`, which returns the failure message.
/// Every test points `filePath` into its own temp folder, so nothing is written into the repo.
@Suite struct AssertSnapshotTests {
    /// A test file path in a fresh temp folder; references go to `<folder>/__Snapshots__/<name>/`.
    struct FakeTestFile {
        let folder: String
        let name: String
        var path: String { folder + "/" + name + ".swift" }
        func reference(_ snapshot: String, scale: Int = 1) -> String { folder + "/__Snapshots__/\(name)/\(snapshot)@\(scale)x.png" }
        func sidecar(_ snapshot: String, scale: Int = 1) -> String { folder + "/__Snapshots__/\(name)/\(snapshot)@\(scale)x.layout.txt" }

        init(_ label: String) throws {
            let ws = try Workspace("assert-\(label)")
            folder = ws.root
            name = "FakeTests" + UUID().uuidString.prefix(8)
        }
    }

    func view(_ label: String = "Hello", color: Color = Color(red: 30, green: 111, blue: 229)) -> Node {
        HStack(spacing: 4) {
            Rectangle().fill(color).frame(width: 10, height: 10).id("swatch")
            Text(label).font(Font(family: "Roboto", size: 12)).id("label")
        }
        .padding(2)
    }

    @Test("a missing reference in record mode never fails and writes nothing")
    func missingNever() throws {
        let file = try FakeTestFile("never")
        let message = try #require(verifySnapshot(of: view(), named: "badge", record: .never, filePath: file.path))
        #expect(message.contains("no reference for snapshot \"badge\""))
        #expect(message.contains(file.reference("badge")))
        #expect(message.contains("DARKROOM_RECORD=missing"))
        #expect(!FileManager.default.fileExists(atPath: file.reference("badge")))
    }

    @Test("a missing reference in record mode missing is written and reported as recorded")
    func missingRecords() throws {
        let file = try FakeTestFile("missing")
        let message = try #require(verifySnapshot(of: view(), named: "badge", record: .missing, filePath: file.path))
        #expect(message.contains("recorded"))
        #expect(message.contains(file.reference("badge")))
        let png = try PNGDecoder.decode(contentsOf: file.reference("badge"))
        #expect(png.width > 0)
        let sidecar = try #require(bytes(file.sidecar("badge")))
        #expect(String(decoding: sidecar, as: UTF8.self).contains("swatch"))
        // Now it matches, in any mode that does not force a rewrite.
        #expect(verifySnapshot(of: view(), named: "badge", record: .missing, filePath: file.path) == nil)
        #expect(verifySnapshot(of: view(), named: "badge", record: .never, filePath: file.path) == nil)
        #expect(verifySnapshot(of: view(), named: "badge", record: .failed, filePath: file.path) == nil)
    }

    @Test("scale and name pick the reference file")
    func scaleInName() throws {
        let file = try FakeTestFile("scale")
        _ = verifySnapshot(of: view(), named: "wide", scale: 2, record: .missing, filePath: file.path)
        let one = try FakeTestFile("scale1")
        _ = verifySnapshot(of: view(), named: "wide", scale: 1, record: .missing, filePath: one.path)
        let two = try PNGDecoder.decode(contentsOf: file.reference("wide", scale: 2))
        let single = try PNGDecoder.decode(contentsOf: one.reference("wide", scale: 1))
        #expect(two.width == 2 * single.width)
    }

    @Test("a changed view does not match: the message has the paths, the layout change and the re-record command")
    func changedView() throws {
        let file = try FakeTestFile("changed")
        _ = verifySnapshot(of: view(), named: "badge", record: .missing, filePath: file.path)
        let reference = try #require(bytes(file.reference("badge")))
        for mode in [RecordMode.never, .missing] {
            let message = try #require(verifySnapshot(of: view(color: Color(red: 200, green: 0, blue: 0)), named: "badge",
                                                      record: mode, filePath: file.path))
            #expect(message.contains("does not match"), "\(message)")
            #expect(message.contains("pixels differ"), "\(message)")
            #expect(message.contains("expected: " + file.reference("badge")), "\(message)")
            #expect(message.contains("actual:"), "\(message)")
            #expect(message.contains("swatch fill changed"), "\(message)")
            #expect(message.contains("DARKROOM_RECORD=failed"), "\(message)")
            #expect(message.contains("darkroom diff "), "\(message)")
            #expect(bytes(file.reference("badge")) == reference, "mode \(mode) must not overwrite a failing reference")
            // The actual image is written where the message says.
            let actualLine = try #require(message.split(separator: "\n").first { $0.contains("actual:") })
            let actualPath = actualLine.split(separator: " ").last.map(String.init) ?? ""
            #expect(FileManager.default.fileExists(atPath: actualPath), "\(actualPath)")
        }
        try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "darkroom-snapshots/" + file.name)
    }

    @Test("a label that wraps is explained in the message")
    func reflowExplained() throws {
        let file = try FakeTestFile("reflow")
        _ = verifySnapshot(of: view(), named: "narrow", width: 70, record: .missing, filePath: file.path)
        let message = try #require(verifySnapshot(of: view("Hello there"), named: "narrow", width: 70,
                                                  record: .never, filePath: file.path))
        #expect(message.contains("does not match"))
        #expect(message.contains("went from 1 to 2 lines"), "\(message)")
    }

    @Test("record mode failed overwrites a failing reference, and the next check passes")
    func failedOverwrites() throws {
        let file = try FakeTestFile("failed")
        _ = verifySnapshot(of: view(), named: "badge", record: .missing, filePath: file.path)
        let old = bytes(file.reference("badge"))
        let changed = view("Changed")
        let message = try #require(verifySnapshot(of: changed, named: "badge", record: .failed, filePath: file.path))
        #expect(message.contains("recorded"), "\(message)")
        #expect(message.contains("changed"), "\(message)")
        #expect(bytes(file.reference("badge")) != old)
        #expect(verifySnapshot(of: changed, named: "badge", record: .never, filePath: file.path) == nil)
    }

    @Test("record mode all overwrites even a matching reference, and reports it")
    func allOverwrites() throws {
        let file = try FakeTestFile("all")
        _ = verifySnapshot(of: view(), named: "badge", record: .missing, filePath: file.path)
        let before = try FileStamp(file.reference("badge"))
        let same = try #require(verifySnapshot(of: view(), named: "badge", record: .all, filePath: file.path))
        #expect(same.contains("record mode all"))
        #expect(try FileStamp(file.reference("badge")) != before, "the reference was not rewritten")

        let changed = view("Other")
        #expect(verifySnapshot(of: changed, named: "badge", record: .all, filePath: file.path)?.contains("recorded") == true)
        #expect(verifySnapshot(of: changed, named: "badge", record: .never, filePath: file.path) == nil)
    }

    @Test("an unreadable reference is a failure that says so")
    func unreadableReference() throws {
        let file = try FakeTestFile("unreadable")
        _ = verifySnapshot(of: view(), named: "badge", record: .missing, filePath: file.path)
        try writeBytes(Array("garbage".utf8), file.reference("badge"))
        let message = try #require(verifySnapshot(of: view(), named: "badge", record: .never, filePath: file.path))
        #expect(message.contains("cannot be read"), "\(message)")
        #expect(message.contains(file.reference("badge")))
    }

    @Test("DARKROOM_RECORD picks the mode; CI defaults to never, a developer machine to missing")
    func recordModeFromEnvironment() {
        #expect(RecordMode.current([:]) == .missing)
        #expect(RecordMode.current(["DARKROOM_RECORD": "failed"]) == .failed)
        #expect(RecordMode.current(["DARKROOM_RECORD": "ALL"]) == .all)
        #expect(RecordMode.current(["DARKROOM_RECORD": "never"]) == .never)
        #expect(RecordMode.current(["CI": "true"]) == .never)
        #expect(RecordMode.current(["CI": "1"]) == .never)
        #expect(RecordMode.current(["CI": "false"]) == .missing)
        #expect(RecordMode.current(["CI": ""]) == .missing)
        // A typo records nothing and is reported, listing the valid modes.
        #expect(RecordMode.current(["DARKROOM_RECORD": "sometimes"]) == .never)
        #expect(RecordMode.problem(["DARKROOM_RECORD": "sometimes"]) == "DARKROOM_RECORD=sometimes is not a record mode; use one of: all, missing, failed, never (or unset it)")
        #expect(RecordMode.problem(["DARKROOM_RECORD": "Failed"]) == nil)
        #expect(RecordMode.problem([:]) == nil)
    }
}
