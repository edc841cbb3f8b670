import DarkroomLayout
import DarkroomUI
import Testing

/// Gestures, appearance callbacks, animations and transitions only mean something on a device:
/// a snapshot draws the view exactly as without them and lists them in the sidecar (issue 9:
/// "gestures and animations are listed in the sidecar; a snapshot shows the state after
/// animations end").
@MainActor
@Suite struct RecordedBehaviourTests {
    struct Row: DarkroomUI.View {
        var interactive: Bool
        @State private var expanded = false

        var body: some DarkroomUI.View {
            let label = DarkroomUI.Text("Notifications").padding(12)
            if interactive {
                label
                    .onTapGesture { withAnimation { expanded.toggle() } }
                    .onLongPressGesture(perform: {})
                    .animation(.easeInOut, value: expanded)
                    .transition(.opacity.combined(with: .move(edge: .top)))
                    .onAppear {}
            } else {
                label
            }
        }
    }

    @Test("behaviours are listed on the node they modify, in the order applied", arguments: directions)
    func listed(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(Row(interactive: true), direction)
        var found: SceneNode?
        scene.root.visit { if !$0.behaviours.isEmpty, found == nil { found = $0 } }
        let node = try #require(found, "\(scene.dump)")
        #expect(node.behaviours == ["onTapGesture", "onLongPressGesture", "animation easeInOut when Bool changes",
                                    "transition opacity+move(top)", "onAppear"])
        #expect(scene.dump.contains("  behaviour \"onTapGesture\"\n"))
    }

    @Test("a view with behaviours draws the same pixels as without them", arguments: directions)
    func samePixels(direction: DarkroomLayout.LayoutDirection) throws {
        let with = Harness.scene(Row(interactive: true), direction)
        let without = Harness.scene(Row(interactive: false), direction)
        #expect(with.size == without.size)
        let a = try Harness.renderer.raster(with, scale: 2).pngBytes()
        let b = try Harness.renderer.raster(without, scale: 2).pngBytes()
        #expect(a == b)
        #expect(without.dump.contains("behaviour") == false)
    }
}
