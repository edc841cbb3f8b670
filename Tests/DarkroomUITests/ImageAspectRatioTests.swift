import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

// aspectRatio cases the Image suite does not cover, LTR and RTL. Apple's documentation of
// `aspectRatio(_:contentMode:)`: `.fill` proposes the smallest size of the ratio that covers
// the space (the view overflows its frame), a CGSize gives the ratio width / height.
@MainActor
@Suite("Image aspect ratio") struct ImageAspectRatioTests {
    private func imageFrame(_ scene: Scene) -> Rect? {
        var found: Rect?
        scene.root.visit { if case .image = $0.content, found == nil { found = $0.frame } }
        return found
    }

    // The smallest 1:1 size covering 100 x 50 is 100 x 100, centred: 25 above and below.
    @Test(arguments: directions)
    func scaledToFillOverflowsTheFrame(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Image("plus").resizable().scaledToFill().frame(width: 100, height: 50), direction)
        #expect(close(imageFrame(scene), expected(Rect(x: 0, y: -25, width: 100, height: 100), direction, in: scene)))
    }

    // A 2:1 ratio fitted into 100 x 100 is 100 x 50, centred vertically.
    @Test(arguments: directions)
    func explicitRatioFromASize(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(Image("plus").resizable().aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)
            .frame(width: 100, height: 100), direction)
        #expect(close(imageFrame(scene), expected(Rect(x: 0, y: 25, width: 100, height: 50), direction, in: scene)))
    }

    // Beside a fixed view in an HStack the fitted image keeps its ratio in the space left:
    // offered 40 x 30 it takes 30 x 30; the 50-wide stack is centred in the 60-wide frame.
    @Test(arguments: directions)
    func fittedImageInAStack(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Image("plus").resizable().scaledToFit()
        }.frame(width: 60, height: 30), direction)
        #expect(close(imageFrame(scene), expected(Rect(x: 25, y: 0, width: 30, height: 30), direction, in: scene)))
    }
}
