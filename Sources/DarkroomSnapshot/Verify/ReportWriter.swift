import DarkroomManifest
import DarkroomPNG
import Foundation

/// Writes a failure's images (expected, actual, diff, and all three side by side) and
/// the report index. Paths in the report are relative to its folder.
struct ReportWriter {
    let directory: String

    func failure(id: String, kind: VerifyFailure.Kind, expected: [UInt8]?, actual: [UInt8]?, diff: RGBAImage?,
                 pixels: Int, changes: [String], actualSidecar: [UInt8]? = nil, record: SnapshotRecord? = nil) throws -> VerifyFailure {
        func put(_ bytes: [UInt8]?, _ name: String) throws -> String? {
            guard let bytes else { return nil }
            let relative = id + "/" + name
            try AtomicFile.write(bytes, to: ConfinedPath.join(directory, relative))
            return relative
        }
        let expectedImage = expected.flatMap { try? PNGDecoder.decode($0, source: "expected") }
        let actualImage = actual.flatMap { try? PNGDecoder.decode($0, source: "actual") }
        let triptych = Triptych.compose([expectedImage, diff, actualImage])
        return VerifyFailure(
            id: id, kind: kind,
            expected: try put(expected, "expected.png"), actual: try put(actual, "actual.png"),
            diff: try put(diff.map(PNGEncoder.encode), "diff.png"),
            triptych: try put(PNGEncoder.encode(triptych), "triptych.png"),
            mismatchedPixels: pixels, changes: changes,
            actualSidecar: try put(actualSidecar, "actual.layout.txt"), record: record)
    }

    func writeIndex(_ report: VerifyReport) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(report)), to: directory + "/report.json")
    }
}
