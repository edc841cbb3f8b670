import DarkroomLayout
import Testing
@testable import DarkroomRaster

/// Right-to-left is the mirror image of left-to-right for content without text or icons.
@Suite struct DirectionPixelTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 160, blue: 80)

    // Pixel-aligned rectangles: RTL equals the mirrored LTR exactly.
    @Test(arguments: [1, 2, 3])
    func rtlMirrorsRectanglesExactly(scale: Int) throws {
        let view = HStack(alignment: .top, spacing: 4) {
            Rectangle().fill(Self.red).frame(width: 10, height: 20)
            Rectangle().fill(Self.blue).frame(width: 6, height: 8)
            Rectangle().fill(Self.green).frame(width: 12, height: 14).padding(.top, 3)
        }.padding(.leading, 5).padding(.top, 2)
        let renderer = Fixture.renderer()
        let ltr = try render(view, direction: .leftToRight, scale: scale, renderer: renderer)
        let rtl = try render(view, direction: .rightToLeft, scale: scale, renderer: renderer)
        #expect(ltr != ltr.mirroredHorizontally, "the scene must be asymmetric, or the test proves nothing")
        #expect(rtl.differences(from: ltr.mirroredHorizontally).isEmpty)
        #expect(ltr[0, 10 * scale] == .transparent && rtl[rtl.width - 1, 10 * scale] == .transparent, "leading padding flips")
    }

    // Curves, strokes and opacity mirror too, within the arcs' rasterisation asymmetry.
    @Test(arguments: [1, 2])
    func rtlMirrorsCurvesAndEffects(scale: Int) throws {
        let view = HStack(alignment: .center, spacing: 3) {
            Circle().fill(Self.red).frame(width: 14, height: 14)
            RoundedRectangle(cornerRadius: 5).strokeBorder(Self.blue, lineWidth: 2).frame(width: 30, height: 18)
            Capsule().fill(Self.green).frame(width: 22, height: 10).opacity(0.6)
        }.padding(.trailing, 7)
        let renderer = Fixture.renderer()
        let ltr = try render(view, direction: .leftToRight, scale: scale, renderer: renderer)
        let rtl = try render(view, direction: .rightToLeft, scale: scale, renderer: renderer)
        #expect(ltr != ltr.mirroredHorizontally)
        let diff = rtl.differences(from: ltr.mirroredHorizontally, tolerance: ShapePixelTests.curveTolerance)
        #expect(diff.isEmpty, "\(diff)")
    }

    // Edges on half pixels (a 10.5 wide box): snapping must not favour one side, or the
    // RTL picture is shifted by a pixel relative to the mirrored LTR one.
    @Test func rtlMirrorsHalfPixelEdges() throws {
        let view = HStack(spacing: 3) {
            Rectangle().fill(Self.red).frame(width: 10.5, height: 12)
            Rectangle().fill(Self.blue).frame(width: 7, height: 6)
        }.padding(.leading, 2)
        let renderer = Fixture.renderer()
        // The Scenes are exact mirrors (so any pixel difference comes from painting).
        let ltrScene = renderer.layout(view, direction: .leftToRight)
        let rtlScene = renderer.layout(view, direction: .rightToLeft)
        #expect(ltrScene.size.width == 23)
        func shapeFrames(_ scene: Scene) -> [Rect] {
            var frames: [Rect] = []
            scene.root.visit { if case .shape = $0.content { frames.append($0.frame) } }
            return frames
        }
        #expect(shapeFrames(rtlScene) == shapeFrames(ltrScene).map { $0.mirrored(inWidth: 23) })
        #expect(shapeFrames(ltrScene).first?.maxX == 12.5, "the red box really ends on a half pixel")

        let ltr = try renderer.raster(ltrScene, scale: 1).rgbaImage()
        let rtl = try renderer.raster(rtlScene, scale: 1).rgbaImage()
        #expect(ltr.width == 23)
        let diff = rtl.differences(from: ltr.mirroredHorizontally)
        #expect(diff.isEmpty, "\(diff)")
    }
}
