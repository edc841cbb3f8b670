import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// ViewThatFits picks by ideal size against the proposal; GeometryReader takes the proposal
/// and builds its content for it, at its top-leading corner. LTR and RTL.
@MainActor
@Suite struct AdaptiveContainerTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

    var choices: some DarkroomUI.View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 120, height: 10)
            Color.green.frame(width: 60, height: 10)
            Color.blue.frame(width: 90, height: 10)
        }
    }

    @Test(arguments: directions)
    func viewThatFitsTakesTheFirstThatFits(direction: DarkroomLayout.LayoutDirection) {
        #expect(Harness.scene(choices, direction, width: 200).root.frame.width == 120)
        #expect(Harness.scene(choices, direction, width: 100).root.frame.width == 60)
        // Nothing fits: the last one.
        #expect(Harness.scene(choices, direction, width: 50).root.frame.width == 90)
        // No proposal constrains nothing: the first.
        #expect(Harness.scene(choices, direction).root.frame.width == 120)
    }

    @Test(arguments: directions)
    func viewThatFitsWithText(direction: DarkroomLayout.LayoutDirection) {
        let label = ViewThatFits {
            Text("Add to shopping bag")
            Text("Add")
        }
        let wide = Harness.scene(label, direction, width: 400).texts.map(\.string)
        let narrow = Harness.scene(label, direction, width: 60).texts.map(\.string)
        #expect(wide == ["Add to shopping bag"])
        #expect(narrow == ["Add"])
    }

    @Test(arguments: directions)
    func geometryReaderBuildsForTheSizeOffered(direction: DarkroomLayout.LayoutDirection) throws {
        let reader = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 4, height: proxy.size.height / 2)
        }
        .frame(width: 80, height: 40)
        let scene = Harness.scene(reader, direction)
        #expect(scene.size == Size(width: 80, height: 40))
        let pixels = try Pixels(reader, direction)
        // 20 x 20 of red at the top-leading corner: the left in LTR, the right in RTL.
        #expect(pixels.hex(5, 5, mirroredIn: direction) == "#FF3B30FF")
        #expect(pixels.hex(25, 5, mirroredIn: direction) == "#00000000")
        #expect(pixels.hex(5, 25, mirroredIn: direction) == "#00000000")
    }

    // What the closure reaches that is not drawn still fails the render.
    @Test func notDrawnInsideAReaderIsReported() {
        let renderer = ImageRenderer(content: GeometryReader { _ in Text("x").blur(radius: 1) }.frame(width: 20, height: 20))
        #expect(throws: (any Error).self) { try renderer.pngData() }
    }
}
