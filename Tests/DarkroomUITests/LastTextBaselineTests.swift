import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// `lastTextBaseline` aligns each child's last text line (Apple: "A guide that marks the
/// bottom-most text baseline in a view"); a child without text aligns its bottom. LTR and RTL.
@MainActor
@Suite struct LastTextBaselineTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

    /// The baselines of the lines of `string` in `scene`, top to bottom.
    func baselines(_ scene: Scene, _ string: String) -> [Double] {
        var found: [Double] = []
        scene.root.visit { if case .text(let run) = $0.content, run.spec.string == string { found += run.lines.map(\.baseline) } }
        return found
    }

    @Test(arguments: directions)
    func hstackAlignsLastLines(direction: DarkroomLayout.LayoutDirection) {
        let row = HStack(alignment: .lastTextBaseline, spacing: 8) {
            Text("first line\nsecond line").font(.system(size: 12))
            Text("Big").font(.system(size: 30))
        }
        let scene = Harness.scene(row, direction)
        let small = baselines(scene, "first line\nsecond line"), big = baselines(scene, "Big")
        #expect(small.count == 2 && big.count == 1)
        #expect(abs(small[1] - big[0]) < 1e-9, "\(small) \(big)")
        // With first-baseline alignment the big text meets the first line instead.
        let first = Harness.scene(HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("first line\nsecond line").font(.system(size: 12))
            Text("Big").font(.system(size: 30))
        }, direction)
        #expect(abs(baselines(first, "first line\nsecond line")[0] - baselines(first, "Big")[0]) < 1e-9)
    }

    @Test(arguments: directions)
    func nestedStacksAndViewsWithoutText(direction: DarkroomLayout.LayoutDirection) {
        let row = HStack(alignment: .lastTextBaseline, spacing: 4) {
            VStack(alignment: .leading, spacing: 2) { Text("Title").font(.headline); Text("Subtitle").font(.caption) }
            Color.red.frame(width: 10, height: 10)
            Text("Price").font(.title)
        }
        let scene = Harness.scene(row, direction)
        #expect(abs(baselines(scene, "Subtitle")[0] - baselines(scene, "Price")[0]) < 1e-9)
        // The square's bottom sits on the same line.
        var square: Rect?
        scene.root.visit { if case .shape = $0.content { square = $0.frame } }
        #expect(abs((square?.maxY ?? 0) - baselines(scene, "Price")[0]) < 1e-9)
    }

    @Test(arguments: directions)
    func zstackAlignsLastLines(direction: DarkroomLayout.LayoutDirection) {
        let stack = ZStack(alignment: Alignment(horizontal: .leading, vertical: .lastTextBaseline)) {
            Text("one\ntwo\nthree").font(.system(size: 12))
            Text("Z").font(.system(size: 24))
        }
        let scene = Harness.scene(stack, direction)
        #expect(abs(baselines(scene, "one\ntwo\nthree")[2] - baselines(scene, "Z")[0]) < 1e-9)
    }
}
