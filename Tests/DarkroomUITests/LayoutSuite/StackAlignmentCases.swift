import DarkroomLayout
import DarkroomUI
import Testing

// Stack and ZStack alignment, each case in LTR and RTL (RTL: the LTR frames mirrored).
@MainActor
@Suite("Layout suite: stack alignment") struct StackAlignmentCases {
    /// HStack(alignment:) aligns children across the axis: `.top`, `.center` (the default) and
    /// `.bottom`. Source: Apple, `HStack.init(alignment:spacing:content:)`, "the guide for
    /// aligning the subviews in this stack"; the stack is as tall as its tallest child.
    @Test(arguments: directions, [(DarkroomUI.VerticalAlignment.top, 0.0), (.center, 10), (.bottom, 20)])
    func hstackVerticalAlignment(direction: DarkroomLayout.LayoutDirection, alignment: (DarkroomUI.VerticalAlignment, Double)) {
        let scene = Harness.scene(HStack(alignment: alignment.0, spacing: 0) {
            block(10, 10, "a")
            block(10, 30, "b")
        }, direction)
        FrameExpectations(size: Size(width: 20, height: 30), [
            "root/a": Rect(x: 0, y: alignment.1, width: 10, height: 10),
            "root/b": Rect(x: 10, y: 0, width: 10, height: 30),
        ]).check(scene, direction)
    }

    /// VStack(alignment: .trailing): children on the trailing edge, the left one in RTL.
    /// Source: Apple, `VStack.init(alignment:spacing:content:)` and `HorizontalAlignment.trailing`
    /// ("a guide that marks the trailing edges of the view"); RTL mirrors leading/trailing
    /// (Apple, "Supporting right-to-left languages").
    @Test(arguments: directions, [(DarkroomUI.HorizontalAlignment.leading, 0.0), (.center, 10), (.trailing, 20)])
    func vstackHorizontalAlignment(direction: DarkroomLayout.LayoutDirection, alignment: (DarkroomUI.HorizontalAlignment, Double)) {
        let scene = Harness.scene(VStack(alignment: alignment.0, spacing: 0) {
            block(10, 10, "a")
            block(30, 5, "b")
        }, direction)
        FrameExpectations(size: Size(width: 30, height: 15), [
            "root/a": Rect(x: alignment.1, y: 0, width: 10, height: 10),
            "root/b": Rect(x: 0, y: 10, width: 30, height: 5),
        ]).check(scene, direction)
    }

    /// ZStack(alignment:) with each of the nine alignments: the stack is the union of its
    /// children (40 x 20) and the small child sits at the alignment's point.
    /// Source: Apple, `ZStack.init(alignment:content:)`, "the guide for aligning the subviews in
    /// this stack on both the x- and y-axes"; `Alignment` constants (topLeading...bottomTrailing).
    @Test(arguments: directions, [
        (DarkroomUI.Alignment.topLeading, 0.0, 0.0), (.top, 15, 0), (.topTrailing, 30, 0),
        (.leading, 0, 5), (.center, 15, 5), (.trailing, 30, 5),
        (.bottomLeading, 0, 10), (.bottom, 15, 10), (.bottomTrailing, 30, 10),
    ])
    func zstackAlignment(direction: DarkroomLayout.LayoutDirection, alignment: (DarkroomUI.Alignment, Double, Double)) {
        let scene = Harness.scene(ZStack(alignment: alignment.0) {
            block(40, 20, "big")
            block(10, 10, "small")
        }, direction)
        FrameExpectations(size: Size(width: 40, height: 20), [
            "root/big": Rect(x: 0, y: 0, width: 40, height: 20),
            "root/small": Rect(x: alignment.1, y: alignment.2, width: 10, height: 10),
        ]).check(scene, direction)
    }

    /// HStack(alignment: .firstTextBaseline): texts of different sizes share one baseline, so
    /// the smaller text is lowered by the difference of their baselines.
    /// Source: Apple, `VerticalAlignment.firstTextBaseline`, "a guide that marks the top-most text
    /// baseline in a view". (`lastTextBaseline` has its own suite, `LastTextBaselineTests`.)
    @Test(arguments: directions)
    func hstackFirstTextBaseline(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Ag").font(.system(size: 34)).id("big")
            Text("Ag").font(.system(size: 12)).id("small")
        }, direction)
        func baseline(_ size: Double) -> Double {
            Harness.renderer.text.measure(TextSpec("Ag", font: DarkroomLayout.Font(size: size)), width: nil, direction: direction).lines[0].baseline
        }
        let big = try! #require(scene.frame("root/big")), small = try! #require(scene.frame("root/small"))
        #expect(big.minY == 0)
        #expect(abs((small.minY + baseline(12)) - (big.minY + baseline(34))) < 0.01)
        #expect(abs(small.minY - (baseline(34) - baseline(12))) < 0.01)
    }
}
