/// A right-to-left Scene made from its left-to-right twin's layout, without laying the tree
/// out again.
///
/// The engine lays every tree out left to right and mirrors a right-to-left Scene at the end
/// (`LayoutEngine`). Between the two directions, only the rules that read the direction
/// arrange a tree differently (an offset, `flipsForRightToLeftLayoutDirection`, a path
/// builder, a subtree in another direction), and text, which is shaped with its base
/// direction. So when a left-to-right layout read its direction for none of those, and each
/// of its texts measures the same right to left, the right-to-left layout would make the
/// same sizes and positions: it is the left-to-right one with its text runs set right to
/// left, mirrored. A catalogue lays out each variant in both directions, and most of its
/// trees qualify.
extension LayoutEngine {
    /// The right-to-left Scene of the tree `twin` laid out left to right (with the same
    /// measurers, proposal and background), or nil when that layout read its direction, a
    /// text measures differently right to left or a path is not the same right to left: then
    /// the tree is laid out again.
    public func rightToLeftTwin(of twin: LogicalLayout) -> Scene? {
        precondition(unobservedDirection == .rightToLeft && twin.direction == .leftToRight,
                     "rightToLeftTwin(of:) makes a right-to-left Scene from a left-to-right layout")
        guard !twin.arrangementReadsDirection else { return nil }
        for text in twin.texts where measurer.measure(text.spec, width: text.width, direction: .rightToLeft) != text.metrics {
            return nil
        }
        for path in twin.paths where !path.isSameRightToLeft {
            return nil
        }
        var root = twin.root
        root.setTextDirection(.rightToLeft)
        return LogicalLayout(root: root, canvas: twin.canvas, background: twin.background, direction: .rightToLeft,
                             texts: [], paths: [], arrangementReadsDirection: false).scene
    }

    /// The builder's path for a frame of `size` in this layout's direction. Noted with its
    /// builder instead of as a read of the direction: the twin checks the path is the same
    /// right to left (a shape that does not mirror, or one whose mirror is itself), or only
    /// its bounds when those are all the layout uses of it.
    func directionalPath(_ builder: PathBuilder, _ size: Size, boundsOnly: Bool = false) -> PathSpec {
        let path = builder.path(for: size, in: unobservedDirection)
        directionUse.paths.append(DirectionalPath(builder: builder, size: size, path: path, boundsOnly: boundsOnly))
        return path
    }
}

/// A layout before its mirror (`LayoutEngine.logicalLayout`), with what it read of its
/// direction.
public struct LogicalLayout {
    /// The root in left-to-right logical coordinates.
    let root: SceneNode
    let canvas: Size
    let background: Color?
    let direction: LayoutDirection
    /// Every text the layout measured, with its metrics in `direction`.
    let texts: [MeasuredText]
    /// Every path a builder made for it, in `direction`.
    let paths: [DirectionalPath]
    /// Whether a layout rule other than text read the direction (`DirectionUse`).
    let arrangementReadsDirection: Bool

    /// The Scene: right to left, mirrored across the canvas, so content hugs its right edge.
    public var scene: Scene {
        var root = root
        if direction == .rightToLeft {
            root.transform { $0.mirrored(inWidth: canvas.width) }
        }
        // After the mirror: transforms are not mirrored, so their effect on hit areas is
        // worked out on the final frames.
        root = root.withTransformedAccessibility()
        return Scene(size: canvas, direction: direction, background: background, root: root)
    }
}

/// What one layout read of its direction: which texts it measured, and whether any other
/// rule read it (`LayoutEngine.direction`).
final class DirectionUse {
    var texts: [MeasuredText] = []
    var paths: [DirectionalPath] = []
    var arrangement = false
}

/// A text as the layout measured it.
struct MeasuredText {
    let spec: TextSpec
    let width: Double?
    let metrics: TextMetrics
}

/// A path as a builder made it for the layout.
struct DirectionalPath {
    let builder: PathBuilder
    let size: Size
    let path: PathSpec
    /// Whether the layout used only the path's bounds (a content shape's hit area).
    let boundsOnly: Bool

    /// Whether the builder makes the same path right to left (the same bounds, when those
    /// are all that was used). A shape that never mirrors is not asked again.
    var isSameRightToLeft: Bool {
        guard builder.mirroring != nil else { return true }
        let twin = builder.path(for: size, in: .rightToLeft)
        return boundsOnly ? twin.controlPointBounds == path.controlPointBounds : twin == path
    }
}

extension SceneNode {
    /// Sets every text run of this subtree to `direction`, with its alignment for it: what
    /// `layoutText` gives when the metrics are the same.
    fileprivate mutating func setTextDirection(_ direction: LayoutDirection) {
        if case .text(var run) = content {
            run.direction = direction
            run.alignment = PhysicalTextAlignment(run.spec.alignment, in: direction)
            content = .text(run)
        }
        for i in children.indices { children[i].setTextDirection(direction) }
    }
}

