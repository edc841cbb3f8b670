import DarkroomLayout

/// Whether a shape's outline covers a point: exact for rectangles, rounded rectangles,
/// capsules, circles and ellipses; a custom path counts its frame.
enum ShapeCoverage {
    static func covers(_ kind: ShapeKind, frame f: Rect, x: Double, y: Double) -> Bool {
        guard f.contains(x: x, y: y) else { return false }
        switch kind {
        case .rectangle, .path: return true
        case .roundedRectangle(let r): return inRounded(f, rx: r, ry: r, x: x, y: y)
        case .roundedRect(let size, _): return inRounded(f, rx: size.width, ry: size.height, x: x, y: y)
        case .capsule, .styledCapsule:
            let r = min(f.size.width, f.size.height) / 2
            return inRounded(f, rx: r, ry: r, x: x, y: y)
        case .circle:
            let side = min(f.size.width, f.size.height)
            let dx = x - f.midX, dy = y - f.midY
            return dx * dx + dy * dy <= side * side / 4
        case .ellipse:
            guard f.size.width > 0, f.size.height > 0 else { return false }
            let dx = (x - f.midX) / (f.size.width / 2), dy = (y - f.midY) / (f.size.height / 2)
            return dx * dx + dy * dy <= 1
        case .inset(let inner, let amount):
            let g = Rect(x: f.minX + amount, y: f.minY + amount, width: max(0, f.size.width - 2 * amount), height: max(0, f.size.height - 2 * amount))
            return covers(inner, frame: g, x: x, y: y)
        }
    }

    /// Inside a rectangle with elliptical corners of rx x ry (each at most half the side).
    static func inRounded(_ f: Rect, rx: Double, ry: Double, x: Double, y: Double) -> Bool {
        let rx = min(max(rx, 0), f.size.width / 2), ry = min(max(ry, 0), f.size.height / 2)
        guard rx > 0, ry > 0 else { return true }
        let cx = min(max(x, f.minX + rx), f.maxX - rx), cy = min(max(y, f.minY + ry), f.maxY - ry)
        let dx = (x - cx) / rx, dy = (y - cy) / ry
        return dx * dx + dy * dy <= 1
    }
}
