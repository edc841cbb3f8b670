import DarkroomLayout
import DarkroomPNG
import Testing
@testable import DarkroomRaster

/// Custom paths, the new shape kinds and fill rules, painted.
@Suite struct PathPixelTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// A right triangle with its legs on the top and left edges of the frame.
    static let triangle: @Sendable (Rect) -> PathSpec = { r in
        var p = PathSpec()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.addLine(to: Point(x: r.maxX, y: r.minY))
        p.addLine(to: Point(x: r.minX, y: r.maxY))
        p.closeSubpath()
        return p
    }

    // The path is built for the laid-out frame: a 40 x 20 frame gives a 40 x 20 triangle.
    @Test func customPathIsBuiltForTheFinalFrame() throws {
        let image = try render(PathShape(Self.triangle).fill(Self.red).frame(width: 40, height: 20).padding(2))
        look(image, "path-triangle")
        #expect(image.width == 44 && image.height == 24)
        #expect(image[3, 3] == RGBA(Self.red) && image[30, 4] == RGBA(Self.red) && image[4, 15] == RGBA(Self.red))
        #expect(image[40, 20] == .transparent && image[30, 15] == .transparent)
        #expect(try #require(image.inkBounds()) == PixelBox(x0: 2, y0: 2, x1: 42, y1: 22))
    }

    // Even-odd leaves the inner square of two same-direction squares empty; non-zero fills it.
    @Test(arguments: [FillRule.evenOdd, .nonZero])
    func fillRuleDecidesTheHole(rule: FillRule) throws {
        let squares: @Sendable (Rect) -> PathSpec = { r in
            var p = PathSpec()
            p.addRect(r)
            p.addRect(Rect(x: r.minX + 6, y: r.minY + 6, width: r.width - 12, height: r.height - 12))
            return p
        }
        let image = try render(PathShape(fillRule: rule, squares).fill(Self.blue).frame(width: 24, height: 24))
        look(image, "path-fillrule-\(rule.rawValue)")
        #expect(image[3, 12] == RGBA(Self.blue))
        #expect(image[12, 12] == (rule == .evenOdd ? .transparent : RGBA(Self.blue)))
    }

    // A quadratic curve is drawn as the cubic with the same curve: both paths give one image.
    @Test func quadraticEqualsItsCubic() throws {
        let quad = PathShape { r in
            var p = PathSpec()
            p.move(to: Point(x: 0, y: r.maxY)); p.addQuadCurve(to: Point(x: r.maxX, y: r.maxY), control: Point(x: r.midX, y: 0))
            p.closeSubpath(); return p
        }
        let cubic = PathShape { r in
            var p = PathSpec()
            p.move(to: Point(x: 0, y: r.maxY))
            p.addCurve(to: Point(x: r.maxX, y: r.maxY), control1: Point(x: r.maxX / 3, y: r.maxY / 3), control2: Point(x: 2 * r.maxX / 3, y: r.maxY / 3))
            p.closeSubpath(); return p
        }
        let a = try render(quad.fill(Self.red).frame(width: 30, height: 30))
        let b = try render(cubic.fill(Self.red).frame(width: 30, height: 30))
        look(a, "path-quad")
        #expect(a.differences(from: b).isEmpty)
        #expect(a[15, 25] == RGBA(Self.red) && a[2, 2] == .transparent)
    }

    // A custom shape mirrors in right-to-left layouts (iOS 17's default
    // `layoutDirectionBehavior`, `.mirrors`): the triangle's right angle moves to the right.
    @Test func customPathMirrorsInRTLByDefault() throws {
        let view = PathShape(Self.triangle).fill(Self.red).frame(width: 30, height: 20)
        let ltr = try render(view), rtl = try render(view, direction: .rightToLeft)
        look(rtl, "path-triangle-rtl")
        #expect(ltr.mirroredHorizontally.differences(from: rtl, tolerance: ShapePixelTests.curveTolerance).isEmpty)
        #expect(rtl[27, 2] == RGBA(Self.red) && rtl[2, 17] == .transparent)
    }

    // A `.fixed` shape draws its own coordinates unmirrored: the same triangle in RTL.
    @Test func fixedPathIsNotMirroredInRTL() throws {
        let view = PathShape(mirroring: nil, Self.triangle).fill(Self.red).frame(width: 30, height: 20)
        let ltr = try render(view), rtl = try render(view, direction: .rightToLeft)
        #expect(ltr.differences(from: rtl).isEmpty)
        #expect(rtl[2, 2] == RGBA(Self.red) && rtl[27, 17] == .transparent)
    }

    // flipsForRightToLeftLayoutDirection(true) mirrors an image in RTL only.
    @Test func flipsForRightToLeftMirrorsInRTLOnly() throws {
        let view = Image("check").tint(Self.blue).flipsForRightToLeftLayoutDirection(true)
        let plain = try render(Image("check").tint(Self.blue))
        #expect(try render(view).differences(from: plain).isEmpty)
        let rtl = try render(view, direction: .rightToLeft)
        look(rtl, "image-flipped-rtl")
        // Curves flatten differently when mirrored (see ShapePixelTests.curveTolerance).
        #expect(rtl.differences(from: plain.mirroredHorizontally, tolerance: ShapePixelTests.curveTolerance).isEmpty)
        #expect(rtl.differences(from: plain, tolerance: ShapePixelTests.curveTolerance).count > 0)
    }

    // Ellipse: fills a wide frame, touching all four sides, symmetric.
    @Test func ellipseFillsItsFrame() throws {
        let image = try render(Ellipse().fill(Self.red).frame(width: 60, height: 30))
        look(image, "ellipse")
        #expect(image[30, 15] == RGBA(Self.red) && image[30, 1] == RGBA(Self.red) && image[1, 15].a > 0 && image[58, 15].a > 0)
        #expect(image[3, 3] == .transparent && image[56, 26] == .transparent)
        ShapePixelTests.expectSymmetric(image, "ellipse")
    }

    // Continuous corners cut less of the corner near the edges than circular ones of the same
    // radius but start curving earlier: at radius 10 the pixel 14 px along the top edge is
    // solid for circular corners and partly covered for continuous ones.
    @Test func continuousCornersStartCurvingEarlier() throws {
        func image(_ style: CornerStyle) throws -> RGBAImage {
            try render(RoundedRectangle(cornerSize: Size(width: 10, height: 10), style: style).fill(Self.blue).frame(width: 60, height: 40))
        }
        let circular = try image(.circular), continuous = try image(.continuous)
        look(circular, "roundedrect-circular"); look(continuous, "roundedrect-continuous")
        #expect(circular[11, 0] == RGBA(Self.blue))
        #expect(continuous[11, 0].a < 255, "\(continuous[11, 0])")
        #expect(continuous[16, 0] == RGBA(Self.blue) && continuous[30, 20] == RGBA(Self.blue))
        #expect(continuous[0, 0] == .transparent && continuous[1, 1] == .transparent)
        ShapePixelTests.expectSymmetric(continuous, "continuous rounded rectangle")
    }

    // A continuous capsule stays inside its frame, reaches all four sides and is symmetric.
    @Test func continuousCapsule() throws {
        let image = try render(Capsule(style: .continuous).fill(Self.red).frame(width: 64, height: 24))
        look(image, "capsule-continuous")
        #expect(image[32, 0] == RGBA(Self.red) && image[32, 23] == RGBA(Self.red) && image[0, 12].a > 0 && image[63, 12].a > 0)
        #expect(image[0, 0] == .transparent && image[63, 23] == .transparent)
        ShapePixelTests.expectSymmetric(image, "continuous capsule")
    }
}
