import DarkroomLayout
public import CoreGraphics

// Bridges between CoreGraphics' value types and the layout engine's.

extension CGAffineTransform {
    var spec: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGPoint {
    var point: Point { Point(x: Double(x), y: Double(y)) }
    init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension CGSize {
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    var rect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
    init(_ r: Rect) { self.init(x: CGFloat(r.minX), y: CGFloat(r.minY), width: CGFloat(r.width), height: CGFloat(r.height)) }
}

extension CGLineCap {
    var spec: LineCap { switch self { case .butt: .butt; case .round: .round; case .square: .square } }
}

extension CGLineJoin {
    var spec: LineJoin { switch self { case .miter: .miter; case .round: .round; case .bevel: .bevel } }
}
