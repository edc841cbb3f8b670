import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// `contentShape` is where touches land ("Defines the content shape for hit testing", Apple's
/// documentation): it draws nothing, is listed in the sidecar, and its bounds, which may reach
/// beyond the view's frame, become the touch target (`hit=`) of the accessibility element
/// that holds the view, in both directions.
@MainActor
@Suite struct ContentShapeTests {
    /// Grows a rectangle about its centre to at least `minimum` on each side.
    struct AtLeast: DarkroomUI.Shape {
        var minimum: CGFloat
        func path(in rect: CGRect) -> DarkroomUI.Path {
            DarkroomUI.Path(rect.insetBy(dx: min(0, (rect.width - minimum) / 2), dy: min(0, (rect.height - minimum) / 2)))
        }
    }

    /// A 24 pt control whose touch target is 44 pt, inside an element made by the stack.
    struct SmallToggle: DarkroomUI.View {
        var body: some DarkroomUI.View {
            DarkroomUI.HStack(spacing: 8) {
                DarkroomUI.Rectangle().fill(DarkroomUI.Color.blue).frame(width: 24, height: 24)
                DarkroomUI.Text("Wi-Fi")
            }
            .contentShape(AtLeast(minimum: 44))
            .accessibilityElement(children: .combine)
        }
    }

    @Test(arguments: directions)
    func reachesBeyondTheFrame(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(SmallToggle(), direction)
        let element = try #require(scene.accessibilityNodes.first)
        #expect(scene.accessibilityNodes.count == 1)
        let frame = scene.root.frame
        #expect(frame.height == 24, "the content shape changes no layout")
        #expect(element.hitArea.height == 44 && element.hitArea.width == frame.width)
        #expect(element.hitArea.midY == frame.midY && element.hitArea.midX == frame.midX)
        #expect(scene.dump.contains("behaviour \"contentShape AtLeast\""))
    }

    /// On a button the shape replaces the button's own area; inside it, it joins it.
    @Test(arguments: directions)
    func onAndInsideAButton(direction: DarkroomLayout.LayoutDirection) throws {
        let inside = Harness.scene(
            DarkroomUI.Button(action: {}) { DarkroomUI.Text("Go").contentShape(AtLeast(minimum: 60)) }, direction)
        let insideHit = try #require(inside.accessibilityNodes.first).hitArea
        #expect(insideHit.width == 60 && insideHit.height == 60)
        #expect(insideHit.midX == inside.root.frame.midX && insideHit.midY == inside.root.frame.midY)

        let circle = Harness.scene(
            DarkroomUI.Button(action: {}) { DarkroomUI.Text("Go").frame(width: 40, height: 30) }.contentShape(DarkroomUI.Circle()),
            direction)
        let element = try #require(circle.accessibilityNodes.first)
        let frame = circle.root.frame
        let expected = Rect(x: frame.minX + 5, y: frame.minY, width: 30, height: 30)
        let hit = element.hitArea
        // A circle's bounds: the square of the shorter side, centred (up to the arcs' rounding).
        #expect(abs(hit.minX - expected.minX) < 1e-9 && abs(hit.minY - expected.minY) < 1e-9)
        #expect(abs(hit.width - expected.width) < 1e-9 && abs(hit.height - expected.height) < 1e-9)
    }

    @Test(arguments: directions)
    func drawsNothing(direction: DarkroomLayout.LayoutDirection) throws {
        let plain = try Pixels(DarkroomUI.Text("Go").padding(4), direction)
        let shaped = try Pixels(DarkroomUI.Text("Go").padding(4).contentShape(AtLeast(minimum: 80)), direction)
        #expect(plain.image.pixels == shaped.image.pixels && plain.image.width == shaped.image.width)
    }
}
