import DarkroomLayout
import Testing
@testable import DarkroomRaster

/// Opacity groups, scale effect and the canvas background.
@Suite struct EffectPixelTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    // A 50% opaque red square: alpha 127.5 rounds to 128 (±1), and red stays pure red.
    @Test func halfOpacityGivesHalfAlpha() throws {
        let image = try render(Rectangle().fill(Self.red).frame(width: 20, height: 20).opacity(0.5))
        for y in 0..<20 {
            for x in 0..<20 {
                let p = image[x, y]
                #expect(abs(Int(p.a) - 128) <= 1 && p.r == 255 && p.g == 0 && p.b == 0, "(\(x), \(y)) = \(p)")
            }
        }
    }

    // Opacity applies to the group: blue over red inside a faded ZStack shows blue at half
    // alpha where they overlap, not a blend of two half-transparent squares.
    @Test func opacityFadesTheGroupAsAWhole() throws {
        let view = ZStack(alignment: .topLeading) {
            Rectangle().fill(Self.red).frame(width: 20, height: 20)
            Rectangle().fill(Self.blue).frame(width: 20, height: 20).padding(.leading, 10)
        }.opacity(0.5)
        let image = try render(view)
        #expect(image.width == 30 && image.height == 20)
        let onlyRed = image[5, 10], overlap = image[15, 10], onlyBlue = image[25, 10]
        #expect(onlyRed.r == 255 && onlyRed.b == 0 && abs(Int(onlyRed.a) - 128) <= 1, "\(onlyRed)")
        #expect(overlap.r == 0 && overlap.b == 255 && abs(Int(overlap.a) - 128) <= 1, "overlap \(overlap)")
        #expect(onlyBlue == overlap)
    }

    // Scale 0.5 about the centre of a 40 px square at (10, 10): a 20 px square at (20, 20),
    // not at (5, 5) as scaling about the origin would give.
    @Test(arguments: [1, 2, 3])
    func scaleEffectShrinksAboutTheCentre(scale: Int) throws {
        let green = Color(red: 0, green: 200, blue: 0)
        let image = try render(Rectangle().fill(green).frame(width: 40, height: 40).scaleEffect(0.5).padding(10), scale: scale)
        #expect(image.width == 60 * scale)
        let ink = try #require(image.inkBounds())
        #expect(ink == PixelBox(x0: 20 * scale, y0: 20 * scale, x1: 40 * scale, y1: 40 * scale))
        for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 where image[x, y] != RGBA(green) {
            Issue.record("(\(x), \(y)) = \(image[x, y]) inside the scaled square")
            return
        } }
    }

    // The background colour fills the whole canvas, under the content, at every scale.
    @Test(arguments: [1, 3])
    func backgroundFillsTheCanvas(scale: Int) throws {
        let background = Color(red: 12, green: 34, blue: 56)
        let image = try render(Rectangle().fill(Self.red).frame(width: 10, height: 10).padding(10), scale: scale, background: background)
        #expect(image.width == 30 * scale && image.height == 30 * scale)
        let square = PixelBox(x0: 10 * scale, y0: 10 * scale, x1: 20 * scale, y1: 20 * scale)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let expected = square.contains(x, y) ? RGBA(Self.red) : RGBA(background)
                if image[x, y] != expected { Issue.record("(\(x), \(y)) = \(image[x, y]), expected \(expected)"); return }
            }
        }
    }

    // Without a background the canvas stays transparent around the content.
    @Test func noBackgroundLeavesTheCanvasTransparent() throws {
        let image = try render(Rectangle().fill(Self.red).frame(width: 10, height: 10).padding(10))
        #expect(image[0, 0] == .transparent && image[29, 29] == .transparent && image[15, 15] == RGBA(Self.red))
    }
}
