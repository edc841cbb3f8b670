import DarkroomLayout
import DarkroomUI
import Testing

/// `environment(\.layoutDirection, _)` on a subtree: the subtree is arranged in its own
/// direction inside a snapshot of either direction (Apple, "LayoutDirection": leading and
/// trailing follow the environment's direction; SwiftUI "horizontally flips the x position
/// of each view within its parent" for right-to-left).
@MainActor
@Suite struct SubtreeDirectionTests {
    struct Row: DarkroomUI.View {
        var inner: DarkroomUI.LayoutDirection
        var body: some DarkroomUI.View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("lead")
                HStack(spacing: 0) {
                    Color.green.frame(width: 20, height: 10).id("first")
                    Color.blue.frame(width: 30, height: 10).id("second")
                }
                .environment(\.layoutDirection, inner)
                .id("inner")
            }
        }
    }

    /// The x range of a node.
    func span(_ scene: Scene, _ id: String) -> ClosedRange<Double>? {
        var found: Rect?
        scene.root.visit { if $0.id.hasSuffix("/" + id) && found == nil { found = $0.frame } }
        return found.map { $0.minX...$0.maxX }
    }

    @Test("a right-to-left subtree in a left-to-right snapshot runs right to left")
    func rtlInsideLTR() throws {
        let scene = Harness.scene(Row(inner: .rightToLeft), .leftToRight)
        #expect(span(scene, "lead") == 0...10)
        #expect(span(scene, "first") == 40...60)   // leading edge of the inner stack is its right
        #expect(span(scene, "second") == 10...40)
    }

    @Test("a left-to-right subtree in a right-to-left snapshot runs left to right")
    func ltrInsideRTL() throws {
        let scene = Harness.scene(Row(inner: .leftToRight), .rightToLeft)
        #expect(span(scene, "lead") == 50...60)    // the outer stack still starts on the right
        #expect(span(scene, "first") == 0...20)
        #expect(span(scene, "second") == 20...50)
    }

    @Test("a subtree in the snapshot's own direction changes nothing", arguments: directions)
    func sameDirection(direction: DarkroomLayout.LayoutDirection) throws {
        let inner: DarkroomUI.LayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let marked = Harness.scene(Row(inner: inner), direction)
        struct Plain: DarkroomUI.View {
            var body: some DarkroomUI.View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).id("lead")
                    HStack(spacing: 0) {
                        Color.green.frame(width: 20, height: 10).id("first")
                        Color.blue.frame(width: 30, height: 10).id("second")
                    }
                    .id("inner")
                }
            }
        }
        #expect(marked.dump == Harness.scene(Plain(), direction).dump)
    }

    @Test("text in a subtree is shaped and aligned in the subtree's direction", arguments: directions)
    func textDirection(direction: DarkroomLayout.LayoutDirection) throws {
        let view = DarkroomUI.Text("+1 555 0100").frame(width: 200, alignment: .leading)
            .environment(\.layoutDirection, .leftToRight)
        let scene = Harness.scene(view, direction)
        var run: TextRun?
        scene.root.visit { if case .text(let t) = $0.content { run = t } }
        let text = try #require(run)
        #expect(text.direction == .leftToRight)
        // Leading is left in the subtree's direction, whatever the snapshot's.
        #expect(try #require(text.lines.first).frame.minX < 1)
    }
}
