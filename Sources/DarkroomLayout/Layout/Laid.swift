/// A node after sizing and placement, before it is put at its final position:
/// its size, its first text baseline, and the Scene nodes it produced with frames
/// relative to its own top-left corner.
struct Laid {
    var size: Size
    /// Distance from the top to the first text baseline; nil when there is no text.
    var baseline: Double?
    var nodes: [SceneNode]

    static let empty = Laid(size: .zero, baseline: nil, nodes: [])

    /// Distance from the top to the last text baseline: the lowest baseline of any text line
    /// laid out inside (SwiftUI's `lastTextBaseline` of a stack of texts is its bottom text's
    /// last line); nil when there is no text.
    var lastBaseline: Double? {
        var lowest: Double?
        for node in nodes {
            node.visit { n in
                if case .text(let run) = n.content, let last = run.lines.map(\.baseline).max() {
                    lowest = max(lowest ?? last, last)
                }
            }
        }
        return lowest
    }

    /// The same nodes moved by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> [SceneNode] {
        guard dx != 0 || dy != 0 else { return nodes }
        var moved = nodes
        for i in moved.indices { moved[i].transform { $0.offsetBy(dx: dx, dy: dy) } }
        return moved
    }
}

extension SceneNode {
    /// Applies `f` to every rectangle in this subtree: frames, text lines, hit areas.
    func transformed(_ f: (Rect) -> Rect) -> SceneNode {
        var n = self
        n.transform(f)
        return n
    }

    /// `transformed(f)` in place: each node of the subtree is changed where it is, instead
    /// of being copied into a new node and a new children array at every level.
    mutating func transform(_ f: (Rect) -> Rect) {
        frame = f(frame)
        if case .text(var run) = content {
            run.lines = run.lines.map { line in
                let r = f(line.frame)
                return TextLine(frame: r, baseline: line.baseline + (r.minY - line.frame.minY), range: line.range)
            }
            content = .text(run)
        }
        if accessibility != nil { accessibility!.hitArea = f(accessibility!.hitArea) }
        if let shape = hitShape { hitShape = f(shape) }
        for i in children.indices { children[i].transform(f) }
    }
}

/// Offset of a child of `child` size inside `container` for an alignment, left-to-right logic.
func alignedOffset(_ child: Size, in container: Size, _ alignment: Alignment,
                   childBaseline: Double? = nil, containerBaseline: Double? = nil) -> Point {
    let x: Double
    switch alignment.horizontal {
    case .leading: x = 0
    case .center: x = (container.width - child.width) / 2
    case .trailing: x = container.width - child.width
    }
    let y: Double
    switch alignment.vertical {
    case .top: y = 0
    case .center: y = (container.height - child.height) / 2
    case .bottom: y = container.height - child.height
    case .firstTextBaseline, .lastTextBaseline:
        y = (containerBaseline ?? container.height) - (childBaseline ?? child.height)
    }
    return Point(x: x, y: y)
}
