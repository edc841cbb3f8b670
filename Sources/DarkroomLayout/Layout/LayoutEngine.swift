/// Lays a view tree out the way SwiftUI does: the parent proposes a size, the child answers
/// with the size it takes, and the parent places it.
///
/// Layout runs in left-to-right logical coordinates; a right-to-left Scene is the mirror
/// image of it (every frame reflected across the root's width), which flips every
/// leading/trailing in stacks, padding, frames and text alignment at once. Text is measured
/// with the real base direction, so line breaks and widths are those of the RTL paragraph.
public struct LayoutEngine {
    public let measurer: any TextMeasurer
    /// Intrinsic sizes of images; nil when the tree has none (an image then traps).
    public let images: (any ImageMeasurer)?
    /// The layout direction. Reading it notes that the tree's arrangement depends on it
    /// (`DirectionUse`): every layout rule that reads it goes through here.
    public var direction: LayoutDirection {
        directionUse.arrangement = true
        return unobservedDirection
    }
    /// The direction, read without noting it: for text (checked by its metrics instead) and
    /// the final mirror.
    let unobservedDirection: LayoutDirection
    /// Results by node and proposal: stacks probe each child at 0, infinity and its share,
    /// and nested stacks would repeat that at every level (3^depth) without it.
    private let cache = LayoutCache()
    /// What this layout read of its direction.
    let directionUse = DirectionUse()

    public init(measurer: any TextMeasurer, images: (any ImageMeasurer)? = nil, direction: LayoutDirection = .leftToRight) {
        self.measurer = measurer
        self.images = images
        self.unobservedDirection = direction
    }

    /// Lays `view` out for `proposal` and returns the Scene in absolute coordinates.
    package func layout(_ view: some View, proposal: ProposedSize = .unspecified, background: Color? = nil) -> Scene {
        layout(view.node, proposal: proposal, background: background)
    }

    /// Lays `node` out for `proposal` and returns the Scene in absolute coordinates.
    public func layout(_ node: Node, proposal: ProposedSize = .unspecified, background: Color? = nil) -> Scene {
        logicalLayout(node, proposal: proposal, background: background).scene
    }

    /// `layout(_:proposal:background:)` before the mirror, with what it read of its direction:
    /// kept by a caller that may ask for the right-to-left twin (`rightToLeftTwin(of:)`).
    public func logicalLayout(_ node: Node, proposal: ProposedSize = .unspecified, background: Color? = nil) -> LogicalLayout {
        let laid = layout(node, proposal, axis: nil, id: "root")
        let root: SceneNode
        if laid.nodes.count == 1, laid.nodes[0].frame == Rect(origin: .zero, size: laid.size) {
            root = laid.nodes[0]
        } else {
            root = SceneNode(id: "canvas", frame: Rect(origin: .zero, size: laid.size), content: .group, children: laid.nodes)
        }
        // The canvas is whole layout units, so every scale gives whole pixels and 2x is
        // exactly twice 1x.
        let canvas = Size(width: (laid.size.width - 1e-9).rounded(.up), height: (laid.size.height - 1e-9).rounded(.up))
        return LogicalLayout(root: root, canvas: canvas, background: background, direction: unobservedDirection,
                             texts: directionUse.texts, paths: directionUse.paths, arrangementReadsDirection: directionUse.arrangement)
    }

    /// The size `node` takes for `proposal`.
    public func sizeThatFits(_ node: Node, _ proposal: ProposedSize) -> Size {
        layout(node, proposal, axis: nil, id: "root").size
    }

    package func sizeThatFits(_ view: some View, _ proposal: ProposedSize) -> Size { sizeThatFits(view.node, proposal) }

    // MARK: - The recursion

    /// Lays `node` out for `p`. Within one engine, (id, modifier depth) names one node of the
    /// tree (a modifier passes its id to its child, one level shallower), so results can be
    /// reused whenever the same node is offered the same proposal again.
    func layout(_ node: Node, _ p: ProposedSize, axis: Axis?, id: String) -> Laid {
        let key = LayoutCache.Key(id: id, depth: node.modifierDepth, proposal: p, axis: axis)
        if let hit = cache.entries[key] { return hit }
        let laid = layoutUncached(node, p, axis: axis, id: id)
        cache.entries[key] = laid
        return laid
    }

