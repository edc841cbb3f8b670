import DarkroomDiff
import DarkroomPNG
import Foundation
import SnapshotTesting

/// A render that failed stands in the snapshot's place as a marked byte string, so the
/// comparison fails with the render's own message rather than a quiet empty image.
enum RenderFailure {
    private static let marker = Array("darkroom render error: ".utf8)

    static func encode(_ error: any Error) -> Data { Data(marker + Array("\(error)".utf8)) }

    static func message(_ data: Data) -> String? {
        let bytes = Array(data)
        guard bytes.starts(with: marker) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Diffing where Value == Data {
    /// PNG bytes compared as pixels with Darkroom's pixelmatch-compatible differ.
    static func darkroomImage(precision: Float, perceptualPrecision: Float) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let failure = RenderFailure.message(actual) { return (failure, []) }
            if reference == actual { return nil }
            let expected: RGBAImage, rendered: RGBAImage
            do {
                expected = try PNGDecoder.decode(Array(reference), source: "reference")
                rendered = try PNGDecoder.decode(Array(actual), source: "snapshot")
            } catch {
                return ("the reference cannot be read as a PNG: \(error)", [])
            }
            guard expected.width == rendered.width, expected.height == rendered.height else {
                return ("the snapshot is \(rendered.width)x\(rendered.height) pixels; the reference is \(expected.width)x\(expected.height)",
                        [.data(actual, name: "actual.png")])
            }
            let threshold = perceptualPrecision >= 1 ? 0 : Double(1 - perceptualPrecision)
            guard let result = try? ImageDiffer(DiffOptions(threshold: threshold, includeAA: true)).compare(expected, rendered) else {
                return ("the images could not be compared", [])
            }
            let total = expected.width * expected.height
            let matching = 1 - Double(result.mismatchedPixels) / Double(max(total, 1))
            guard matching < Double(precision) else { return nil }
            var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(actual, name: "actual.png")]
            if let diff = result.diffImage { attachments.append(.data(Data(PNGEncoder.encode(diff)), name: "difference.png")) }
            return ("\(result.mismatchedPixels) of \(total) pixels differ (\(String(format: "%.4f", matching)) match; precision \(precision) required)",
                    attachments)
        }
    }
}
