/// An affine transform of points, `x' = a x + c y + tx`, `y' = b x + d y + ty`: the layout
/// of CoreGraphics' `CGAffineTransform`, which every `Path.add...(transform:)` takes.
public struct Transform2D: Hashable, Sendable, Codable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
