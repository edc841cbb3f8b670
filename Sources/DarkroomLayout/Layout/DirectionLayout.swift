/// A subtree in the other layout direction (SwiftUI's `environment(\.layoutDirection, _)`).
///
/// The engine lays everything out left-to-right and mirrors a right-to-left Scene as a whole
/// at the end. A subtree of the other direction is laid out by an engine of its own direction
/// (text shaped with that base direction, offsets, images and paths decided for it) and then
/// mirrored within its own bounds: in a left-to-right Scene that one mirror gives it its
/// right-to-left arrangement; in a right-to-left Scene the final mirror undoes it, leaving the
/// subtree left-to-right. Its size does not change with direction (Apple, LayoutDirection:
/// "SwiftUI horizontally flips the x position of each view within its parent"), so the parent
/// places it as it would any child.
extension LayoutEngine {
    func layoutInDirection(_ subtree: LayoutDirection, _ child: Node, _ p: ProposedSize, axis: Axis?, id: String) -> Laid {
        guard subtree != direction else { return layout(child, p, axis: axis, id: id) }
        let engine = LayoutEngine(measurer: measurer, images: images, direction: subtree)
        let inner = engine.layout(child, p, axis: axis, id: id)
        let width = inner.size.width
        return Laid(size: inner.size, baseline: inner.baseline,
                    nodes: inner.nodes.map { $0.transformed { $0.mirrored(inWidth: width) } })
    }
}
