import DarkroomLayout
import DarkroomUI
import Testing

/// `accessibilityElement(children:)` and `accessibilityHidden(_:)` (Apple's documentation of
/// AccessibilityChildBehavior: ignore makes one element whose children are not read, combine
/// merges the children's labels, contain keeps them).
@MainActor
@Suite struct AccessibilityElementTests {
    struct Row: DarkroomUI.View {
        var behavior: AccessibilityChildBehavior
        var body: some DarkroomUI.View {
            HStack {
                DarkroomUI.Image("check")
                DarkroomUI.Text("Remember me")
            }
            .accessibilityElement(children: behavior)
        }
    }

    @Test("ignore: one element, described by the modifiers after it", arguments: directions)
    func ignore(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Row(behavior: .ignore).accessibilityLabel("Remember me").accessibilityAddTraits(.isToggle), direction)
        #expect(scene.accessibilityNodes.map(\.label) == ["Remember me"])
        #expect(scene.accessibilityNodes.map(\.role) == ["toggle"])
    }

    @Test("combine: one element labelled by the labels inside, in reading order", arguments: directions)
    func combine(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Row(behavior: .combine), direction)
        // The image is labelled by its name, as SwiftUI labels a non-decorative image.
        #expect(scene.accessibilityNodes.map(\.label) == ["check, Remember me"])
    }

    @Test("contain: the elements inside stay", arguments: directions)
    func contain(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Row(behavior: .contain), direction)
        #expect(scene.accessibilityNodes.map(\.label) == ["check"])
    }

    @Test("hidden: no element at all, the same drawing", arguments: directions)
    func hidden(direction: DarkroomLayout.LayoutDirection) throws {
        let hidden = Harness.scene(Row(behavior: .contain).accessibilityHidden(true), direction)
        let shown = Harness.scene(Row(behavior: .contain), direction)
        #expect(hidden.accessibilityNodes.isEmpty)
        #expect(try Harness.renderer.raster(hidden, scale: 1).pngBytes() == Harness.renderer.raster(shown, scale: 1).pngBytes())
    }
}
