/// Apple's continuous ("squircle") corners, as SwiftUI draws `RoundedCornerStyle.continuous`.
///
/// Each corner is three cubic Béziers. In units of the corner radius r, measured from the
/// corner back along the incoming edge (u) and forward along the outgoing edge (v):
///
///     start (p, 0)
///     cubic (a, 0) (b, 0)                 -> (0.631494, 0.0749114)
///     cubic (0.372824, 0.16906) (0.16906, 0.372824) -> (0.0749114, 0.631494)
///     cubic (0, b) (0, a)                 -> (0, p)
///
/// p is the corner's reach along that edge: 1.528665 r when the edge is long enough,
/// otherwise half the edge (never less than r, since r is at most half the edge). The outer
/// controls a and b move linearly with p, from (0.96, 0.82) at p = r to (1.08849, 0.868407)
/// at p = 1.528665 r; the middle cubic never changes.
///
/// Sources: the full-reach table `1.528665, 1.08849, 0.868407, 0.631494, 0.372824, 0.16906,
/// 0.0749114` is CoreGraphics' `CGPathCreateWithContinuousRoundedRect` and QuartzCore's
/// `CA_CGContextAddRoundRect` (the same constants appear in decompiled WorkflowKit code
/// that inlines it); SwiftUI's RenderBox `RB::Path::Mapper::add_rounded_rect` blends the
/// outer controls as `1 + 0.528665 t`, `0.96 + 0.12849 t`, `0.82 + 0.048407 t` with the
/// middle cubic fixed, and a replica sampled from `Path(roundedRect:cornerSize:style:
/// .continuous).cgPath` on iOS confirms the per-axis reach cap and the emission order
/// (middle of the right edge, then clockwise). The widely quoted iOS 7 `UIBezierPath`
/// constants (PaintCode: 0.66993427, 0.06549600, ...) are UIKit's older curve, not SwiftUI's.
enum ContinuousCorner {
    static let fullReach = 1.528665
    static let fullA = 1.08849, fullB = 0.868407
    static let minA = 0.96, minB = 0.82
    static let endLong = 0.631494, endShort = 0.0749114
    static let midLong = 0.372824, midShort = 0.16906

    /// The outer controls (a, b) for a reach of `p` radii.
    static func controls(reach p: Double) -> (a: Double, b: Double) {
        let t = (p - 1) / (fullReach - 1)
        return (minA + (fullA - minA) * t, minB + (fullB - minB) * t)
    }
}

extension PathSpec {
    /// A continuous rounded rectangle with corners `cw` wide and `ch` tall (each at most half
    /// the rectangle). Horizontal distances scale with `cw` and vertical ones with `ch`,
    /// which is the circular corner's rule; for equal sizes it is SwiftUI's curve exactly.
    mutating func appendContinuousRoundedRect(_ r: Rect, _ cw: Double, _ ch: Double) {
        let reachX = min(ContinuousCorner.fullReach, r.width / 2 / cw)
        let reachY = min(ContinuousCorner.fullReach, r.height / 2 / ch)
        let (ax, bx) = ContinuousCorner.controls(reach: reachX), (ay, by) = ContinuousCorner.controls(reach: reachY)
        let eL = ContinuousCorner.endLong, eS = ContinuousCorner.endShort
        let mL = ContinuousCorner.midLong, mS = ContinuousCorner.midShort

        // One corner at `c`, with `sx`/`sy` pointing from the corner into the rectangle.
        // `vertical` says the corner is entered along a vertical edge.
        func corner(_ c: Point, _ sx: Double, _ sy: Double, enteringVertically vertical: Bool) {
            func at(_ ux: Double, _ uy: Double) -> Point { Point(x: c.x + sx * ux * cw, y: c.y + sy * uy * ch) }
            if vertical {
                addLine(to: at(0, reachY))
                addCurve(to: at(eS, eL), control1: at(0, ay), control2: at(0, by))
                addCurve(to: at(eL, eS), control1: at(mS, mL), control2: at(mL, mS))
                addCurve(to: at(reachX, 0), control1: at(bx, 0), control2: at(ax, 0))
            } else {
                addLine(to: at(reachX, 0))
                addCurve(to: at(eL, eS), control1: at(ax, 0), control2: at(bx, 0))
                addCurve(to: at(eS, eL), control1: at(mL, mS), control2: at(mS, mL))
                addCurve(to: at(0, reachY), control1: at(0, by), control2: at(0, ay))
            }
        }
        move(to: Point(x: r.maxX, y: r.midY))
        corner(Point(x: r.maxX, y: r.maxY), -1, -1, enteringVertically: true)
        corner(Point(x: r.minX, y: r.maxY), 1, -1, enteringVertically: false)
        corner(Point(x: r.minX, y: r.minY), 1, 1, enteringVertically: true)
        corner(Point(x: r.maxX, y: r.minY), -1, 1, enteringVertically: false)
        closeSubpath()
    }
}
