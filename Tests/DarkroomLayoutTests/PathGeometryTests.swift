import Foundation
import Testing
@testable import DarkroomLayout

/// The outlines `PathSpec` and `ShapeKind.path(in:)` produce, element by element: where a
/// path starts and which way it runs matter for dashes, and the control points are the shape.
@Suite struct PathGeometryTests {
    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }
    static func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    static let kappa = 4.0 / 3.0 * tan(Double.pi / 8)  // 0.5522847...

    /// The end points of every element, in order (nil for a close).
    static func ends(_ p: PathSpec) -> [Point?] {
        p.elements.map { e in
            switch e {
            case .move(let q), .line(let q), .quadCurve(let q, _), .curve(let q, _, _): return q
            case .closeSubpath: return nil
            }
        }
    }

    // addRect: CGPath's order, from the origin corner, clockwise on screen, closed.
    @Test func rectangleElements() {
        var p = PathSpec()
        p.addRect(Rect(x: 1, y: 2, width: 10, height: 5))
        #expect(p.elements == [.move(to: Self.P(1, 2)), .line(to: Self.P(11, 2)), .line(to: Self.P(11, 7)),
                               .line(to: Self.P(1, 7)), .closeSubpath])
    }

    // addEllipse: starts at the right-most point and runs clockwise on screen (down first).
    @Test func ellipseStartsRightAndRunsClockwise() {
        var p = PathSpec()
        p.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
        let e = Self.ends(p)
        #expect(e.count == 6)
        #expect(Self.close(e[0]!, Self.P(40, 10)) && Self.close(e[1]!, Self.P(20, 20)) && Self.close(e[2]!, Self.P(0, 10))
                && Self.close(e[3]!, Self.P(20, 0)) && Self.close(e[4]!, Self.P(40, 10)))
        #expect(e[5] == nil)
        // The first quarter's controls sit kappa x the semi-axes along the tangents.
        guard case .curve(_, let c1, let c2) = p.elements[1] else { Issue.record("not a curve"); return }
        #expect(Self.close(c1, Self.P(40, 10 + 10 * Self.kappa)) && Self.close(c2, Self.P(20 + 20 * Self.kappa, 20)))
    }

    // clockwise: false increases the angle (clockwise on a y-down screen): 0 to 90 degrees
    // is one quarter from (r, 0) to (0, r).
    @Test func arcCounterclockwiseFlagIncreasesAngle() {
        var p = PathSpec()
        p.addArc(center: Self.P(50, 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let e = Self.ends(p)
        #expect(e.count == 2 && Self.close(e[0]!, Self.P(60, 50)) && Self.close(e[1]!, Self.P(50, 60)))
    }

    // clockwise: true from 0 to 90 degrees goes the long way: three quarters through (50, 40).
    @Test func arcClockwiseFlagGoesTheOtherWay() {
        var p = PathSpec()
        p.addArc(center: Self.P(50, 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let e = Self.ends(p)
        #expect(e.count == 4)
        #expect(Self.close(e[1]!, Self.P(50, 40)) && Self.close(e[2]!, Self.P(40, 50)) && Self.close(e[3]!, Self.P(50, 60)))
    }

    // A full turn or more is one full circle; an existing subpath is joined with a line.
    @Test func arcFullTurnAndJoin() {
        var p = PathSpec()
        p.move(to: Self.P(0, 0))
        p.addArc(center: Self.P(50, 50), radius: 10, startAngle: 0, endAngle: 5 * .pi, clockwise: false)
        let e = Self.ends(p)
        #expect(e.count == 6)
        #expect(p.elements[1] == .line(to: Self.P(60, 50)))
        #expect(Self.close(e[5]!, Self.P(60, 50)))
    }

    // The tangent form: a line to the first tangent point, then the arc that ends on the
    // second leg. Legs (0,0)->(10,0)->(10,10), radius 2: tangent points (8,0) and (10,2).
    @Test func tangentArc() {
        var p = PathSpec()
        p.move(to: Self.P(0, 0))
        p.addArc(tangent1End: Self.P(10, 0), tangent2End: Self.P(10, 10), radius: 2)
        let e = Self.ends(p)
        #expect(Self.close(e[1]!, Self.P(8, 0)))
        #expect(Self.close(e.last!!, Self.P(10, 2)))
        // Collinear legs give a straight line to the corner point.
        var q = PathSpec()
        q.move(to: Self.P(0, 0))
        q.addArc(tangent1End: Self.P(10, 0), tangent2End: Self.P(20, 0), radius: 2)
        #expect(q.elements == [.move(to: Self.P(0, 0)), .line(to: Self.P(10, 0))])
    }

    // Circular rounded rectangle: quarter-circle corners, from the middle of the right edge.
    @Test func circularRoundedRect() {
        let p = ShapeKind.roundedRectangle(cornerRadius: 5).path(in: Rect(x: 0, y: 0, width: 40, height: 20))
        let e = Self.ends(p)
        #expect(Self.close(e[0]!, Self.P(40, 10)))
        #expect(Self.close(e[1]!, Self.P(40, 15)) && Self.close(e[2]!, Self.P(35, 20)))
        #expect(Self.close(e[3]!, Self.P(5, 20)) && Self.close(e[4]!, Self.P(0, 15)))
        #expect(p.elements.last == .closeSubpath)
        // A corner larger than half the side is limited to it: a 40 x 20 capsule.
        let big = ShapeKind.roundedRectangle(cornerRadius: 50).path(in: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(big == ShapeKind.capsule.path(in: Rect(x: 0, y: 0, width: 40, height: 20)))
    }

    // Continuous corners with room to spare: each corner reaches 1.528665 r along its edges
    // and is three cubics with the published control points.
    @Test func continuousCornerControlPoints() {
        let r = 10.0
        let p = ShapeKind.roundedRect(cornerSize: Size(width: r, height: r), style: .continuous)
            .path(in: Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(p.elements.count == 1 + 4 * 4 + 1)
        #expect(p.elements[0] == .move(to: Self.P(100, 30)))
        // Bottom-right corner, entered going down the right edge.
        guard case .line(let start) = p.elements[1],
              case .curve(let e1, let a1, let b1) = p.elements[2],
              case .curve(let e2, let m1, let m2) = p.elements[3],
              case .curve(let e3, let b3, let a3) = p.elements[4] else { Issue.record("unexpected elements"); return }
        #expect(Self.close(start, Self.P(100, 60 - 1.528665 * r)))
        #expect(Self.close(a1, Self.P(100, 60 - 1.08849 * r)) && Self.close(b1, Self.P(100, 60 - 0.868407 * r)))
        #expect(Self.close(e1, Self.P(100 - 0.0749114 * r, 60 - 0.631494 * r)))
        #expect(Self.close(m1, Self.P(100 - 0.16906 * r, 60 - 0.372824 * r)) && Self.close(m2, Self.P(100 - 0.372824 * r, 60 - 0.16906 * r)))
        #expect(Self.close(e2, Self.P(100 - 0.631494 * r, 60 - 0.0749114 * r)))
        #expect(Self.close(b3, Self.P(100 - 0.868407 * r, 60)) && Self.close(a3, Self.P(100 - 1.08849 * r, 60)))
        #expect(Self.close(e3, Self.P(100 - 1.528665 * r, 60)))
    }

    // A short side caps the reach at half that side and pulls the outer controls in
    // linearly, down to (0.96, 0.82) r when the reach is r; the middle cubic stays.
    @Test func continuousCornerReachIsCappedPerAxis() {
        let r = 10.0
        // 100 x 20: vertical reach 10 / 10 = 1 r; horizontal reach stays 1.528665 r.
        let p = ShapeKind.roundedRect(cornerSize: Size(width: r, height: r), style: .continuous)
            .path(in: Rect(x: 0, y: 0, width: 100, height: 20))
        guard case .line(let start) = p.elements[1], case .curve(_, let a1, let b1) = p.elements[2],
              case .curve(let e2, _, _) = p.elements[3], case .curve(let e3, let b3, _) = p.elements[4] else {
            Issue.record("unexpected elements"); return
        }
        #expect(Self.close(start, Self.P(100, 10)))
        #expect(Self.close(a1, Self.P(100, 20 - 0.96 * r)) && Self.close(b1, Self.P(100, 20 - 0.82 * r)))
        #expect(Self.close(e2, Self.P(100 - 0.631494 * r, 20 - 0.0749114 * r)))
        #expect(Self.close(b3, Self.P(100 - 0.868407 * r, 20)) && Self.close(e3, Self.P(100 - 1.528665 * r, 20)))
        // Halfway: reach 1.264 r gives controls halfway between the two ends.
        let q = ShapeKind.roundedRect(cornerSize: Size(width: r, height: r), style: .continuous)
            .path(in: Rect(x: 0, y: 0, width: 100, height: 2 * 1.2643325 * r))
        guard case .curve(_, let qa, let qb) = q.elements[2] else { Issue.record("unexpected elements"); return }
        #expect(abs((2 * 1.2643325 * r - qa.y) / r - (0.96 + 1.08849) / 2) < 1e-6)
        #expect(abs((2 * 1.2643325 * r - qb.y) / r - (0.82 + 0.868407) / 2) < 1e-6)
    }

    // Every continuous corner is the mirror image of the others: the outline is symmetric.
    @Test func continuousOutlineIsSymmetric() {
        let rect = Rect(x: 0, y: 0, width: 64, height: 40)
        let p = ShapeKind.styledCapsule(.continuous).path(in: rect)
        let points = Self.ends(p).compactMap { $0 }
        for q in points {
            #expect(points.contains { Self.close($0, Self.P(64 - q.x, q.y)) }, "no mirror of \(q) across x")
            #expect(points.contains { Self.close($0, Self.P(q.x, 40 - q.y)) }, "no mirror of \(q) across y")
        }
    }

    // inset(by:) draws the shape in the inset frame with its corner shrunk by the inset.
    @Test func insetShrinksFrameAndCorner() {
        let rect = Rect(x: 0, y: 0, width: 30, height: 20)
        #expect(ShapeKind.inset(.roundedRectangle(cornerRadius: 8), by: 2).path(in: rect)
                == ShapeKind.roundedRect(cornerSize: Size(width: 6, height: 6), style: .circular).path(in: Rect(x: 2, y: 2, width: 26, height: 16)))
        #expect(ShapeKind.inset(.ellipse, by: 3).path(in: rect) == ShapeKind.ellipse.path(in: Rect(x: 3, y: 3, width: 24, height: 14)))
        // A corner smaller than the inset becomes square, not negative.
        #expect(ShapeKind.inset(.roundedRect(cornerSize: Size(width: 1, height: 1), style: .continuous), by: 2).path(in: rect)
                == ShapeKind.rectangle.path(in: Rect(x: 2, y: 2, width: 26, height: 16)))
    }

    // A transform maps every point of what is added (the `transform:` argument of Path).
    @Test func transformArgumentMapsPoints() {
        var p = PathSpec()
        p.addRect(Rect(x: 0, y: 0, width: 2, height: 1), transform: Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 7))
        #expect(Self.ends(p).compactMap { $0 } == [Self.P(5, 7), Self.P(7, 7), Self.P(7, 8), Self.P(5, 8)])
    }
}
