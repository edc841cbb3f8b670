import Foundation

/// Effects: modifiers that change what a view draws but not its size or the layout around it.
/// SwiftUI implements them as geometry and renderer effects over the already placed view
/// (`_OffsetEffect`, `_RotationEffect`, `_ScaleEffect`, `_ShadowEffect`, `_OpacityEffect`,
/// `_CompositingGroupEffect`, `_HiddenModifier`; Apple's docs: "offset ... doesn't change the
/// original dimensions of the view", "hidden ... remains in the view hierarchy and affects
/// layout"). Each returns the child's size and baseline unchanged.
extension LayoutEngine {
    func layoutEffect(_ child: Node, _ modifier: Modifier, _ p: ProposedSize, axis: Axis?, id: String) -> Laid {
        switch modifier {
        case .aspectRatio(let ratio, let mode):
            return layoutAspectRatio(child, ratio, mode, p, axis: axis, id: id)
        default:
            break
        }
        let inner = layout(child, p, axis: axis, id: id)
        switch modifier {
        case .offset(let x, let y):
            // The whole Scene is mirrored for right-to-left at the end; SwiftUI does not mirror
            // an offset: it "horizontally flips the x position of each view within its parent"
            // (LayoutDirection docs) but draws a view's contents unmirrored unless asked
            // ("views ... do not need to be mirrored", flipsForRightToLeftLayoutDirection), and
            // teams flip badges by hand (`.offset(x: layoutDirection == .rightToLeft ? -12 : 12)`).
            // So the left-to-right pass moves the other way and the mirror brings it back.
            // No offset across reads no direction (a right-to-left twin stays possible).
            let dx = x == 0 ? x : direction == .rightToLeft ? -x : x
            return Laid(size: inner.size, baseline: inner.baseline, nodes: inner.offsetBy(dx: dx, dy: y))
        case .rotation(let radians, let anchor):
            return withEffect(inner, id: id, transformsMayStay: true) {
                $0.transforms.append(.rotation(radians: radians, anchor: anchor))
            }
        case .scale(let x, let y, let anchor):
            return withEffect(inner, id: id, transformsMayStay: true) { $0.transforms.append(.scale(x: x, y: y, anchor: anchor)) }
        case .shadow(let shadow):
            return Laid(size: inner.size, baseline: inner.baseline,
                        nodes: inner.nodes.map { eachLeaf($0, id: id) { $0.castingShadow(shadow, id: id + "/shadow") } })
        case .leafOpacity(let value):
            return Laid(size: inner.size, baseline: inner.baseline,
                        nodes: inner.nodes.map { eachLeaf($0, id: id) { n in var n = n; n.opacity *= value; return n } })
        case .compositingGroup:
            return withEffect(inner, id: id, alsoWrapIf: { $0.isCompositingGroup }) {
                $0.isCompositingGroup = true
            }
        case .hidden:
            return Laid(size: inner.size, baseline: inner.baseline, nodes: [])
        case .flipsForDirection(let flipped):
            // A horizontal flip about the centre of what the view draws, only in that direction.
            guard flipped == direction else { return inner }
            return withEffect(inner, id: id, transformsMayStay: true) { $0.transforms.append(.scale(x: -1, y: 1, anchor: .center)) }
        case .clipPath(let builder, let rule):
            let path = finitePath(builder, inner.size)
            return withEffect(inner, id: id, alsoWrapIf: { $0.scale != 1 }) { $0.clip = .path(path, fillRule: rule) }
        default:
            preconditionFailure("layoutEffect called with \(modifier), which is not an effect: a bug in ModifierLayout")
        }
    }

    /// Applies `apply` to every node that draws on its own: a leaf, or a node already
    /// composited as one (a compositing group, a faded or shadowed group). Plain groups pass
    /// it on to their children; their transforms and clips stay where they are, which is
    /// how SwiftUI's display list applies opacity and shadow below a group.
    private func eachLeaf(_ node: SceneNode, id: String, _ apply: (SceneNode) -> SceneNode) -> SceneNode {
        if node.content != .group || node.isCompositingGroup || node.opacity != 1 || node.shadow != nil {
            return apply(node)
        }
        var n = node
        n.children = node.children.map { eachLeaf($0, id: id, apply) }
        return n
    }

