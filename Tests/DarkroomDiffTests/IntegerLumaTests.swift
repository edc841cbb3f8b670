@testable import DarkroomDiff
import Testing

/// `IntegerLuma` stands in for pixelmatch's Double brightness deltas between opaque pixels; these
/// check the two facts its argument rests on.
@Suite("integer luma")
struct IntegerLumaTests {
    /// Equal lumas only from equal colours: no small integer relation between the three weights.
    /// Differences of channel differences lie in -510...510, so that is the range that matters.
    @Test func weightsHaveNoSmallIntegerRelation() {
        var relations: [(Int64, Int64, Int64)] = []
        for a in Int64(-510)...510 {
            for b in Int64(-510)...510 {
                let partial = a * IntegerLuma.red + b * IntegerLuma.green
                guard partial % IntegerLuma.blue == 0 else { continue }
                let c = -partial / IntegerLuma.blue
                if abs(c) <= 510 && (a, b, c) != (0, 0, 0) { relations.append((a, b, c)) }
            }
        }
        #expect(relations.isEmpty, "\(relations.prefix(3))")
    }

    /// pixelmatch's Double delta (centre minus neighbour) against the integer lumas: the same
    /// zeroes, signs and order, on seeded colours and on neighbours one step apart in a channel.
    @Test func deltasOrderAsLumas() {
        func word(_ c: (Int, Int, Int)) -> UInt32 { UInt32(c.0) | UInt32(c.1) << 8 | UInt32(c.2) << 16 | 0xFF00_0000 }
        func delta(_ p: (Int, Int, Int), _ q: (Int, Int, Int)) -> Double {
            Double(p.0 - q.0) * 0.29889531 + Double(p.1 - q.1) * 0.58662247 + Double(p.2 - q.2) * 0.11448223
        }
        var random = SceneRandom(seed: 11)
        func colour() -> (Int, Int, Int) { (random.below(256), random.below(256), random.below(256)) }
        var mismatches = 0
        for _ in 0..<20_000 {
            let centre = colour(), n1 = colour()
            let step = random.below(3)
            // Near ties: a second neighbour one unit away from the first in one channel.
            let n2 = random.below(2) == 0 ? colour()
                : (min(n1.0 + (step == 0 ? 1 : 0), 255), min(n1.1 + (step == 1 ? 1 : 0), 255), min(n1.2 + (step == 2 ? 1 : 0), 255))
            let l = IntegerLuma.of(word(centre)), l1 = IntegerLuma.of(word(n1)), l2 = IntegerLuma.of(word(n2))
            let d1 = delta(centre, n1), d2 = delta(centre, n2)
            if (d1 == 0) != (l == l1) || (d1 < 0) != (l < l1) { mismatches += 1 }
            if (d1 < d2) != (l1 > l2) || (d1 == d2) != (l1 == l2) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
