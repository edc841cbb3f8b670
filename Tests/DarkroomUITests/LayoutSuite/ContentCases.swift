import DarkroomLayout
import DarkroomUI
import Testing

// Group, ForEach, EmptyView, if/else and optional children in stacks, each case in LTR and RTL.
@MainActor
@Suite("Layout suite: view builder content") struct ContentCases {
    /// A Group's children become children of the enclosing stack, each spaced like the others.
    /// Source: Apple, `Group`: "Use a group to collect multiple views into a single instance,
    /// without affecting the layout of those views".
    @Test(arguments: directions)
    func groupFlattensIntoTheStack(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 5) {
            block(10, 10, "a")
            Group { block(10, 10, "b"); block(10, 10, "c") }
        }, direction)
        FrameExpectations(size: Size(width: 40, height: 10), [
            "root/b": Rect(x: 15, y: 0, width: 10, height: 10), "root/c": Rect(x: 30, y: 0, width: 10, height: 10),
        ]).check(scene, direction)
    }

    /// ForEach over identified data gives the stack one child per element, with the default
    /// spacing between them: 3 x 10 + 2 x 8 = 46. Source: Apple, `ForEach` ("computes views on
    /// demand from an underlying collection"); `VStack` default spacing.
    @Test(arguments: directions)
    func forEachInVStack(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack {
            ForEach(["a", "b", "c"], id: \.self) { name in block(10, 10, name) }
        }, direction)
        FrameExpectations(size: Size(width: 10, height: 46), ["root/c": Rect(x: 0, y: 36, width: 10, height: 10)]).check(scene, direction)
    }

    /// EmptyView in a stack takes neither space nor spacing: 10 + 10 + 10.
    /// Source: Apple, `EmptyView`: "A view that doesn't contain any content"; OpenSwiftUI
    /// `StackLayout.makeChildren` spaces only the views a stack actually has.
    @Test(arguments: directions)
    func emptyViewTakesNothing(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 10) { block(10, 10, "a"); EmptyView(); block(10, 10, "b") }, direction)
        FrameExpectations(size: Size(width: 30, height: 10), ["root/b": Rect(x: 20, y: 0, width: 10, height: 10)]).check(scene, direction)
    }

    /// if/else: the stack holds whichever branch is taken, spaced like any child.
    /// Source: Apple, `ViewBuilder.buildEither(first:)` / `buildEither(second:)` (`_ConditionalContent`).
    @Test(arguments: directions)
    func ifElseBranches(direction: DarkroomLayout.LayoutDirection) {
        for (flag, height) in [(true, 10.0), (false, 20.0)] {
            let scene = Harness.scene(VStack(spacing: 4) {
                if flag { block(10, 10, "first") } else { block(10, 20, "second") }
                block(10, 10, "last")
            }, direction)
            FrameExpectations(size: Size(width: 10, height: height + 14), ["root/last": Rect(x: 0, y: height + 4, width: 10, height: 10)])
                .check(scene, direction)
        }
    }

    /// An optional child that is nil (`if let`) is nothing, so no spacing is added for it.
    /// Source: Apple, `ViewBuilder.buildIf(_:)` and `Optional: View` (nil renders no view).
    @Test(arguments: directions)
    func nilOptionalChild(direction: DarkroomLayout.LayoutDirection) {
        let subtitle: String? = nil
        let scene = Harness.scene(VStack(spacing: 6) {
            block(10, 10, "title")
            if let subtitle { Text(subtitle) }
            block(10, 10, "footer")
        }, direction)
        FrameExpectations(size: Size(width: 10, height: 26), ["root/footer": Rect(x: 0, y: 16, width: 10, height: 10)]).check(scene, direction)
    }
}
