import DarkroomLayout
import DarkroomUI
import Testing

/// Several backgrounds or overlays on one view: each is its own layer, drawn in order
/// (Apple, `background(_:alignment:)`: "layers the views that you specify behind this view";
/// each call wraps the view so far, so the later call is further behind).
@MainActor
@Suite struct LayerIdentityTests {
    @Test("two backgrounds on one view both draw, the later one behind", arguments: directions)
    func twoBackgrounds(direction: DarkroomLayout.LayoutDirection) throws {
        let view = Text("Tag").padding(4)
            .background(Capsule().fill(Color.red))
            .background(Color.black)
        let scene = Harness.scene(view, direction)
        let inner = try #require(scene.node("root/background"))
        let outer = try #require(scene.node("root/background2"))
        guard case .shape(let capsule) = inner.content, case .shape(let rectangle) = outer.content else {
            Issue.record("expected two shapes, got \(inner.content) and \(outer.content)"); return
        }
        #expect(capsule.kind == .capsule && capsule.fill == DarkroomLayout.Color(red: 255, green: 59, blue: 48))
        #expect(rectangle.kind == .rectangle && rectangle.fill == DarkroomLayout.Color(red: 0, green: 0, blue: 0))
        // Painted back to front: the black rectangle first.
        var order: [String] = []
        scene.root.visit { if $0.id.hasPrefix("root/background") { order.append($0.id) } }
        #expect(order == ["root/background2", "root/background"])
    }

    @Test("two overlays on one view both draw, the later one in front", arguments: directions)
    func twoOverlays(direction: DarkroomLayout.LayoutDirection) throws {
        let view = Color.white.frame(width: 40, height: 20)
            .overlay(Circle().fill(Color.red).frame(width: 8, height: 8), alignment: .leading)
            .overlay(Circle().fill(Color.blue).frame(width: 8, height: 8), alignment: .trailing)
        let scene = Harness.scene(view, direction)
        let first = try #require(scene.frame("root/overlay"))
        let second = try #require(scene.frame("root/overlay2"))
        #expect(close(first, expected(Rect(x: 0, y: 6, width: 8, height: 8), direction, in: scene)))
        #expect(close(second, expected(Rect(x: 32, y: 6, width: 8, height: 8), direction, in: scene)))
    }
}
