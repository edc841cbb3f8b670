import DarkroomLayout

/// The Scene flattened in painting order, each node with what its ancestors do to it: the
/// opacity it is drawn with and the rectangle its clips leave visible. Every rule reads this
/// instead of walking the tree itself.
///
/// Clip shapes are taken as their frames (a rounded corner is not subtracted), and scale,
/// rotation and offset transforms are ignored: a pressed state's scale shrinks a text and its
/// clip together, so it does not change what is cut.
struct SceneWalk {
    struct Entry {
        let node: SceneNode
        /// Index of the parent entry; nil for the root.
        let parent: Int?
        /// The product of this node's and its ancestors' opacities.
        let opacity: Double
        /// What the ancestors' clip shapes (and the node's own) leave visible; nil: unclipped.
        let clip: Rect?
        /// The nearest ancestor (or itself) that clips, for findings.
        let clipper: String?
    }

    let entries: [Entry]

    init(_ scene: Scene) {
        var entries: [Entry] = []
        func visit(_ node: SceneNode, parent: Int?, opacity: Double, clip: Rect?, clipper: String?) {
            let alpha = opacity * node.opacity
            var visible = clip, by = clipper
            if node.clip != nil {
                visible = clip.map { $0.intersection(node.frame) } ?? node.frame
                by = node.id
            }
            entries.append(Entry(node: node, parent: parent, opacity: alpha, clip: visible, clipper: by))
            let me = entries.count - 1
            for child in node.children { visit(child, parent: me, opacity: alpha, clip: visible, clipper: by) }
        }
        visit(scene.root, parent: nil, opacity: 1, clip: nil, clipper: nil)
        self.entries = entries
    }

    /// Text nodes that are drawn (opacity above zero), with their index.
    var texts: [(index: Int, entry: Entry, run: TextRun)] {
        entries.indices.compactMap { i in
            guard case .text(let run) = entries[i].node.content, entries[i].opacity > 0 else { return nil }
            return (i, entries[i], run)
        }
    }

    /// True when `ancestor` is `index` or one of its ancestors.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var i: Int? = index
        while let j = i { if j == ancestor { return true }; i = entries[j].parent }
        return false
    }
}

extension Rect {
    /// The overlap of two rectangles; zero-sized (at the nearer corner) when they do not meet.
    func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    func contains(x: Double, y: Double) -> Bool { x >= minX && x <= maxX && y >= minY && y <= maxY }
}

extension TextRun {
    /// Each line's box: the Scene's line frames are as wide as the line's content (white
    /// space at the end hangs outside), at the line's position after alignment.
    var contentBoxes: [Rect] { lines.map(\.frame) }
}
