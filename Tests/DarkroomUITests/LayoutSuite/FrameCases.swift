import DarkroomLayout
import DarkroomUI
import Testing

// frame(width:height:alignment:), frame(minWidth:idealWidth:maxWidth:...) and fixedSize,
// each case in LTR and RTL.
@MainActor
@Suite("Layout suite: frames and fixedSize") struct FrameCases {
    /// A fixed frame is exactly its size and centres its child by default.
    /// Source: Apple, `frame(width:height:alignment:)`: "Positions this view within an invisible
    /// frame with the specified size"; alignment defaults to `.center`.
    @Test(arguments: directions)
    func fixedFrameCentres(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(10, 10, "box").frame(width: 50, height: 30), direction)
        FrameExpectations(size: Size(width: 50, height: 30), ["root": Rect(x: 20, y: 10, width: 10, height: 10)]).check(scene, direction)
    }

    /// frame(alignment: .bottomTrailing) puts the child in the trailing bottom corner (bottom
    /// left in RTL). Source: Apple, `frame(width:height:alignment:)`, "alignment: The alignment
    /// of this view inside the resulting frame".
    @Test(arguments: directions)
    func fixedFrameBottomTrailing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(10, 10, "box").frame(width: 50, height: 30, alignment: .bottomTrailing), direction)
        FrameExpectations(size: Size(width: 50, height: 30), ["root": Rect(x: 40, y: 20, width: 10, height: 10)]).check(scene, direction)
    }

    /// A frame smaller than its child does not shrink or clip it: the 30-wide child overflows
    /// the 10-wide frame equally on both sides. Source: objc.io "Thinking in SwiftUI", chapter
    /// Layout ("frames ... the child may be larger than the frame"; a fixed frame reports its
    /// own size whatever the child chooses).
    @Test(arguments: directions)
    func childOverflowsFixedFrame(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) { block(30, 10, "box").frame(width: 10) }, direction)
        FrameExpectations(size: Size(width: 10, height: 10), ["root/box": Rect(x: -10, y: 0, width: 30, height: 10)]).check(scene, direction)
    }

    /// frame(maxWidth: .infinity, alignment: .trailing) takes the whole offer and puts the child
    /// on its trailing edge. Source: Apple, `frame(minWidth:idealWidth:maxWidth:...)`; the
    /// frame's width is the proposal clamped to [min, max] ("Thinking in SwiftUI", Layout).
    @Test(arguments: directions)
    func infiniteMaxWidthTrailing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(20, 10, "box").frame(maxWidth: .infinity, alignment: .trailing), direction, width: 100)
        FrameExpectations(size: Size(width: 100, height: 10), ["root": Rect(x: 80, y: 0, width: 20, height: 10)]).check(scene, direction)
    }

    /// maxWidth: 50 offered 100: the frame is min(50, max(child 20, 100)) = 50, child centred.
    /// Source: OpenSwiftUI `FrameLayout.swift` (`_FlexFrameLayout.sizeThatFits`); Apple,
    /// `frame(minWidth:idealWidth:maxWidth:...)`.
    @Test(arguments: directions)
    func maxWidthClampsTheOffer(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(20, 10, "box").frame(maxWidth: 50), direction, width: 100)
        FrameExpectations(size: Size(width: 50, height: 10), ["root": Rect(x: 15, y: 0, width: 20, height: 10)]).check(scene, direction)
    }

    /// minWidth: 80 offered 50: the frame is at least 80 even though that overflows the offer.
    /// Source: as `maxWidthClampsTheOffer` (max(min, min(child, proposal))).
    @Test(arguments: directions)
    func minWidthBeatsTheOffer(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(20, 10, "box").frame(minWidth: 80, alignment: .leading), direction, width: 50)
        FrameExpectations(size: Size(width: 80, height: 10), ["root": Rect(x: 0, y: 0, width: 20, height: 10)]).check(scene, direction)
    }

    /// Ideal sizes: a colour with idealWidth 60 / idealHeight 20 is 60 x 20 when asked for its
    /// ideal size (fixedSize), and fills the offer otherwise.
    /// Source: Apple, `frame(minWidth:idealWidth:...)` and `fixedSize()` ("Fixes this view at its
    /// ideal size"); "Thinking in SwiftUI": a nil proposal asks for the ideal size.
    @Test(arguments: directions)
    func idealSizeRules(direction: DarkroomLayout.LayoutDirection) {
        let ideal = Harness.scene(Color.red.frame(idealWidth: 60, idealHeight: 20).fixedSize(), direction, width: 100, height: 100)
        FrameExpectations(size: Size(width: 60, height: 20)).check(ideal, direction)
        let offered = Harness.scene(Color.red.frame(idealWidth: 60, idealHeight: 20), direction, width: 100, height: 50)
        FrameExpectations(size: Size(width: 100, height: 50)).check(offered, direction)
    }

    /// A shape's (and a colour's) ideal size is 10 x 10: fixedSize() on a Color gives 10 x 10.
    /// Source: objc.io "Thinking in SwiftUI", Layout: shapes answer a nil proposal with 10 x 10;
    /// OpenSwiftUI `ShapeView`'s default size.
    @Test(arguments: directions)
    func shapeIdealSize(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Rectangle().fill(Color.red).fixedSize(), direction, width: 100, height: 100)
        FrameExpectations(size: Size(width: 10, height: 10)).check(scene, direction)
    }

    /// fixedSize(horizontal: true, vertical: false): the text takes its one-line width whatever
    /// the offered width. Source: Apple, `fixedSize(horizontal:vertical:)`: "Fixes this view at
    /// its ideal size in the specified dimensions".
    @Test(arguments: directions)
    func fixedSizeHorizontalOnly(direction: DarkroomLayout.LayoutDirection) {
        let string = "Email me about product updates"
        let line = Harness.renderer.text.measure(TextSpec(string, font: DarkroomLayout.Font(size: 17)), width: nil, direction: direction)
        let scene = Harness.scene(Text(string).fixedSize(horizontal: true, vertical: false), direction, width: 60)
        FrameExpectations(size: Size(width: line.size.width, height: line.size.height)).check(scene, direction)
    }

    /// fixedSize(horizontal: false, vertical: true): the text wraps at the offered width and is
    /// as tall as all its lines even when offered less height.
    /// Source: Apple, `fixedSize(horizontal:vertical:)` (the vertical ideal size at the given width).
    @Test(arguments: directions)
    func fixedSizeVerticalOnly(direction: DarkroomLayout.LayoutDirection) {
        let string = "Email me about product updates and offers"
        let wrapped = Harness.renderer.text.measure(TextSpec(string, font: DarkroomLayout.Font(size: 17)), width: 120, direction: direction)
        #expect(wrapped.lines.count > 1)
        let scene = Harness.scene(Text(string).fixedSize(horizontal: false, vertical: true), direction, width: 120, height: 10)
        #expect(abs(scene.root.frame.height - wrapped.size.height) < 0.01)
        #expect(scene.root.frame.width <= 120)
    }

    /// A frame with only a width keeps the child's height, and a Text in a wider frame keeps the
    /// width of its line (it does not stretch): leading alignment puts it at the frame's
    /// leading edge. Source: "Thinking in SwiftUI", Layout (Text is as wide as its text);
    /// Apple, `frame(width:height:alignment:)` ("nil: the view's own size on that axis").
    @Test(arguments: directions)
    func textInWiderFrame(direction: DarkroomLayout.LayoutDirection) {
        let line = Harness.renderer.text.measure(TextSpec("Hi", font: DarkroomLayout.Font(size: 17)), width: nil, direction: direction)
        let scene = Harness.scene(HStack { Text("Hi").id("t").frame(width: 200, alignment: .leading) }, direction)
        FrameExpectations(size: Size(width: 200, height: line.size.height),
                          ["root/t": Rect(x: 0, y: 0, width: line.size.width, height: line.size.height)]).check(scene, direction)
    }
}
