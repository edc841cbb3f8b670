import Foundation

/// Arcs, ellipses and rectangles added to a path the way CoreGraphics adds them: as cubic
/// Béziers of at most a quarter turn each, with the control-point distance
/// `4/3 tan(θ/4)` of the circle (exact at the ends, within 0.03% of the radius between).
extension PathSpec {
    /// `CGPath.addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians,
    /// y down. `clockwise` has CoreGraphics' meaning in its own y-up space, so on screen
    /// (y down, as SwiftUI draws) `clockwise: false` runs clockwise: angles increase.
    /// The sweep follows the canvas arc rule that mirrors CoreGraphics: a sweep of a full
    /// turn or more draws one full circle; otherwise the end angle is brought within one
    /// turn of the start in the chosen direction. A line joins the current point to the
    /// arc's start; with no current point the arc starts a subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
                                transform: Transform2D = .identity) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            sweep = sweep <= -turn ? -turn : -positiveRemainder(-sweep, turn)
        } else {
            sweep = sweep >= turn ? turn : positiveRemainder(sweep, turn)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// `CGPath.addRelativeArc(center:radius:startAngle:delta:)`: an arc through `delta`
    /// radians from `startAngle` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double,
                                        transform: Transform2D = .identity) {
        var arc = PathSpec()
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        arc.move(to: start)
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        for i in 0..<pieces {
            arc.appendArcPiece(center: center, rx: radius, ry: radius, from: startAngle + step * Double(i), sweep: step)
        }
        joinArc(arc.mapPoints(transform.apply))
    }

    /// `CGPath.addArc(tangent1End:tangent2End:radius:)`: a line from the current point
    /// towards `tangent1End`, then the arc of `radius` tangent to both that line and the
    /// line from `tangent1End` to `tangent2End`. Collinear points or a zero radius give a
    /// straight line to `tangent1End`.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double,
                                transform: Transform2D = .identity) {
        let t = transform.apply
        guard let p0 = currentPoint else { move(to: t(p1)); return }
        // Work in the untransformed space: the current point is mapped back only for the
        // identity transform, the common case; otherwise the tangents use transformed points.
        let q0 = p0, q1 = t(p1), q2 = t(p2)
        let v1 = Point(x: q0.x - q1.x, y: q0.y - q1.y), v2 = Point(x: q2.x - q1.x, y: q2.y - q1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { addLine(to: q1); return }
        let u1 = Point(x: v1.x / l1, y: v1.y / l1), u2 = Point(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))  // between the two legs
        let r = radius * scaleFactor(transform)
        let distance = r / tan(angle / 2)
        let start = Point(x: q1.x + u1.x * distance, y: q1.y + u1.y * distance)
        let end = Point(x: q1.x + u2.x * distance, y: q1.y + u2.y * distance)
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let toCentre = r / sin(angle / 2)
        let centre = Point(x: q1.x + bisector.x / bl * toCentre, y: q1.y + bisector.y / bl * toCentre)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        // The short way round, ending at `end`: the arc turns by pi minus the angle between
        // the legs, clockwise on screen when the path turns right (negative cross product).
        let sweep = Double.pi - angle
        addLine(to: start)
        addRelativeArc(center: centre, radius: r, startAngle: a0, delta: cross > 0 ? -sweep : sweep)
        _ = end
    }

    /// `CGPath.addEllipse(in:)`: four quarter arcs from the right-most point, clockwise on
    /// screen, closed.
    public mutating func addEllipse(in r: Rect, transform: Transform2D = .identity) {
        var e = PathSpec()
        let centre = Point(x: r.midX, y: r.midY)
        e.move(to: Point(x: r.maxX, y: r.midY))
        for i in 0..<4 {
            e.appendArcPiece(center: centre, rx: r.width / 2, ry: r.height / 2, from: Double(i) * .pi / 2, sweep: .pi / 2)
        }
        e.closeSubpath()
        addPath(e.mapPoints(transform.apply))
    }

    /// `CGPath.addRect(_:transform:)`.
    public mutating func addRect(_ r: Rect, transform: Transform2D) {
        var p = PathSpec()
        p.addRect(r)
        addPath(p.mapPoints(transform.apply))
    }

    /// A cubic for one piece of an elliptical arc of at most a quarter turn.
    mutating func appendArcPiece(center: Point, rx: Double, ry: Double, from a: Double, sweep: Double) {
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let b = a + sweep
        let p0 = Point(x: center.x + rx * cos(a), y: center.y + ry * sin(a))
        let p3 = Point(x: center.x + rx * cos(b), y: center.y + ry * sin(b))
        let c1 = Point(x: p0.x - k * rx * sin(a), y: p0.y + k * ry * cos(a))
        let c2 = Point(x: p3.x + k * rx * sin(b), y: p3.y - k * ry * cos(b))
        addCurve(to: p3, control1: c1, control2: c2)
    }

    /// Appends an arc subpath, joining it to the current subpath with a line as CGPath does.
    private mutating func joinArc(_ arc: PathSpec) {
        guard case .move(let start)? = arc.elements.first else { return }
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for element in arc.elements.dropFirst() {
            switch element {
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .line(let p): addLine(to: p)
            default: break
            }
        }
    }
}

/// `x mod m` in [0, m).
private func positiveRemainder(_ x: Double, _ m: Double) -> Double {
    let r = x.truncatingRemainder(dividingBy: m)
    return r < 0 ? r + m : r
}

/// How much a transform scales lengths (for the radius of a tangent arc): the square root
/// of its determinant, exact for rotations and uniform scales.
private func scaleFactor(_ t: Transform2D) -> Double { sqrt(abs(t.a * t.d - t.b * t.c)) }
