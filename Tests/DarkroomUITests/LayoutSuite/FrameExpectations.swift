import DarkroomLayout
import Testing

/// The frames a layout case expects, written for left-to-right: in right-to-left each is
/// mirrored across the root's width (leading and trailing swap; vertical positions stay).
struct FrameExpectations {
    var size: Size?
    var frames: [String: Rect]

    init(size: Size? = nil, _ frames: [String: Rect] = [:]) {
        self.size = size; self.frames = frames
    }

    /// Records an issue for the root size and each frame that differs from the expectation.
    func check(_ scene: Scene, _ direction: DarkroomLayout.LayoutDirection, sourceLocation: SourceLocation = #_sourceLocation) {
        if let size {
            #expect(abs(scene.root.frame.width - size.width) < 0.01 && abs(scene.root.frame.height - size.height) < 0.01,
                    "root \(scene.root.frame.size) expected \(size)", sourceLocation: sourceLocation)
        }
        for (id, rect) in frames.sorted(by: { $0.key < $1.key }) {
            let want = expected(rect, direction, in: scene)
            let got = scene.frame(id)
            #expect(close(got, want), "\(id): \(got.map { "\($0)" } ?? "missing") expected \(want) (\(direction))",
                    sourceLocation: sourceLocation)
        }
    }
}

/// A fixed-size colour block: SwiftUI's usual stand-in for "a view of this size".
@MainActor
func block(_ width: Double, _ height: Double, _ id: String) -> some DarkroomUI.View {
    DarkroomUI.Color.red.frame(width: width, height: height).id(id)
}

import DarkroomUI
