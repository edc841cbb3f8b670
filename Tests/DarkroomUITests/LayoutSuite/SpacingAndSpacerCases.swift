import DarkroomLayout
import DarkroomUI
import Testing

// Stack spacing (nil, explicit, 0) and Spacer, each case in LTR and RTL.
@MainActor
@Suite("Layout suite: spacing and spacers") struct SpacingAndSpacerCases {
    /// An explicit spacing is the distance between every pair of adjacent views: 10 + 20 + 20.
    /// Source: Apple, `HStack.init(alignment:spacing:content:)`: "The distance between adjacent
    /// subviews, or nil if you want the stack to choose a default distance for each pair".
    @Test(arguments: directions)
    func explicitSpacing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 20) { block(10, 10, "a"); block(20, 10, "b") }, direction)
        FrameExpectations(size: Size(width: 50, height: 10), ["root/b": Rect(x: 30, y: 0, width: 20, height: 10)]).check(scene, direction)
    }

    /// spacing: 0 puts the views edge to edge. Source: as `explicitSpacing`.
    @Test(arguments: directions)
    func zeroSpacing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack(spacing: 0) { block(10, 10, "a"); block(10, 20, "b") }, direction)
        FrameExpectations(size: Size(width: 10, height: 30), ["root/b": Rect(x: 0, y: 10, width: 10, height: 20)]).check(scene, direction)
    }

    /// With the default spacing, a Spacer keeps no gap from its neighbours: at its ideal size
    /// the row is 10 + 8 (the spacer's default minimum) + 10 = 28, not 10 + 8 + 8 + 8 + 10.
    /// Source: OpenSwiftUI `Spacer.swift`, `SpacerLayoutComputer.Engine.spacing()` (zero distance
    /// on both edges) and `sizeThatFits` (minLength nil is the default spacing, 8 on iOS).
    @Test(arguments: directions)
    func spacerKeepsNoDefaultGap(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack { block(10, 10, "a"); Spacer(); block(10, 10, "b") }.fixedSize(), direction)
        FrameExpectations(size: Size(width: 28, height: 10), ["root/b": Rect(x: 18, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// Spacer(minLength: 0) with the default spacing lets its neighbours touch.
    /// Source: as `spacerKeepsNoDefaultGap`; Apple, `Spacer.minLength`: "The minimum length this
    /// spacer can be shrunk to, along the axis or axes of expansion".
    @Test(arguments: directions)
    func spacerMinLengthZeroTouches(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack { block(10, 10, "a"); Spacer(minLength: 0); block(10, 10, "b") }.fixedSize(), direction)
        FrameExpectations(size: Size(width: 20, height: 10), ["root/b": Rect(x: 10, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// An explicit spacing applies beside a Spacer too: 10 + 10 + 5 + 10 + 10 = 45.
    /// Source: Apple, `HStack.init(alignment:spacing:content:)` (a uniform distance between
    /// adjacent subviews); OpenSwiftUI `StackLayout.makeChildren` uses `uniformSpacing` for every gap.
    @Test(arguments: directions)
    func explicitSpacingBesideSpacer(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 10) { block(10, 10, "a"); Spacer(minLength: 5); block(10, 10, "b") }.fixedSize(), direction)
        FrameExpectations(size: Size(width: 45, height: 10), ["root/b": Rect(x: 35, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// A Spacer is sized after every other child: a Color beside Spacer(minLength: 30) gets
    /// 100 - 30 = 70, the spacer its minimum. Source: OpenSwiftUI `SpacerLayoutComputer.Engine
    /// .layoutPriority()` is -infinity; Apple, `layoutPriority(_:)`: the parent offers the
    /// higher-priority children "the space offered to the parent minus the minimum space
    /// required for all its lower-priority children".
    @Test(arguments: directions)
    func spacerMinLengthIsReservedLast(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) { Color.red.id("c"); Spacer(minLength: 30) }, direction, width: 100, height: 10)
        FrameExpectations(size: Size(width: 100, height: 10), ["root/c": Rect(x: 0, y: 0, width: 70, height: 10)]).check(scene, direction)
    }

    /// Two Spacers share what the fixed view leaves equally, which centres it.
    /// Source: WWDC19 session 237 "Building custom views with SwiftUI": the stack divides the
    /// remaining space equally among equally flexible children.
    @Test(arguments: directions)
    func twoSpacersCentre(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack { Spacer(); block(10, 10, "a"); Spacer() }, direction, width: 100)
        FrameExpectations(size: Size(width: 100, height: 10), ["root/a": Rect(x: 45, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// In a VStack a Spacer grows vertically and takes no width: the stack is as wide as its
    /// other child, and as tall as offered. Source: Apple, `Spacer`: "A flexible space that
    /// expands along the major axis of its containing stack layout"; OpenSwiftUI
    /// `SpacerLayoutComputer.Engine.sizeThatFits` (0 across the axis).
    @Test(arguments: directions)
    func spacerInVStack(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack { Spacer(); block(10, 10, "a") }, direction, width: 50, height: 100)
        FrameExpectations(size: Size(width: 10, height: 100), ["root/a": Rect(x: 0, y: 90, width: 10, height: 10)]).check(scene, direction)
    }
}
