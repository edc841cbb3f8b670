import DarkroomLayout
import Testing
@testable import DarkroomRaster

/// Icons from Icons/: tinting by mask and missing names.
@Suite struct IconPixelTests {
    static let tint = Color(red: 0x1E, green: 0x88, blue: 0xE5)

    // Tint: every fully covered pixel is exactly the tint colour; partly covered pixels
    // are the tint at lower alpha, within what 8-bit premultiplication can lose
    // (about 255 / (2 * alpha) per channel), so no other hue appears.
    @Test(arguments: ["check", "star", "heart", "search"])
    func tintIsExact(icon: String) throws {
        let image = try render(Icon(icon, size: 24, tint: Self.tint).padding(4), scale: 2)
        var full = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a > 0 else { continue }
                if p.a == 255 {
                    full += 1
                    #expect(p == RGBA(Self.tint), "\(icon) (\(x), \(y)) = \(p)")
                } else {
                    let tolerance = 255 / (2 * Int(p.a)) + 1
                    let off = max(abs(Int(p.r) - 0x1E), abs(Int(p.g) - 0x88), abs(Int(p.b) - 0xE5))
                    #expect(off <= tolerance, "\(icon) (\(x), \(y)) = \(p) is not the tint's hue")
                }
            }
        }
        #expect(full > 10, "\(icon) has solid pixels to check")
        let ink = try #require(image.inkBounds())
        #expect(ink.x0 >= 8 && ink.y0 >= 8 && ink.x1 <= 56 && ink.y1 <= 56, "\(icon) stays in its 24 px frame: \(ink)")
    }

    // Without a tint the SVG's own colour (black strokes) is kept.
    @Test func untintedIconKeepsItsColours() throws {
        let image = try render(Icon("check", size: 24), scale: 2)
        var solid = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a == 255 {
            solid += 1
            #expect(image[x, y] == RGBA(0, 0, 0, 255))
        } }
        #expect(solid > 10)
    }

    // An icon name with no SVG: layout succeeds (it needs no icon), painting fails and says which.
    @Test func missingIconIsNamed() throws {
        let renderer = Fixture.renderer()
        let scene = renderer.layout(HStack { Icon("no-such-icon", size: 16) }, direction: .leftToRight)
        #expect(throws: RenderError.self) { try renderer.raster(scene, scale: 1) }
        do {
            _ = try renderer.raster(scene, scale: 1)
        } catch RenderError.icon(let message) {
            #expect(message.contains("\"no-such-icon\""), "\(message)")
            #expect(message.contains("check"), "lists the icons there are: \(message)")
        }
    }
}
