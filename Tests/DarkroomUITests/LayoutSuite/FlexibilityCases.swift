import DarkroomLayout
import DarkroomUI
import Testing

// How stacks divide space among flexible children, each case in LTR and RTL.
@MainActor
@Suite("Layout suite: flexibility and priority") struct FlexibilityCases {
    /// Two equally flexible colours split 100 into 50 + 50.
    /// Source: WWDC19 session 237 "Building custom views with SwiftUI": the stack offers each
    /// child an equal share of the space that remains.
    @Test(arguments: directions)
    func equalFlexibleSplit(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") }, direction, width: 100, height: 10)
        FrameExpectations(size: Size(width: 100, height: 10), [
            "root/a": Rect(x: 0, y: 0, width: 50, height: 10), "root/b": Rect(x: 50, y: 0, width: 50, height: 10),
        ]).check(scene, direction)
    }

    /// Spacing comes out first: (100 - 2 x 10) / 3 = 26.67 each.
    /// Source: WWDC19 session 237 (spacing is subtracted before the children are offered space).
    @Test(arguments: directions)
    func spacingComesOutFirst(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 10) { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") },
                                  direction, width: 100, height: 10)
        let w = 80.0 / 3
        FrameExpectations(size: Size(width: 100, height: 10), [
            "root/b": Rect(x: w + 10, y: 0, width: w, height: 10), "root/c": Rect(x: 2 * w + 20, y: 0, width: w, height: 10),
        ]).check(scene, direction)
    }

    /// The least flexible child is offered its share first: a colour capped at 20 wide takes 20
    /// of its 50 share, and the other colour gets the 80 that is left.
    /// Source: WWDC19 session 237: "the stack ... offers space to the least flexible child first".
    @Test(arguments: directions)
    func leastFlexibleFirst(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.blue.id("b")
            Color.red.frame(maxWidth: 20).id("a")
        }, direction, width: 100, height: 10)
        FrameExpectations(size: Size(width: 100, height: 10), [
            "root/b": Rect(x: 0, y: 0, width: 80, height: 10), "root/a": Rect(x: 80, y: 0, width: 20, height: 10),
        ]).check(scene, direction)
    }

    /// layoutPriority(1) is offered everything but the lower group's minimum (30): it takes 70,
    /// the lower-priority colour its minimum, 30.
    /// Source: Apple, `layoutPriority(_:)`: "A parent layout offers the child views with the
    /// highest layout priority all the space offered to the parent minus the minimum space
    /// required for all its lower-priority children."
    @Test(arguments: directions)
    func priorityReservesLowerMinimums(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).id("low")
            Color.blue.layoutPriority(1).id("high")
        }, direction, width: 100, height: 10)
        FrameExpectations(size: Size(width: 100, height: 10), [
            "root/low": Rect(x: 0, y: 0, width: 30, height: 10), "root/high": Rect(x: 30, y: 0, width: 70, height: 10),
        ]).check(scene, direction)
    }

    /// A negative priority yields to the default: the 0-priority colour takes all but the
    /// other's minimum. Source: Apple, `layoutPriority(_:)` ("The default priority is 0").
    @Test(arguments: directions)
    func negativePriorityYields(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).layoutPriority(-1).id("low")
            Color.blue.id("normal")
        }, direction, width: 100, height: 10)
        FrameExpectations(size: Size(width: 100, height: 10), [
            "root/low": Rect(x: 0, y: 0, width: 10, height: 10), "root/normal": Rect(x: 10, y: 0, width: 90, height: 10),
        ]).check(scene, direction)
    }

    /// A nested stack is one child of its parent: two flexible children in the outer stack,
    /// one of them a VStack of a colour, split 50 / 50, and the VStack's colour fills its half.
    /// Source: WWDC19 session 237 (each parent proposes to its children, recursively).
    @Test(arguments: directions)
    func nestedStackIsOneChild(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.id("a")
            VStack { Color.blue.id("inner") }.id("column")
        }, direction, width: 100, height: 20)
        FrameExpectations(size: Size(width: 100, height: 20), [
            "root/a": Rect(x: 0, y: 0, width: 50, height: 20), "root/column/inner": Rect(x: 50, y: 0, width: 50, height: 20),
        ]).check(scene, direction)
    }

    /// Nested fixed stacks: a VStack of two blocks (10 x 20) beside a block centred on it.
    /// Source: Apple, `HStack` (children centred vertically by default); WWDC19 session 237.
    @Test(arguments: directions)
    func nestedFixedStacks(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            VStack(spacing: 0) { block(10, 10, "a"); block(10, 10, "b") }.id("column")
            block(10, 10, "c")
        }, direction)
        FrameExpectations(size: Size(width: 20, height: 20), [
            "root/column/b": Rect(x: 0, y: 10, width: 10, height: 10), "root/c": Rect(x: 10, y: 5, width: 10, height: 10),
        ]).check(scene, direction)
    }
}
