import DarkroomLayout
import DarkroomUI
import Testing

// Divider in H and V stacks and alone, each case in LTR and RTL.
@MainActor
@Suite("Layout suite: Divider") struct DividerCases {
    /// In a VStack a Divider is a horizontal line one pixel thick (1 pt at 1x) as wide as the
    /// stack: 10 + 8 + 1 + 8 + 10 tall. Source: Apple, `Divider`: "the divider extends across
    /// the minor axis of the stack"; OpenSwiftUI `PlainDividerStyle` (a colour framed to the
    /// thickness, `dividerThickness` = `pixelLength`).
    @Test(arguments: directions)
    func dividerInVStack(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(VStack { block(40, 10, "a"); Divider().id("line"); block(20, 10, "b") }, direction)
        FrameExpectations(size: Size(width: 40, height: 37), ["root/line": Rect(x: 0, y: 18, width: 40, height: 1)]).check(scene, direction)
    }

    /// In an HStack a Divider is a vertical line as tall as the stack's other children.
    /// Source: as `dividerInVStack`.
    @Test(arguments: directions)
    func dividerInHStack(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) { block(10, 30, "a"); Divider().id("line"); block(10, 30, "b") }, direction, height: 30)
        FrameExpectations(size: Size(width: 21, height: 30), ["root/line": Rect(x: 10, y: 0, width: 1, height: 30)]).check(scene, direction)
    }

    /// Outside a stack a Divider is horizontal and takes the offered width; at 2x it is half a
    /// point (one pixel). Source: Apple, `Divider` ("or horizontally when not in a stack");
    /// OpenSwiftUI `EnvironmentValues.dividerThickness`.
    @Test(arguments: directions)
    func dividerAloneFollowsTheScale(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Divider(), direction, width: 100)
        FrameExpectations(size: Size(width: 100, height: 1)).check(scene, direction)
        var environment = Harness.environment(direction)
        environment.displayScale = 2
        let node = ViewLowering.node(Divider(), environment: environment)
        let twice = Harness.renderer.layout(node, direction: direction, proposal: ProposedSize(width: 100, height: nil))
        #expect(twice.root.frame.size == Size(width: 100, height: 0.5))
    }

    /// The divider's colour is iOS's separator colour by colour scheme.
    /// Source: OpenSwiftUI `PlainDividerShapeStyle.resolve(in:)`.
    @Test func dividerColour() {
        for (scheme, colour) in [(DarkroomUI.ColorScheme.light, DarkroomLayout.Color(red: 60, green: 60, blue: 67, alpha: 74)),
                                 (.dark, DarkroomLayout.Color(red: 84, green: 84, blue: 88, alpha: 153))] {
            let scene = Harness.scene(Divider(), .leftToRight, width: 10, scheme: scheme)
            var fills: [DarkroomLayout.Color] = []
            scene.root.visit { if case .shape(let spec) = $0.content, let fill = spec.fill { fills.append(fill) } }
            #expect(fills == [colour])
        }
    }
}
