import DarkroomLayout
import DarkroomUI
import Testing

// background, overlay and shapes, each case in LTR and RTL.
@MainActor
@Suite("Layout suite: background, overlay and shapes") struct CompositionCases {
    /// A background bigger than the view does not change the view's size; it is centred on it.
    /// Source: Apple, `background(alignment:content:)`: "the background view ... is proposed the
    /// size of the modified view" and "the modified view's size ... determines the size of the
    /// result"; "Thinking in SwiftUI" (background's size is not reported to the parent).
    @Test(arguments: directions)
    func largerBackgroundKeepsTheSize(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack { block(20, 10, "box").background(DarkroomUI.Color.blue.frame(width: 40, height: 40)) }, direction)
        FrameExpectations(size: Size(width: 20, height: 10), ["root/box/background": Rect(x: -10, y: -15, width: 40, height: 40)]).check(scene, direction)
    }

    /// background(alignment: .leading) { ... }: a smaller background sits on the leading edge.
    /// Source: Apple, `background(alignment:content:)`, "alignment: The alignment that the
    /// modifier uses to position the implicit ZStack that groups the background views".
    @Test(arguments: directions)
    func backgroundLeading(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(30, 20, "box").background(alignment: .leading) { DarkroomUI.Color.blue.frame(width: 10, height: 10) }, direction)
        FrameExpectations(size: Size(width: 30, height: 20), ["root/background": Rect(x: 0, y: 5, width: 10, height: 10)]).check(scene, direction)
    }

    /// overlay(alignment: .bottomLeading) { ... } puts a badge in the leading bottom corner.
    /// Source: Apple, `overlay(alignment:content:)`.
    @Test(arguments: directions)
    func overlayBottomLeading(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(40, 40, "box").overlay(alignment: .bottomLeading) { DarkroomUI.Color.blue.frame(width: 8, height: 8) }, direction)
        FrameExpectations(size: Size(width: 40, height: 40), ["root/overlay": Rect(x: 0, y: 32, width: 8, height: 8)]).check(scene, direction)
    }

    /// A shape as an overlay takes the whole frame of the view it modifies.
    /// Source: Apple, `overlay(_:alignment:)` (the overlay is proposed the view's size); Apple,
    /// `Shape`: "a shape ... fills the frame of the view that contains it".
    @Test(arguments: directions)
    func shapeOverlayFillsTheView(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(40, 20, "box").overlay(Circle().strokeBorder(DarkroomUI.Color.blue, lineWidth: 1)), direction)
        FrameExpectations(size: Size(width: 40, height: 20), ["root/overlay": Rect(x: 0, y: 0, width: 40, height: 20)]).check(scene, direction)
    }

    /// Shapes take the whole proposal: a Capsule, a Circle and a RoundedRectangle offered 70 x 30
    /// are each 70 x 30 (the circle is drawn inside that frame). Source: Apple, `Shape`;
    /// "Thinking in SwiftUI", Layout ("shapes take the whole proposed size").
    @Test(arguments: directions)
    func shapesTakeTheProposal(direction: DarkroomLayout.LayoutDirection) {
        for scene in [Harness.scene(Capsule().fill(DarkroomUI.Color.red), direction, width: 70, height: 30),
                      Harness.scene(Circle().fill(DarkroomUI.Color.red), direction, width: 70, height: 30),
                      Harness.scene(RoundedRectangle(cornerRadius: 4, style: .circular).fill(DarkroomUI.Color.red), direction, width: 70, height: 30)] {
            FrameExpectations(size: Size(width: 70, height: 30)).check(scene, direction)
        }
    }

    /// padding then background: the background covers the padded area; background then padding:
    /// only the view. Source: WWDC19 session 237 and "Thinking in SwiftUI" (modifiers wrap the
    /// view, so their order decides what the background sees).
    @Test(arguments: directions)
    func modifierOrderMatters(direction: DarkroomLayout.LayoutDirection) {
        let outer = Harness.scene(block(10, 10, "box").padding(5).background(DarkroomUI.Color.blue), direction)
        FrameExpectations(size: Size(width: 20, height: 20), ["root/background": Rect(x: 0, y: 0, width: 20, height: 20)]).check(outer, direction)
        let inner = Harness.scene(block(10, 10, "box").background(DarkroomUI.Color.blue).padding(5), direction)
        FrameExpectations(size: Size(width: 20, height: 20), ["root/background": Rect(x: 5, y: 5, width: 10, height: 10)]).check(inner, direction)
    }
}