    /// SwiftUI's `_AspectRatioLayout`: the child is offered the largest (fit) or smallest
    /// (fill) size of the ratio that the proposal allows, and the modifier takes the child's
    /// answer. A nil ratio is the child's ideal size's; an unspecified proposal passes
    /// through. (OpenSwiftUI, `AspectRatioLayout.swift`, `spaceOffered(to:in:)`.)
    private func layoutAspectRatio(_ child: Node, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize,
                                   axis: Axis?, id: String) -> Laid {
        guard p.width != nil || p.height != nil else { return layout(child, p, axis: axis, id: id) }
        var unit = ratio.map { Size(width: $0, height: 1) } ?? layout(child, .unspecified, axis: axis, id: id).size
        if unit.width == unit.height { unit = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(p.width, unit.width), sy = scale(p.height, unit.height)
        let s = mode == .fit ? min(sx, sy) : max(sx, sy)
        // 0 x infinity is 0 here: a zero-length side stays zero at any scale.
        func scaled(_ length: Double) -> Double { length == 0 ? 0 : length * s }
        return layout(child, ProposedSize(width: scaled(unit.width), height: scaled(unit.height)), axis: axis, id: id)
    }

    /// A custom shape: SwiftUI sizes a `Shape` to the proposal (10 on an unproposed axis)
    /// and asks it for `path(in:)` with that final rectangle.
    func layoutPathShape(_ spec: PathShapeSpec, _ p: ProposedSize, id: String) -> Laid {
        let size = Size(width: p.width ?? 10, height: p.height ?? 10)
        let shape = ShapeSpec(kind: .path(finitePath(spec.builder, size), fillRule: spec.fillRule),
                              fill: spec.fill, lineStroke: spec.stroke, gradient: spec.gradient)
        return Laid(size: size, baseline: nil,
                    nodes: [SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .shape(shape))])
    }

    /// The builder's path for a frame of `size`. Stacks probe their children with infinite
    /// proposals to learn their flexibility; a user's `path(in:)` is never asked about an
    /// infinite rectangle (SwiftUI only asks for the final one), and that probe is discarded.
    private func finitePath(_ builder: PathBuilder, _ size: Size) -> PathSpec {
        guard size.width.isFinite, size.height.isFinite else { return PathSpec() }
        return directionalPath(builder, size)
    }
}

extension SceneNode {
    /// This node casting `shadow`. The shadow is painted from the node's composited result,
    /// inside its opacity and outside its clip and transforms; where that order cannot hold
    /// on one node, the node is wrapped in a group that casts the shadow.
    func castingShadow(_ shadow: ShadowSpec, id: String) -> SceneNode {
        if self.shadow == nil, clip == nil, transforms.isEmpty, scale == 1, opacity == 1 {
            var n = self
            n.shadow = shadow
            return n
        }
        var group = SceneNode(id: id, frame: frame, content: .group, children: [self])
        group.shadow = shadow
        return group
    }
}

extension SceneNode {
    /// Hit areas turned by rotation and scale effects, as SwiftUI's accessibility frames are
    /// (an element's frame is where it ends up on screen): each becomes the bounding box of its
    /// corners mapped through every transform above it, innermost first. The first painter's
    /// uniform `scale` keeps its untransformed hit areas (existing snapshots record them).
    func withTransformedAccessibility() -> SceneNode {
        // Most scenes have no transform: they are returned as they are, not copied node by node.
        hasTransforms ? turningHitAreas() : self
    }

    /// Whether any node of this subtree has a rotation or scale effect.
    private var hasTransforms: Bool {
        !transforms.isEmpty || children.contains { $0.hasTransforms }
    }

    private func turningHitAreas() -> SceneNode {
        var n = self
        n.children = children.map { $0.turningHitAreas() }
        guard !transforms.isEmpty else { return n }
        return n.mappingHitAreas { rect in
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(self.applyTransforms)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }

    /// `p` through this node's transforms, innermost first, each about its anchor in the frame.
    func applyTransforms(_ p: Point) -> Point {
        var q = p
        for transform in transforms {
            switch transform {
            case .rotation(let radians, let anchor):
                let a = anchor.point(in: frame), c = cos(radians), s = sin(radians)
                q = Point(x: a.x + c * (q.x - a.x) - s * (q.y - a.y), y: a.y + s * (q.x - a.x) + c * (q.y - a.y))
            case .scale(let x, let y, let anchor):
                let a = anchor.point(in: frame)
                q = Point(x: a.x + x * (q.x - a.x), y: a.y + y * (q.y - a.y))
            }
        }
        return q
    }

    private func mappingHitAreas(_ f: (Rect) -> Rect) -> SceneNode {
        var n = self
        if var a = accessibility { a.hitArea = f(a.hitArea); n.accessibility = a }
        n.children = children.map { $0.mappingHitAreas(f) }
        return n
    }
}
