import DarkroomDiff
import DarkroomPNG
import Foundation

/// The differ's throughput on the pixelmatch conformance pairs, with a diff image.
func diffBench(root: String, rounds: Int) throws {
    let folder = root + "/Tests/DarkroomDiffTests/Fixtures/pixelmatch"
    let pairs = [("1a", "1b"), ("2a", "2b"), ("3a", "3b"), ("4a", "4b"), ("5a", "5b"), ("6a", "6b"), ("7a", "7b")]
    let images = try pairs.map { (try PNGDecoder.decode(contentsOf: "\(folder)/\($0.0).png"), try PNGDecoder.decode(contentsOf: "\(folder)/\($0.1).png")) }
    let pixels = images.map { Double($0.0.width * $0.0.height) }.reduce(0, +) * Double(rounds)
    let differ = ImageDiffer(DiffOptions(threshold: 0.05))
    let ms = try milliseconds {
        for _ in 0..<rounds { for (a, b) in images { _ = try differ.compare(a, b) } }
    }
    print("differ: \(format(pixels / 1e6, 1)) megapixels in \(format(ms, 1)) ms = \(format(pixels / 1e6 / (ms / 1000), 1)) MP/s (pixelmatch fixtures 1-7, diff image on)")
}
