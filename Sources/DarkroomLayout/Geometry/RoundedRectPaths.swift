import Foundation

/// Rounded rectangles as SwiftUI draws them, corner by corner, starting at the middle of the
/// right edge and running clockwise on screen (down the right edge first), the emission
/// order of SwiftUI's `Path(roundedRect:cornerSize:style:)`.
extension PathSpec {
    /// SwiftUI's `Path.addRoundedRect(in:cornerSize:style:)`. Each corner dimension is limited
    /// to half the rectangle's shorter side (`FixedRoundedRect.clampedCornerSize` in
    /// OpenSwiftUI's RoundedCornerStyle.swift), so a radius too large makes a capsule; a zero
    /// corner or an empty rectangle is a plain rectangle (`_CGPathCreateRoundedRect`).
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: CornerStyle,
                                        transform: Transform2D = .identity) {
        let r = Rect(x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY), width: abs(rect.width), height: abs(rect.height))
        let half = min(r.width, r.height) / 2
        let cw = min(max(0, cornerSize.width), half), ch = min(max(0, cornerSize.height), half)
        guard cw > 0, ch > 0, r.width > 0, r.height > 0 else { addRect(rect, transform: transform); return }
        var p = PathSpec()
        switch style {
        case .circular: p.appendCircularRoundedRect(r, cw, ch)
        case .continuous: p.appendContinuousRoundedRect(r, cw, ch)
        }
        addPath(p.mapPoints(transform.apply))
    }

    /// Quarter-ellipse corners of `cw` x `ch`.
    private mutating func appendCircularRoundedRect(_ r: Rect, _ cw: Double, _ ch: Double) {
        move(to: Point(x: r.maxX, y: r.midY))
        let corners = [(Point(x: r.maxX - cw, y: r.maxY - ch), 0.0), (Point(x: r.minX + cw, y: r.maxY - ch), 0.5),
                       (Point(x: r.minX + cw, y: r.minY + ch), 1.0), (Point(x: r.maxX - cw, y: r.minY + ch), 1.5)]
        for (centre, quarter) in corners {
            let a = quarter * .pi
            addLine(to: Point(x: centre.x + cw * cos(a), y: centre.y + ch * sin(a)))
            appendArcPiece(center: centre, rx: cw, ry: ch, from: a, sweep: .pi / 2)
        }
        closeSubpath()
    }
}
