import DarkroomDiff
import DarkroomPNG
import Foundation

/// Figure 5: the differ against pixelmatch itself, in one run.
///
/// Both run pixelmatch's benchmark as its `bench.js` does (pairs 1a/1b to 7a/7b, default
/// options, threshold 0.1, counting only), in short blocks that alternate, differ then
/// pixelmatch, `blocks` times; each side's figure is its fastest block. On a shared VM the
/// speed of both drifts within seconds (one run measured pixelmatch at 25.8, 42.4 and 38.5
/// MP/s in three blocks a minute apart, and the differ swings as far), so long blocks one
/// after the other let one side take a quiet spell and the other a busy one. Blocks of about
/// half a second each, alternating, give both sides the same spells. The ratio of each
/// block to its neighbour is printed too (median and range), so the spread shows.
/// The same pairs at threshold 0.05 with the diff image painted (as `darkroom verify
/// --report` does) are measured once, for information.
func differFigure(root: String, blocks: Int = 12) throws -> (differ: Double, pixelmatch: Double?) {
    let bench = try DiffBench(root: root)
    // About half a second each here: the differ runs ~5x as fast as pixelmatch.
    let ourRounds = 100, peerRounds = 20
    let counts = try bench.counts(DiffOptions())  // also warms up, as the script's first pass does
    let peer = PixelmatchPeer.start(root: root)
    var ours: [Double] = [], theirs: [Double] = []
    for _ in 0..<blocks {
        ours.append(try bench.rate(DiffOptions(), diffImage: false, rounds: ourRounds))
        if let seconds = peer?.seconds(rounds: peerRounds) { theirs.append(bench.pixels * Double(peerRounds) / 1e6 / seconds) }
    }
    let differ = ours.max() ?? 0
    print("differ, pixelmatch's bench.js ported (pairs 1-7, default options, count only, fastest of \(blocks) blocks of \(ourRounds) rounds): \(format(differ, 1)) MP/s; counts \(counts)")
    print("  blocks: \(ours.map { format($0, 0) }.joined(separator: ", ")) MP/s")
    var pixelmatch: Double?
    if let peer, theirs.count == blocks {
        pixelmatch = theirs.max()
        print("\(peer.about); fastest of \(blocks) blocks of \(peerRounds) rounds, each after one of the differ's: \(format(pixelmatch!, 1)) MP/s")
        print("  blocks: \(theirs.map { format($0, 1) }.joined(separator: ", ")) MP/s")
        let ratios = zip(ours, theirs).map { $0 / $1 }.sorted()
        print("  differ / pixelmatch, block by block: median \(format(ratios[ratios.count / 2], 2))x, \(format(ratios.first!, 2))-\(format(ratios.last!, 2))x")
    } else if peer != nil {
        print("pixelmatch: Tests/bench/pixelmatch_peer.js stopped answering after \(theirs.count) of \(blocks) blocks")
    }
    let painted = try (0..<3).map { _ in try bench.rate(DiffOptions(threshold: 0.05), diffImage: true, rounds: ourRounds) }.max()!
    print("  with the diff image painted, threshold 0.05: \(format(painted, 1)) MP/s (fastest of 3 blocks)")
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

    /// Megapixels per second over one block of `rounds` passes over the seven pairs.
    func rate(_ options: DiffOptions, diffImage: Bool, rounds: Int) throws -> Double {
        let differ = ImageDiffer(options)
        let elapsed = try milliseconds { for _ in 0..<rounds { for (a, b) in images { _ = try differ.compare(a, b, diffImage: diffImage) } } }
        return pixels * Double(rounds) / 1e6 / (elapsed / 1000)
    }
}
