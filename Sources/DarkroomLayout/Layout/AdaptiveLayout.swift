/// Containers whose content depends on the space offered: `ViewThatFits` and `GeometryReader`.
extension LayoutEngine {
    /// SwiftUI's `ViewThatFits` (Apple: "evaluates its child views in the order you provide
    /// them ... It selects the first child whose ideal size on the constrained axes fits within
    /// the proposed size ... If none of the views fit, the view selects the last one"). A child's
    /// ideal size on an axis is its size when proposed nothing on it; an axis the proposal leaves
    /// open constrains nothing, so with no proposal the first child is chosen.
    func layoutViewThatFits(horizontal: Bool, vertical: Bool, _ children: [Node], _ p: ProposedSize, axis: Axis?, id: String) -> Laid {
        let kids = children.enumerated().filter { !$0.element.isEmptyView }
        guard !kids.isEmpty else { return .empty }
        let ids = uniqueSegments(kids).map { "\(id)/\($0)" }
        let ideal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        var chosen = kids.count - 1
        for (index, kid) in kids.enumerated() {
            let size = layout(kid.element, ideal, axis: axis, id: ids[index]).size
            let fitsWidth = !horizontal || p.width.map { size.width <= $0 + 1e-9 } ?? true
            let fitsHeight = !vertical || p.height.map { size.height <= $0 + 1e-9 } ?? true
            if fitsWidth && fitsHeight { chosen = index; break }
        }
        return layout(kids[chosen].element, p, axis: axis, id: ids[chosen])
    }

    /// SwiftUI's `GeometryReader`: it takes the size proposed (10 on an axis proposed nothing,
    /// like shapes), builds its content for that size and places it at its top-leading corner,
    /// as Apple documents ("This view returns a flexible preferred size to its parent layout";
    /// its children align to the top leading edge).
    func layoutGeometryReader(_ content: GeometryContent, _ p: ProposedSize, id: String) -> Laid {
        let size = Size(width: p.width.map { max(0, $0) } ?? 10, height: p.height.map { max(0, $0) } ?? 10)
        guard size.width.isFinite, size.height.isFinite else { return Laid(size: size, baseline: nil, nodes: []) }
        let child = layout(content.make(size), ProposedSize(width: size.width, height: size.height), axis: nil, id: id + "/content")
        let group = SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .group, children: child.nodes)
        return Laid(size: size, baseline: nil, nodes: [group])
    }
}
