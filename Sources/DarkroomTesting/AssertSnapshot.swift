import DarkroomDiff
import DarkroomLayout
import DarkroomPNG
import DarkroomSnapshot
import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Renders `view` and compares it, pixel for pixel, with the reference
/// `__Snapshots__/<test file>/<name>@<scale>x.png` beside the test file. Works in Swift
/// Testing and XCTest; the failure message carries the paths and the command to inspect
/// or re-record. Record mode comes from `DARKROOM_RECORD` (see `RecordMode`).
/// This form takes the package's own builder; teams call the SwiftUI one.
package func assertSnapshot(
    of view: some View, named name: String,
    direction: LayoutDirection = .leftToRight, scale: Int = 1, width: Double? = nil, background: Color? = .white,
    record: RecordMode = .current(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message = verifySnapshot(of: view, named: name, direction: direction, scale: scale, width: width,
                                 background: background, record: record, filePath: "\(filePath)")
    guard let message else { return }
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    fatalError(message)
    #endif
}

/// The check behind `assertSnapshot`: nil when the snapshot matches, else the message.
package func verifySnapshot(
    of view: some View, named name: String, direction: LayoutDirection = .leftToRight, scale: Int = 1,
    width: Double? = nil, background: Color? = .white, record: RecordMode = .current(), filePath: String
) -> String? {
    if let problem = RecordMode.problem() { return problem }
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent("\(name)@\(scale)x.png").path
    let sidecar = folder.appendingPathComponent("\(name)@\(scale)x.layout.txt").path
    let rerecord = "DARKROOM_RECORD=failed swift test --filter \(testFile.deletingPathExtension().lastPathComponent)"

    let rendered: RenderedView
    do {
        rendered = try RenderedView(view, direction: direction, scale: scale, width: width, background: background)
    } catch {
        return "snapshot \"\(name)\" could not be rendered: \(error)"
    }
    func writeReference(_ why: String) -> String {
        do {
            try AtomicFile.write(rendered.png, to: reference)
            try AtomicFile.write(rendered.scene.dump, to: sidecar)
            return "\(why): recorded \(reference). Check it, commit it, and run the test again."
        } catch {
            return "snapshot \"\(name)\": \(why), and the reference could not be written: \(error)"
        }
    }

    guard let stored = FileManager.default.contents(atPath: reference).map(Array.init) else {
        return record == .never
            ? "no reference for snapshot \"\(name)\" at \(reference) (record mode never). Record it with: DARKROOM_RECORD=missing swift test"
            : writeReference("no reference for snapshot \"\(name)\"")
    }
    if record == .all { return writeReference("record mode all") }
    if stored == rendered.png { return nil }

    let problem = describeDifference(stored: stored, reference: reference, rendered: rendered, sidecar: sidecar)
    guard let problem else { return nil }
    if record == .failed { return writeReference("snapshot \"\(name)\" changed (\(problem.summary))") }
    let actualPath = NSTemporaryDirectory() + "darkroom-snapshots/\(testFile.deletingPathExtension().lastPathComponent)/\(name)@\(scale)x.png"
    try? AtomicFile.write(rendered.png, to: actualPath)
    var diffPath = ""
    if let diff = problem.diff {
        diffPath = actualPath.replacingOccurrences(of: ".png", with: ".diff.png")
        try? AtomicFile.write(PNGEncoder.encode(diff), to: diffPath)
    }
    return """
        snapshot "\(name)" does not match its reference: \(problem.summary)
        \(problem.changes.map { "  - " + $0 }.joined(separator: "\n"))
          expected: \(reference)
          actual:   \(actualPath)\(diffPath.isEmpty ? "" : "\n  diff:     " + diffPath)
          inspect:  darkroom diff \(reference) \(actualPath) --out /tmp/diff.png
          re-record: \(rerecord)
        """
}

private struct Difference {
    let summary: String
    let changes: [String]
    let diff: RGBAImage?
}

/// nil when the pixels are equal after decoding (a reference written by another encoder).
private func describeDifference(stored: [UInt8], reference: String, rendered: RenderedView, sidecar: String) -> Difference? {
    let changes = SidecarDiff.explain(
        expected: FileManager.default.contents(atPath: sidecar).map { String(decoding: $0, as: UTF8.self) } ?? "",
        actual: rendered.scene.dump)
    let expected: RGBAImage, actual: RGBAImage
    do {
        expected = try PNGDecoder.decode(stored, source: reference)
        actual = try PNGDecoder.decode(rendered.png, source: "render")
    } catch {
        return Difference(summary: "the reference cannot be read (\(error))", changes: changes, diff: nil)
    }
    guard expected.width == actual.width, expected.height == actual.height else {
        return Difference(summary: "size changed from \(expected.width)x\(expected.height) to \(actual.width)x\(actual.height)",
                          changes: changes, diff: nil)
    }
    guard let result = try? ImageDiffer(DiffOptions(threshold: 0, includeAA: true)).compare(expected, actual),
          result.mismatchedPixels > 0 else { return nil }
    return Difference(summary: "\(result.mismatchedPixels) pixels differ", changes: changes, diff: result.diffImage)
}
