import DarkroomDiff
import DarkroomPNG
import Foundation

/// Figure 5: the differ on pixelmatch's benchmark as `bench.js` runs it (pairs 1a/1b to 7a/7b,
/// default options, threshold 0.1, counting only), best of 3; and the same pairs at threshold
/// 0.05 with the diff image painted, as `darkroom verify --report` does. Returns the first;
/// pixelmatch itself runs on the same pairs right after (`pixelmatchPeer`).
@discardableResult
func diffBench(root: String, rounds: Int) throws -> Double {
    let folder = root + "/Tests/DarkroomDiffTests/Fixtures/pixelmatch"
    let images = try (1...7).map { i in
        (try PNGDecoder.decode(contentsOf: "\(folder)/\(i)a.png"), try PNGDecoder.decode(contentsOf: "\(folder)/\(i)b.png"))
    }
    let pixels = images.map { Double($0.0.width * $0.0.height) }.reduce(0, +)
    func rate(_ options: DiffOptions, diffImage: Bool) throws -> (mps: Double, counts: [Int]) {
        let differ = ImageDiffer(options)
        let counts = try images.map { try differ.compare($0.0, $0.1, diffImage: diffImage).mismatchedPixels }
        var best = Double.infinity
        for _ in 0..<3 {
            best = min(best, try milliseconds { for _ in 0..<rounds { for (a, b) in images { _ = try differ.compare(a, b, diffImage: diffImage) } } })
        }
        return (pixels * Double(rounds) / 1e6 / (best / 1000), counts)
    }
    let bench = try rate(DiffOptions(), diffImage: false)
    let painted = try rate(DiffOptions(threshold: 0.05), diffImage: true)
    print("differ, pixelmatch's bench.js ported (pairs 1-7, default options, count only, best of 3 x \(rounds) rounds): \(format(bench.mps, 1)) MP/s; counts \(bench.counts)")
    print("  with the diff image painted, threshold 0.05: \(format(painted.mps, 1)) MP/s")
    return bench.mps
}
