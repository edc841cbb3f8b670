import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// Frame dimensions SwiftUI calls contradictory or invalid lay out as SwiftUI lays them out
/// (figures measured on Apple's SwiftUI, see `FrameDimensions`), in both directions.
@MainActor
@Suite struct FrameNormalisationTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]
    var child: some DarkroomUI.View { Color.red.frame(width: 20, height: 20) }

    func width<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection, offered: Double? = nil) -> Double {
        Harness.scene(view, direction, width: offered).root.frame.width
    }

    @Test(arguments: directions)
    func fixedFrames(direction: DarkroomLayout.LayoutDirection) {
        #expect(width(child.frame(width: -10), direction) == 0)
        #expect(width(child.frame(width: -.infinity), direction) == 0)
        #expect(width(child.frame(width: .infinity), direction) == 20)
        #expect(width(child.frame(width: .nan), direction) == 20)
    }

    @Test(arguments: directions)
    func contradictoryFlexibleFrames(direction: DarkroomLayout.LayoutDirection) {
        #expect(width(child.frame(minWidth: 60, idealWidth: 40), direction) == 60)
        #expect(width(child.frame(idealWidth: 100, maxWidth: 80), direction) == 100)
        #expect(width(child.frame(idealWidth: 30, maxWidth: 20), direction) == 30)
        #expect(width(child.frame(minWidth: 80, maxWidth: 40), direction, offered: 100) == 80)
        #expect(width(child.frame(minWidth: 80, maxWidth: 40), direction) == 80)
        #expect(width(child.frame(maxWidth: -10), direction, offered: 100) == 0)
        // The controls, unchanged.
        #expect(width(child.frame(minWidth: 40, maxWidth: 80), direction, offered: 100) == 80)
        #expect(width(child.frame(minWidth: 40, maxWidth: 80), direction) == 40)
    }

    // An infinite answer (SwiftUI's too) is refused when drawn, never a trap.
    @Test func anInfiniteViewIsAnError() {
        let renderer = ImageRenderer(content: Color.red.frame(minWidth: .infinity))
        #expect(throws: (any Error).self) { try renderer.pngData() }
    }
}
