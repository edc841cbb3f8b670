import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// A right triangle with its right angle at the bottom-leading corner: iOS 17 mirrors a
/// custom shape in right-to-left layouts by default.
struct CornerTriangle: DarkroomUI.Shape {
    func path(in rect: CGRect) -> DarkroomUI.Path {
        DarkroomUI.Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

struct FixedTriangle: DarkroomUI.Shape {
    func path(in rect: CGRect) -> DarkroomUI.Path { CornerTriangle().path(in: rect) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// Two nested squares: even-odd leaves a hole, non-zero does not.
struct Frame2: DarkroomUI.Shape {
    func path(in rect: CGRect) -> DarkroomUI.Path {
        var p = DarkroomUI.Path()
        p.addRect(rect)
        p.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return p
    }
}

@MainActor
@Suite struct ShapeTests {
    static let red = "#FF3B30FF", clear = "#00000000"

    // path(in:) is asked for the final frame; the shape fills with the foreground style.
    @Test(arguments: directions)
    func customShapeFillsItsFrameAndMirrors(direction: DarkroomLayout.LayoutDirection) throws {
        let pixels = try Pixels(CornerTriangle().fill(.red).frame(width: 40, height: 40), direction)
        try pixels.save("triangle-\(direction)")
        #expect(pixels.image.width == 40 && pixels.image.height == 40)
        #expect(pixels.hex(4, 35, mirroredIn: direction) == Self.red)   // inside, near the right angle
        #expect(pixels.hex(35, 4, mirroredIn: direction) == Self.clear) // beyond the hypotenuse
    }

    @Test(arguments: directions)
    func fixedShapeIsNotMirrored(direction: DarkroomLayout.LayoutDirection) throws {
        let pixels = try Pixels(FixedTriangle().fill(.red).frame(width: 40, height: 40), direction)
        #expect(pixels.hex(4, 35) == Self.red)
        #expect(pixels.hex(35, 4) == Self.clear)
    }

    @Test(arguments: directions)
    func evenOddLeavesAHole(direction: DarkroomLayout.LayoutDirection) throws {
        let view = HStack(spacing: 0) {
            Frame2().fill(.red, style: FillStyle(eoFill: true)).frame(width: 40, height: 40)
            Frame2().fill(.red).frame(width: 40, height: 40)
        }
        let pixels = try Pixels(view, direction)
        #expect(pixels.hex(20, 20, mirroredIn: direction) == Self.clear)
        #expect(pixels.hex(4, 20, mirroredIn: direction) == Self.red)
        #expect(pixels.hex(60, 20, mirroredIn: direction) == Self.red)
    }

    // A shape used as a view takes the whole proposal and fills with the foreground colour.
    @Test(arguments: directions)
    func shapesTakeTheWholeProposal(direction: DarkroomLayout.LayoutDirection) throws {
        let pixels = try Pixels(Ellipse().foregroundColor(.red), direction, width: 100, height: 50)
        #expect(pixels.image.width == 100 && pixels.image.height == 50)
        #expect(pixels.hex(50, 25) == Self.red)
        #expect(pixels.hex(2, 25) == Self.red) // an ellipse reaches the frame's sides
        #expect(pixels.hex(2, 2) == Self.clear)
        let circle = try Pixels(Circle().foregroundColor(.red), direction, width: 100, height: 50)
        #expect(circle.hex(2, 25) == Self.clear) // a circle is the largest one centred
        #expect(circle.hex(50, 25) == Self.red)
    }

    // stroke is centred on the outline (half outside the frame); strokeBorder stays inside.
    @Test(arguments: directions)
    func strokeIsCentredAndStrokeBorderIsInside(direction: DarkroomLayout.LayoutDirection) throws {
        let view = HStack(spacing: 0) {
            Rectangle().stroke(.red, lineWidth: 8).frame(width: 40, height: 40).padding(8)
            Rectangle().strokeBorder(.red, lineWidth: 8).frame(width: 40, height: 40).padding(8)
        }
        let pixels = try Pixels(view, direction)
        try pixels.save("strokes-\(direction)")
        #expect(pixels.hex(5, 28, mirroredIn: direction) == Self.red)   // 3 pt outside the frame
        #expect(pixels.hex(10, 28, mirroredIn: direction) == Self.red)  // 2 pt inside
        #expect(pixels.hex(13, 28, mirroredIn: direction) == Self.clear) // 5 pt inside
        #expect(pixels.hex(61, 28, mirroredIn: direction) == Self.clear) // outside the second frame
        #expect(pixels.hex(69, 28, mirroredIn: direction) == Self.red)   // 5 pt inside
    }

    @Test(arguments: directions)
    func dashedStroke(direction: DarkroomLayout.LayoutDirection) throws {
        let style = StrokeStyle(lineWidth: 4, lineCap: .butt, dash: [10, 10])
        let pixels = try Pixels(Rectangle().inset(by: 2).stroke(Color.red, style: style).frame(width: 80, height: 20), direction)
        #expect(pixels.hex(5, 1) == Self.red)    // first dash along the top edge
        #expect(pixels.hex(15, 1) == Self.clear) // first gap
        #expect(pixels.hex(25, 1) == Self.red)
    }

    // SwiftUI's defaults: continuous corners; circular ones keep the engine's original kinds.
    @Test func builtInKinds() {
        func kind<V: DarkroomUI.View>(_ view: V) -> ShapeKind? {
            guard case .shape(let spec) = Harness.node(view) else { return nil }
            return spec.kind
        }
        #expect(kind(RoundedRectangle(cornerRadius: 8).fill(.red)) == .roundedRect(cornerSize: Size(width: 8, height: 8), style: .continuous))
        #expect(kind(RoundedRectangle(cornerRadius: 8, style: .circular).fill(.red)) == .roundedRectangle(cornerRadius: 8))
        #expect(kind(RoundedRectangle(cornerSize: CGSize(width: 8, height: 4), style: .circular).fill(.red))
                == .roundedRect(cornerSize: Size(width: 8, height: 4), style: .circular))
        #expect(kind(Capsule().fill(.red)) == .styledCapsule(.continuous))
        #expect(kind(Capsule(style: .circular).fill(.red)) == .capsule)
        #expect(kind(Circle().inset(by: 2).inset(by: 1).fill(.red)) == .inset(.circle, by: 3))
        #expect(kind(Ellipse()) == .ellipse)
    }

    // Path's builders add what CGMutablePath adds, and the built-in shapes answer path(in:).
    @Test func pathBuilders() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        var p = DarkroomUI.Path()
        p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(p.currentPoint == CGPoint(x: 10, y: 10))
        p.addArc(center: CGPoint(x: 20, y: 10), radius: 10, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        #expect(abs(p.currentPoint!.x - 30) < 1e-9 && abs(p.currentPoint!.y - 10) < 1e-9)
        #expect(p.boundingRect.maxY > 10) // the half turn from 180° to 0° runs through the bottom on screen
        let ellipse = DarkroomUI.Path(ellipseIn: rect)
        #expect(ellipse == Ellipse().path(in: rect))
        #expect(close(Rect(x: Double(ellipse.boundingRect.minX), y: Double(ellipse.boundingRect.minY),
                           width: Double(ellipse.boundingRect.width), height: Double(ellipse.boundingRect.height)),
                      Rect(x: 0, y: 0, width: 40, height: 20)))
        #expect(DarkroomUI.Path(roundedRect: rect, cornerRadius: 5) == RoundedRectangle(cornerRadius: 5).path(in: rect))
        #expect(DarkroomUI.Path(rect).offsetBy(dx: 3, dy: 4).boundingRect == rect.offsetBy(dx: 3, dy: 4))
        let moved = DarkroomUI.Path(rect).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1))
        #expect(moved.boundingRect == CGRect(x: 5, y: 0, width: 80, height: 20))
    }

    // iOS 17's shorthand (.rect, .capsule, .circle...) names the same shapes.
    @Test func shapeShorthand() {
        func clip<V: DarkroomUI.View>(_ view: V) -> ShapeKind? {
            guard case .modified(_, .clipShape(let kind)) = Harness.node(view) else { return nil }
            return kind
        }
        #expect(clip(Color.red.clipShape(.rect(cornerRadius: 12))) == .roundedRect(cornerSize: Size(width: 12, height: 12), style: .continuous))
        #expect(clip(Color.red.clipShape(.rect(cornerRadius: 12, style: .circular))) == .roundedRectangle(cornerRadius: 12))
        #expect(clip(Color.red.clipShape(.capsule)) == .styledCapsule(.continuous))
        #expect(clip(Color.red.clipShape(.circle)) == .circle)
        #expect(clip(Color.red.clipShape(.ellipse)) == .ellipse)
        #expect(clip(Color.red.clipShape(.rect)) == .rectangle)
    }
}
