import DarkroomLayout
import DarkroomUI
import Testing

// Text sizing and lineLimit, each case in LTR and RTL; expected sizes come from the same Pango
// measurement the engine uses, so the cases check the layout rules, not the fonts.
@MainActor
@Suite("Layout suite: text") struct TextCases {
    static let sentence = "Email me about product updates and offers"

    func measured(_ string: String, width: Double?, lineLimit: Int? = nil, _ direction: DarkroomLayout.LayoutDirection) -> TextMetrics {
        Harness.renderer.text.measure(TextSpec(string, font: DarkroomLayout.Font(size: 17), lineLimit: lineLimit), width: width, direction: direction)
    }

    /// A wrapped Text is as wide as its widest line, not as wide as the offer.
    /// Source: objc.io "Thinking in SwiftUI", Layout: Text "fits itself into the proposed width
    /// ... and reports the size it needs"; WWDC19 session 237 (the child chooses its size).
    @Test(arguments: directions)
    func wrappedTextTakesItsWidestLine(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Text(Self.sentence), direction, width: 150)
        let metrics = measured(Self.sentence, width: 150, direction)
        #expect(metrics.lines.count > 1)
        FrameExpectations(size: Size(width: metrics.lines.map(\.width).max()!, height: metrics.size.height)).check(scene, direction)
        #expect(scene.root.frame.width < 150)
    }

    /// lineLimit(1) in a narrow offer: one line (truncated), one line tall.
    /// Source: Apple, `lineLimit(_:)`: "The maximum number of lines that text can occupy in this view".
    @Test(arguments: directions)
    func lineLimitOne(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Text(Self.sentence).lineLimit(1), direction, width: 120)
        let oneLine = measured("Email", width: nil, direction)
        guard case .text(let run) = scene.root.content else { Issue.record("not text"); return }
        #expect(run.lines.count == 1)
        #expect(abs(scene.root.frame.height - oneLine.size.height) < 0.01)
        #expect(scene.root.frame.width <= 120)
    }

    /// lineLimit(2) where the text needs more: two lines; a generous limit changes nothing.
    /// Source: Apple, `lineLimit(_:)`.
    @Test(arguments: directions)
    func lineLimitTwo(direction: DarkroomLayout.LayoutDirection) {
        #expect(measured(Self.sentence, width: 80, direction).lines.count > 2)
        let limited = Harness.scene(Text(Self.sentence).lineLimit(2), direction, width: 80)
        guard case .text(let run) = limited.root.content else { Issue.record("not text"); return }
        #expect(run.lines.count == 2)
        let free = Harness.scene(Text(Self.sentence).lineLimit(10), direction, width: 80)
        #expect(free.root.frame.size == Harness.scene(Text(Self.sentence), direction, width: 80).root.frame.size)
    }

    /// A Text is offered what is left after its rigid siblings: it wraps to 100 - 30 - 8 = 62 at
    /// most and sits after the block. Source: WWDC19 session 237 (least flexible first: the
    /// fixed block, then the text); Apple, `HStack` default spacing.
    @Test(arguments: directions)
    func textBesideFixedBlock(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(alignment: .top) { block(30, 10, "box"); Text(Self.sentence).id("t") }, direction, width: 100)
        let metrics = measured(Self.sentence, width: 62, direction)
        let width = metrics.lines.map(\.width).max()!
        FrameExpectations(size: Size(width: 38 + width, height: metrics.size.height), [
            "root/box": Rect(x: 0, y: 0, width: 30, height: 10),
            "root/t": Rect(x: 38, y: 0, width: width, height: metrics.size.height),
        ]).check(scene, direction)
    }
}
