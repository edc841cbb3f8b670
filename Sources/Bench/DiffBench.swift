import DarkroomDiff
import DarkroomPNG
import Foundation

/// Figure 5: the differ against pixelmatch itself, in one run.
///
/// Each side runs pixelmatch's benchmark as `bench.js` does (pairs 1a/1b to 7a/7b, default
/// options, threshold 0.1, counting only), best of 3 x `rounds`. The two alternate
/// `alternations` times, differ then pixelmatch, and each side's figure is its best block:
/// on a shared VM the speed of both drifts within a run (pixelmatch measured 69-75 MP/s and
/// the differ 312-413 MP/s across four runs of one build), and alternating lets each side
/// see the same quiet and busy spells instead of one getting the first half of the run and
/// the other the second. Every alternation's ratio is printed too, so the spread shows.
/// The same pairs at threshold 0.05 with the diff image painted (as `darkroom verify
/// --report` does) are measured once, for information.
func differFigure(root: String, rounds: Int, alternations: Int) throws -> (differ: Double, pixelmatch: Double?) {
    let bench = try DiffBench(root: root)
    var differ = 0.0, pixelmatch: Double?
    for alternation in 1...alternations {
        let ours = try bench.rate(DiffOptions(), diffImage: false, rounds: rounds)
        let peer = pixelmatchPeer(root: root, rounds: rounds, printing: alternation == 1)
        differ = max(differ, ours)
        if let peer { pixelmatch = max(pixelmatch ?? 0, peer) }
        print("  differ round \(alternation) of \(alternations): \(format(ours, 1)) MP/s; pixelmatch \(peer.map { "\(format($0, 1)) MP/s -> \(format(ours / $0, 2))x" } ?? "did not run")")
    }
    print("differ, pixelmatch's bench.js ported (pairs 1-7, default options, count only, best of \(alternations) x 3 x \(rounds) rounds): \(format(differ, 1)) MP/s; counts \(try bench.counts(DiffOptions()))")
    let painted = try bench.rate(DiffOptions(threshold: 0.05), diffImage: true, rounds: rounds)
    print("  with the diff image painted, threshold 0.05: \(format(painted, 1)) MP/s")
    return (differ, pixelmatch)
}

/// pixelmatch's seven fixture pairs, decoded once.
struct DiffBench {
    let images: [(RGBAImage, RGBAImage)]
    let pixels: Double

    init(root: String) throws {
        let folder = root + "/Tests/DarkroomDiffTests/Fixtures/pixelmatch"
        images = try (1...7).map { i in
            (try PNGDecoder.decode(contentsOf: "\(folder)/\(i)a.png"), try PNGDecoder.decode(contentsOf: "\(folder)/\(i)b.png"))
        }
        pixels = images.map { Double($0.0.width * $0.0.height) }.reduce(0, +)
    }

    /// Mismatched pixels per pair (pixelmatch's own counts for its fixtures).
    func counts(_ options: DiffOptions) throws -> [Int] {
        let differ = ImageDiffer(options)
        return try images.map { try differ.compare($0.0, $0.1, diffImage: false).mismatchedPixels }
    }

    /// Megapixels per second: the best of 3 blocks of `rounds` passes over the seven pairs.
    func rate(_ options: DiffOptions, diffImage: Bool, rounds: Int) throws -> Double {
        let differ = ImageDiffer(options)
        var best = Double.infinity
        for _ in 0..<3 {
            best = min(best, try milliseconds { for _ in 0..<rounds { for (a, b) in images { _ = try differ.compare(a, b, diffImage: diffImage) } } })
        }
        return pixels * Double(rounds) / 1e6 / (best / 1000)
    }
}
