import DarkroomLayout
import DarkroomPNG

/// Says where in the Scene two same-size images differ: the bounding box of the differing
/// pixels, and the painted nodes it touches (the smallest first). This is what lets verify
/// name a node even when the layout sidecars agree (a pixel changed, not a frame).
enum DiffLocator {
    /// One sentence, or nil when the images are equal.
    static func describe(expected: RGBAImage, actual: RGBAImage, scene: Scene, scale: Int) -> String? {
        guard let box = differingBox(expected, actual) else { return nil }
        let s = Double(scale)
        // The box in layout units (device pixels / scale).
        let area = Rect(x: Double(box.minX) / s, y: Double(box.minY) / s,
                        width: Double(box.maxX - box.minX + 1) / s, height: Double(box.maxY - box.minY + 1) / s)
        var touched: [SceneNode] = []
        scene.root.visit { node in
            if case .group = node.content { return }
            if intersects(node.frame, area) { touched.append(node) }
        }
        touched.sort { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
        let pixels = "\(box.count) pixel\(box.count == 1 ? "" : "s") in (\(box.minX),\(box.minY))-(\(box.maxX),\(box.maxY))"
        guard !touched.isEmpty else { return "pixels differ outside every painted node: \(pixels)" }
        let names = touched.prefix(3).map(\.id).joined(separator: ", ")
        return "pixels differ in \(names): \(pixels)"
    }

    struct Box { var minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int }

    /// Bounding box of the pixels whose RGBA bytes differ.
    static func differingBox(_ a: RGBAImage, _ b: RGBAImage) -> Box? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var box: Box?
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let i = (y * a.width + x) * 4
                        if pa[i] != pb[i] || pa[i + 1] != pb[i + 1] || pa[i + 2] != pb[i + 2] || pa[i + 3] != pb[i + 3] {
                            if box == nil { box = Box(minX: x, minY: y, maxX: x, maxY: y, count: 0) }
                            box!.minX = min(box!.minX, x); box!.maxX = max(box!.maxX, x)
                            box!.minY = min(box!.minY, y); box!.maxY = max(box!.maxY, y)
                            box!.count += 1
                        }
                    }
                }
            }
        }
        return box
    }

    private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