    private func layoutUncached(_ node: Node, _ p: ProposedSize, axis: Axis?, id: String) -> Laid {
        if node.isEmptyView { return .empty }
        switch node {
        case .empty:
            return .empty
        case .text(let spec):
            return layoutText(spec, p, id: id)
        case .shape(let spec):
            let size = Size(width: p.width ?? 10, height: p.height ?? 10)
            return Laid(size: size, baseline: nil,
                        nodes: [SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .shape(spec))])
        case .icon(let spec):
            return Laid(size: spec.size, baseline: nil,
                        nodes: [SceneNode(id: id, frame: Rect(origin: .zero, size: spec.size), content: .icon(spec))])
        case .path(let spec):
            return layoutPathShape(spec, p, id: id)
        case .image(let spec):
            return layoutImage(spec, p, id: id)
        case .spacer(let minLength):
            return Laid(size: spacerSize(minLength, p, axis), baseline: nil, nodes: [])
        case .hstack(let alignment, let spacing, let children):
            return layoutStack(.horizontal, Alignment(horizontal: .leading, vertical: alignment), spacing, children, p, id: id)
        case .vstack(let alignment, let spacing, let children):
            return layoutStack(.vertical, Alignment(horizontal: alignment, vertical: .top), spacing, children, p, id: id)
        case .zstack(let alignment, let children):
            return layoutZStack(alignment, children, p, id: id)
        case .viewThatFits(let horizontal, let vertical, let children):
            return layoutViewThatFits(horizontal: horizontal, vertical: vertical, children, p, axis: axis, id: id)
        case .geometryReader(let content):
            return layoutGeometryReader(content, p, id: id)
        case .modified(let child, let modifier):
            return layoutModified(child, modifier, p, axis: axis, id: id)
        }
    }

    /// A Spacer grows along its stack's axis and takes no room across it;
    /// outside a stack it takes whatever it is offered.
    private func spacerSize(_ minLength: Double, _ p: ProposedSize, _ axis: Axis?) -> Size {
        switch axis {
        case .horizontal: return Size(width: max(minLength, p.width ?? minLength), height: 0)
        case .vertical: return Size(width: 0, height: max(minLength, p.height ?? minLength))
        case nil: return Size(width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
        }
    }
}

/// Widths at or beyond this are "unbounded" for text: no wrapping.
let unboundedTextWidth = 1e7

extension Double {
    /// nil for infinite or huge values, so that flexibility probes measure text unwrapped.
    var finiteWidth: Double? { isFinite && self < unboundedTextWidth ? Swift.max(0, self) : nil }
}

/// Memo of laid-out nodes for one engine (one layout of one tree).
final class LayoutCache {
    struct Key: Hashable {
        let id: String
        let depth: Int
        let proposal: ProposedSize
        let axis: Axis?

        /// The id, the depth and the two proposed lengths (nil as NaN); equality still
        /// compares every field, the id byte for byte as its hash reads it (`foldedUTF8`).
        /// The synthesized hash fed each optional's tag and the axis too, and these lookups run
        /// at every node for every proposal.
        func hash(into hasher: inout Hasher) {
            hasher.combine(id.foldedUTF8)
            hasher.combine(depth)
            hasher.combine(proposal.width ?? .nan)
            hasher.combine(proposal.height ?? .nan)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.depth == rhs.depth && lhs.proposal == rhs.proposal && lhs.axis == rhs.axis && lhs.id.hasSameUTF8(as: rhs.id)
        }
    }
    /// A component's tree fills some hundred entries: room for them from the start spares
    /// the table's repeated growth (rehashing every id string each time).
    var entries = [Key: Laid](minimumCapacity: 128)
}

extension Node {
    /// An EmptyView, with or without modifiers: as in SwiftUI, modifiers on nothing are
    /// nothing, so stacks skip it (no size, no spacing). Not when it stands for an API that is
    /// not drawn yet (a `ProgressView` without a label lowers to nothing): that mark must reach
    /// the scene, so the snapshot fails instead of showing nothing.
    var isEmptyView: Bool {
        var current = self
        while case .modified(let inner, let modifier) = current {
            if case .notDrawn = modifier { return false }
            current = inner
        }
        if case .empty = current { return true }
        return false
    }

    /// The spacing this child asks of its stack neighbours (`Modifier.stackSpacing`), if any.
    var stackSpacing: Double? {
        var current = self
        while case .modified(let inner, let modifier) = current {
            if case .stackSpacing(let value) = modifier { return value }
            current = inner
        }
        return nil
    }

    /// How many modifiers wrap the node at the top of this chain.
    var modifierDepth: Int {
        var depth = 0
        var current = self
        while case .modified(let inner, _) = current { depth += 1; current = inner }
        return depth
    }
}
