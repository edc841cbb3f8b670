import DarkroomLayout
import DarkroomPNG
import Testing
@testable import DarkroomRaster

/// SwiftUI's `Image` from the icon folder: intrinsic size, resizable stretching, template
/// tint, original colours, and the placeholder for a name that resolves to nothing.
@Suite struct ImagePixelTests {
    static let tint = Color(red: 10, green: 120, blue: 200)

    // A fixed image keeps its intrinsic 24 x 24 whatever it is offered.
    @Test func fixedImageTakesItsIntrinsicSize() throws {
        let renderer = Fixture.renderer()
        let scene = renderer.layout(Image("check").node, direction: .leftToRight, proposal: ProposedSize(width: 100, height: 100))
        #expect(scene.root.frame.size == Size(width: 24, height: 24))
    }

    // resizable() stretches the icon to its frame: at 48 x 24 the ink is twice as wide as at
    // 24 x 24 and as tall.
    @Test func resizableStretchesToTheFrame() throws {
        let plain = try render(Image("minus").resizable().tint(Self.tint).frame(width: 24, height: 24))
        let wide = try render(Image("minus").resizable().tint(Self.tint).frame(width: 48, height: 24))
        look(wide, "image-stretched")
        let a = try #require(plain.inkBounds(alphaAbove: 128)), b = try #require(wide.inkBounds(alphaAbove: 128))
        #expect(b.x0 == 2 * a.x0 && b.x1 == 2 * a.x1 && b.y0 == a.y0 && b.y1 == a.y1, "\(a) -> \(b)")
    }

    // Template rendering paints the icon's coverage in exactly the tint; original rendering
    // keeps the SVG's own black.
    @Test func templateTintsOriginalKeepsColours() throws {
        let template = try render(Image("plus").tint(Self.tint))
        let original = try render(Image("plus"))
        look(template, "image-template")
        #expect(template[12, 12] == RGBA(Self.tint))
        #expect(original[12, 12] == RGBA(0, 0, 0, 255))
        for y in 0..<24 { for x in 0..<24 where template[x, y].a > 0 {
            let p = template[x, y]
            #expect(p.r == Self.tint.red && p.g == Self.tint.green && p.b == Self.tint.blue, "(\(x), \(y)) = \(p)")
        } }
    }

    // SwiftUI does not mirror images in right-to-left layouts (unless asked to): the check
    // mark points the same way.
    @Test func imageIsNotMirroredInRTL() throws {
        let ltr = try render(Image("check").tint(Self.tint)), rtl = try render(Image("check").tint(Self.tint), direction: .rightToLeft)
        #expect(ltr.differences(from: rtl).isEmpty)
        #expect(ltr.differences(from: ltr.mirroredHorizontally).count > 0, "the check mark is asymmetric")
    }

    // A name that resolves to nothing is a magenta crossed box of the given size.
    @Test func missingImageIsACrossedBox() throws {
        let image = try render(Image(missing: "star.fill", size: Size(width: 20, height: 20)))
        look(image, "image-missing")
        let magenta = RGBA(Painter.missingImageColor)
        #expect(image.width == 20 && image.height == 20)
        #expect(image[0, 10] == magenta && image[19, 10] == magenta && image[10, 0] == magenta && image[10, 19] == magenta)
        #expect(image[10, 10].a > 0 && image[5, 5].a > 0 && image[14, 5].a > 0 && image[10, 4] == .transparent)
    }

    // An image name with no icon is an error naming it, not an empty space.
    @Test func unknownIconIsAnError() {
        #expect(throws: RenderError.self) { try render(Image("no-such-icon").resizable().frame(width: 10, height: 10)) }
    }
}
