import DarkroomLayout
import DarkroomPNG
import Testing
@testable import DarkroomRaster

/// Strokes centred on the outline (SwiftUI's `stroke(_:style:)`): width, caps, joins, dashes.
@Suite struct StrokePixelTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let green = Color(red: 0, green: 160, blue: 80)

    /// A horizontal line through the middle of the frame, from its left to its right edge.
    static let line = PathShape { r in
        var p = PathSpec()
        p.move(to: Point(x: r.minX + 10, y: r.midY)); p.addLine(to: Point(x: r.maxX - 10, y: r.midY))
        return p
    }

    // A 4 px centred stroke of a 20 x 10 rectangle covers 2 px outside and 2 px inside it.
    @Test(arguments: [1, 2])
    func centredStrokeIsHalfOutside(scale: Int) throws {
        let view = Rectangle().stroke(StrokeSpec(color: Self.red, lineWidth: 4)).frame(width: 20, height: 10).padding(5)
        let image = try render(view, scale: scale)
        look(image, "stroke-centred@\(scale)x")
        let s = scale
        #expect(try #require(image.inkBounds()) == PixelBox(x0: 3 * s, y0: 3 * s, x1: 27 * s, y1: 17 * s))
        #expect(image[4 * s, 10 * s] == RGBA(Self.red) && image[6 * s, 10 * s] == RGBA(Self.red))
        #expect(image[7 * s, 10 * s] == .transparent && image[15 * s, 10 * s] == .transparent)
    }

    // Butt caps end at the end points; square caps reach half the width beyond them.
    @Test func capsExtendAsStyled() throws {
        let butt = try render(Self.line.stroke(StrokeSpec(color: Self.red, lineWidth: 4)).frame(width: 40, height: 10))
        let square = try render(Self.line.stroke(StrokeSpec(color: Self.red, lineWidth: 4, lineCap: .square)).frame(width: 40, height: 10))
        let round = try render(Self.line.stroke(StrokeSpec(color: Self.red, lineWidth: 4, lineCap: .round)).frame(width: 40, height: 10))
        look(square, "stroke-cap-square")
        #expect(try #require(butt.inkBounds()) == PixelBox(x0: 10, y0: 3, x1: 30, y1: 7))
        #expect(try #require(square.inkBounds()) == PixelBox(x0: 8, y0: 3, x1: 32, y1: 7))
        #expect(square[8, 3] == RGBA(Self.red), "square caps have square corners")
        #expect(round[8, 3].a < 255 && round[8, 5].a > 0, "round caps are round: \(round[8, 3])")
    }

    // Dashes [4, 2] from the start of the line; a phase of 4 starts in the first gap.
    @Test func dashPatternAndPhase() throws {
        let dashed = try render(Self.line.stroke(StrokeSpec(color: Self.green, lineWidth: 2, dash: [4, 2])).frame(width: 40, height: 10))
        let phased = try render(Self.line.stroke(StrokeSpec(color: Self.green, lineWidth: 2, dash: [4, 2], dashPhase: 4)).frame(width: 40, height: 10))
        look(dashed, "stroke-dash")
        let row = 5
        let expected = (10..<30).map { ($0 - 10) % 6 < 4 }
        #expect((10..<30).map { dashed[$0, row] == RGBA(Self.green) } == expected)
        #expect((10..<30).map { dashed[$0, row] == .transparent } == expected.map { !$0 })
        let shifted = (10..<30).map { ($0 - 10 + 4) % 6 < 4 }
        #expect((10..<30).map { phased[$0, row] == RGBA(Self.green) } == shifted)
    }

    // A miter join fills the outer corner of a right angle; a bevel cuts it off.
    @Test func joinsShapeTheCorner() throws {
        let corner = PathShape { r in
            var p = PathSpec()
            p.move(to: Point(x: 5, y: 25)); p.addLine(to: Point(x: 5, y: 5)); p.addLine(to: Point(x: 25, y: 5))
            return p
        }
        let miter = try render(corner.stroke(StrokeSpec(color: Self.red, lineWidth: 6)).frame(width: 30, height: 30))
        let bevel = try render(corner.stroke(StrokeSpec(color: Self.red, lineWidth: 6, lineJoin: .bevel)).frame(width: 30, height: 30))
        look(bevel, "stroke-join-bevel")
        #expect(miter[2, 2] == RGBA(Self.red))
        #expect(bevel[2, 2] == .transparent)
        #expect(bevel[5, 5] == RGBA(Self.red) && bevel[2, 10] == RGBA(Self.red))
    }

    // strokeBorder of the new shapes: inset by half the width, nothing outside the frame.
    @Test(arguments: [1, 3])
    func strokeBorderOfEllipseAndContinuousStaysInside(scale: Int) throws {
        for shape in [Ellipse(), RoundedRectangle(cornerSize: Size(width: 8, height: 8), style: .continuous), Capsule(style: .continuous)] {
            let image = try render(shape.strokeBorder(Self.red, lineWidth: 3).frame(width: 40, height: 24).padding(4), scale: scale)
            let bad = ShapePixelTests.outsideIsTransparent(image, frame: PixelBox(x0: 4, y0: 4, x1: 44, y1: 28), scale: scale)
            #expect(bad.isEmpty, "\(shape.spec.kind): \(bad)")
            #expect(image[24 * scale, 4 * scale].a > 200, "\(shape.spec.kind) reaches its top edge")
            #expect(image[24 * scale, 16 * scale] == .transparent)
        }
    }

    // A dash pattern Cairo cannot draw is an error naming it, not a silent solid line.
    @Test func invalidDashIsAnError() {
        #expect(throws: RenderError.self) {
            try render(Self.line.stroke(StrokeSpec(color: Self.red, lineWidth: 2, dash: [0, 0])).frame(width: 40, height: 10))
        }
    }
}
