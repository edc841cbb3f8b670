import DarkroomLayout
import DarkroomUI
import Testing

// The forms of padding, each case in LTR and RTL (leading and trailing swap in RTL).
@MainActor
@Suite("Layout suite: padding") struct PaddingCases {
    /// padding(EdgeInsets): each logical edge its own length; in RTL the leading inset is on the
    /// right. Source: Apple, `padding(_ insets: EdgeInsets)`; `EdgeInsets` (top, leading,
    /// bottom, trailing).
    @Test(arguments: directions)
    func edgeInsets(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(10, 10, "box").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), direction)
        FrameExpectations(size: Size(width: 16, height: 14), ["root": Rect(x: 2, y: 1, width: 10, height: 10)]).check(scene, direction)
    }

    /// padding(.horizontal, 8): leading and trailing only.
    /// Source: Apple, `padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`.
    @Test(arguments: directions)
    func horizontalEdges(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(10, 10, "box").padding(.horizontal, 8), direction)
        FrameExpectations(size: Size(width: 26, height: 10), ["root": Rect(x: 8, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// padding(.vertical) with no length: the platform default, 16, on top and bottom.
    /// Source: Apple, `padding(_:_:)`: "If you set the value to nil, SwiftUI uses a
    /// platform-specific default amount" (16 on iOS: OpenSwiftUI `DefaultPadding.swift`).
    @Test(arguments: directions)
    func verticalDefault(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(10, 10, "box").padding(.vertical), direction)
        FrameExpectations(size: Size(width: 10, height: 42), ["root": Rect(x: 0, y: 16, width: 10, height: 10)]).check(scene, direction)
    }

    /// padding(.trailing, 12): the space is after the view (on its left in RTL).
    /// Source: Apple, `padding(_:_:)`; `Edge.trailing`.
    @Test(arguments: directions)
    func trailingEdge(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(block(10, 10, "box").padding(.trailing, 12), direction)
        FrameExpectations(size: Size(width: 22, height: 10), ["root": Rect(x: 0, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// Padding proposes the offer less its insets: a Color padded by 10 in 100 x 50 is 80 x 30.
    /// Source: WWDC19 session 237 (padding offers its child the proposed size minus the insets
    /// and reports the child's size plus them).
    @Test(arguments: directions)
    func paddingShrinksTheProposal(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Color.red.id("c").padding(10), direction, width: 100, height: 50)
        FrameExpectations(size: Size(width: 100, height: 50), ["root": Rect(x: 10, y: 10, width: 80, height: 30)]).check(scene, direction)
    }
}
