import DarkroomLayout
import DarkroomPNG
import Testing
@testable import DarkroomRaster

/// Pixel tests of the shape primitives: one tiny scenario each, exact where the geometry
/// promises exactness (pixel-aligned edges, fully covered or fully uncovered pixels).
@Suite struct ShapePixelTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let green = Color(red: 0, green: 160, blue: 80)

    /// Cairo flattens curves into line segments to within 0.1 device pixel (its default
    /// tolerance), walking each arc from its start, so an arc and its mirror image are
    /// flattened differently. A pixel crossed by an edge (at most sqrt(2) long inside it)
    /// can gain or lose 0.1 * sqrt(2) of its area on each side: 2 * 0.14 * 255 = 72 levels.
    /// A shape shifted by one pixel differs by up to 255, so this still catches asymmetry.
    static let curveTolerance = 72

    /// Symmetric left/right and top/bottom: per pixel within `curveTolerance`, and in
    /// total coverage per half within 0.5% (flattening errors cancel out over a whole
    /// edge; a misplaced or lopsided shape does not).
    static func expectSymmetric(_ image: RGBAImage, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let h = image.differences(from: image.mirroredHorizontally, tolerance: curveTolerance)
        let v = image.differences(from: image.mirroredVertically, tolerance: curveTolerance)
        #expect(h.isEmpty, "\(what) left/right: \(h)", sourceLocation: sourceLocation)
        #expect(v.isEmpty, "\(what) top/bottom: \(v)", sourceLocation: sourceLocation)
        var left = 0, right = 0, top = 0, bottom = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = Int(image[x, y].a)
                if x < image.width / 2 { left += a } else if x >= image.width - image.width / 2 { right += a }
                if y < image.height / 2 { top += a } else if y >= image.height - image.height / 2 { bottom += a }
            }
        }
        #expect(abs(left - right) * 200 <= max(left, right), "\(what) coverage left \(left) vs right \(right)", sourceLocation: sourceLocation)
        #expect(abs(top - bottom) * 200 <= max(top, bottom), "\(what) coverage top \(top) vs bottom \(bottom)", sourceLocation: sourceLocation)
    }

    /// No pixel outside `frame` (layout units, scaled by `scale`) has any coverage.
    static func outsideIsTransparent(_ image: RGBAImage, frame: PixelBox, scale: Int) -> [String] {
        let box = PixelBox(x0: frame.x0 * scale, y0: frame.y0 * scale, x1: frame.x1 * scale, y1: frame.y1 * scale)
        var bad: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width where !box.contains(x, y) && image[x, y].a != 0 {
                bad.append("(\(x), \(y)) = \(image[x, y])")
                if bad.count == 5 { return bad }
            }
        }
        return bad
    }

    // Inside stroke of a rectangle: the 3 px border covers exactly the frame's outer 3 px.
    @Test(arguments: [1, 2, 3])
    func insideStrokeOfRectangleStaysInsideTheFrame(scale: Int) throws {
        let image = try render(Rectangle().strokeBorder(Self.red, lineWidth: 3).frame(width: 30, height: 20).padding(5), scale: scale)
        #expect(image.width == 40 * scale && image.height == 30 * scale)
        #expect(Self.outsideIsTransparent(image, frame: PixelBox(x0: 5, y0: 5, x1: 35, y1: 25), scale: scale).isEmpty)
        let midY = 15 * scale
        for x in 5 * scale..<8 * scale { #expect(image[x, midY] == RGBA(Self.red), "left border x=\(x)") }
        for x in 32 * scale..<35 * scale { #expect(image[x, midY] == RGBA(Self.red), "right border x=\(x)") }
        #expect(image[8 * scale, midY] == .transparent, "just inside the border")
        #expect(image[20 * scale, 9 * scale] == .transparent, "the middle is empty")
        #expect(image[20 * scale, 5 * scale] == RGBA(Self.red), "top border")
    }

    // Inside strokes of curved shapes (odd and fractional widths) never leave their frame,
    // yet still reach it.
    @Test(arguments: [1, 2, 3])
    func insideStrokeOfCurvesStaysInsideTheFrame(scale: Int) throws {
        let shapes: [(String, Shape)] = [
            ("rounded", RoundedRectangle(cornerRadius: 6)), ("rounded, radius below half the width", RoundedRectangle(cornerRadius: 1)),
            ("capsule", Capsule()), ("circle", Circle()),
        ]
        for (name, shape) in shapes {
            for lineWidth in [1.0, 1.5, 3.0] {
                let image = try render(shape.strokeBorder(Self.blue, lineWidth: lineWidth).frame(width: 30, height: 30).padding(4), scale: scale)
                let bad = Self.outsideIsTransparent(image, frame: PixelBox(x0: 4, y0: 4, x1: 34, y1: 34), scale: scale)
                #expect(bad.isEmpty, "\(name), width \(lineWidth), \(scale)x: \(bad)")
                #expect(image[4 * scale, 19 * scale].a > 0, "\(name) reaches its left edge")
                #expect(image[19 * scale, 19 * scale] == .transparent, "\(name) centre is not filled")
            }
        }
    }

    // Rounded rectangle: corners empty, straight edges and centre exactly the fill.
    @Test(arguments: [1, 2])
    func roundedRectangleEdges(scale: Int) throws {
        let s = scale
        let image = try render(RoundedRectangle(cornerRadius: 8).fill(Self.blue).frame(width: 40, height: 24), scale: s)
        let (w, h) = (40 * s, 24 * s)
        // The corner pixel is farther than the radius from the arc's centre: no coverage.
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (s, s), (w - 1 - s, h - 1 - s)] {
            #expect(image[x, y] == .transparent, "corner (\(x), \(y))")
        }
        for (x, y) in [(20 * s, 12 * s), (20 * s, 0), (20 * s, h - 1), (0, 12 * s), (w - 1, 12 * s)] {
            #expect(image[x, y] == RGBA(Self.blue), "edge or centre (\(x), \(y))")
        }
        Self.expectSymmetric(image, "shape")
    }

    // Capsule: the radius is half the height, so (1, 1) is empty (a 6 px radius would
    // cover part of it) while the straight top edge is solid.
    @Test func capsuleEdges() throws {
        let image = try render(Capsule().fill(Self.green).frame(width: 48, height: 20))
        for (x, y) in [(0, 0), (1, 1), (0, 3), (47, 19), (46, 18), (47, 16)] {
            #expect(image[x, y] == .transparent, "(\(x), \(y))")
        }
        for (x, y) in [(24, 10), (24, 0), (24, 19), (10, 0), (37, 19)] {
            #expect(image[x, y] == RGBA(Self.green), "(\(x), \(y))")
        }
        #expect(image[0, 10].a > 0 && image[47, 9].a > 0, "the ends reach the frame")
        Self.expectSymmetric(image, "shape")
    }

    // Circle in a wide frame: inscribed and centred, radius 20 about (30, 20).
    @Test func circleIsInscribedAndCentred() throws {
        let image = try render(Circle().fill(Self.red).frame(width: 60, height: 40))
        #expect(image.width == 60 && image.height == 40)
        for y in 0..<40 {
            #expect(image[9, y] == .transparent && image[50, y] == .transparent, "outside the circle, row \(y)")
        }
        #expect(image[30, 20] == RGBA(Self.red))
        #expect(image[10, 0] == .transparent && image[49, 39] == .transparent)
        #expect(image[29, 0].a > 0 && image[10, 19].a > 0 && image[49, 20].a > 0 && image[30, 39].a > 0, "touches all four sides")
        Self.expectSymmetric(image, "shape")
    }
}
