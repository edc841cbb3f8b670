extension LayoutEngine {
    func layoutModified(_ child: Node, _ modifier: Modifier, _ p: ProposedSize, axis: Axis?, id: String) -> Laid {
        switch modifier {
        case .padding(let insets):
            let inner = layout(child, p.inset(by: insets), axis: axis, id: id)
            let size = Size(width: inner.size.width + insets.horizontal, height: inner.size.height + insets.vertical)
            return Laid(size: size, baseline: inner.baseline.map { $0 + insets.top },
                        nodes: inner.offsetBy(dx: insets.leading, dy: insets.top))

        case .frame(let width, let height, let alignment):
            let inner = layout(child, ProposedSize(width: width ?? p.width, height: height ?? p.height), axis: axis, id: id)
            return place(inner, in: Size(width: width ?? inner.size.width, height: height ?? inner.size.height), alignment)

        case .flexibleFrame(let f):
            let childProposal = ProposedSize(
                width: flexibleProposal(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                height: flexibleProposal(p.height, f.minHeight, f.idealHeight, f.maxHeight))
            let inner = layout(child, childProposal, axis: axis, id: id)
            let size = Size(
                width: flexibleResult(p.width, f.minWidth, f.idealWidth, f.maxWidth, child: inner.size.width),
                height: flexibleResult(p.height, f.minHeight, f.idealHeight, f.maxHeight, child: inner.size.height))
            return place(inner, in: size, f.alignment)

        case .fixedSize(let horizontal, let vertical):
            return layout(child, ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height), axis: axis, id: id)

        case .background(let decoration, let alignment), .overlay(let decoration, let alignment):
            let main = layout(child, p, axis: axis, id: id)
            let isBackground: Bool
            if case .background = modifier { isBackground = true } else { isBackground = false }
            let extra = layout(decoration, ProposedSize(main.size), axis: nil, id: id + Self.layerSegment(of: child, isBackground: isBackground))
            let o = alignedOffset(extra.size, in: main.size, alignment)
            let decorationNodes = extra.offsetBy(dx: o.x, dy: o.y)
            return Laid(size: main.size, baseline: main.baseline,
                        nodes: isBackground ? decorationNodes + main.nodes : main.nodes + decorationNodes)

        case .opacity(let value):
            return withEffect(layout(child, p, axis: axis, id: id), id: id) { $0.opacity *= value }
        case .scaleEffect(let value):
            return withEffect(layout(child, p, axis: axis, id: id), id: id) { $0.scale *= value }
        case .clipShape(let kind):
            // A clip outside a scale effect clips the unscaled frame: it cannot share a node
            // with the scale (the painter scales first, then clips).
            return withEffect(layout(child, p, axis: axis, id: id), id: id, alsoWrapIf: { $0.scale != 1 }) { $0.clip = kind }
        case .accessibility(let spec):
            let inner = layout(child, p, axis: axis, id: id)
            let frame = Rect(origin: .zero, size: inner.size)
            // A rotated or scaled node keeps its element: the Scene's final pass turns the
            // hit area with the node's transforms (`withTransformedAccessibility`).
            return withEffect(inner, id: id, transformsMayStay: true) { node in
                // Touches land on the element's frame and on any content shape declared inside it.
                let touchable = inner.nodes.compactMap(Self.hitShapes).reduce(frame) { $0.union($1) }
                node.accessibility = AccessibilityNode(role: spec.role, label: spec.label, value: spec.value, hint: spec.hint,
                                                       description: spec.description, identifier: spec.identifier,
                                                       hitArea: hitArea(touchable, minimum: spec.minimumHitSize))
            }
        case .contentShape(let builder, let description):
            return withContentShape(builder, description, layout(child, p, axis: axis, id: id), id: id)
        case .offset, .rotation, .scale, .shadow, .leafOpacity, .compositingGroup, .hidden, .clipPath, .aspectRatio, .flipsForDirection:
            return layoutEffect(child, modifier, p, axis: axis, id: id)
        case .behaviour(let text):
            return recording(text, in: \.behaviours, on: layout(child, p, axis: axis, id: id), id: id)
        case .notDrawn(let message):
            return recording(message, in: \.notDrawn, on: layout(child, p, axis: axis, id: id), id: id)
        case .layoutDirection(let subtree):
            return layoutInDirection(subtree, child, p, axis: axis, id: id)
        case .id, .layoutPriority, .stackSpacing:
            // Read by the parent stack (path segment, priority, gaps); nothing to do here.
            return layout(child, p, axis: axis, id: id)
        }
    }

    /// Puts `inner` inside a container of `size` at `alignment`.
    private func place(_ inner: Laid, in size: Size, _ alignment: Alignment) -> Laid {
        let o = alignedOffset(inner.size, in: size, alignment, childBaseline: inner.baseline, containerBaseline: inner.baseline)
        return Laid(size: size, baseline: inner.baseline.map { $0 + o.y }, nodes: inner.offsetBy(dx: o.x, dy: o.y))
    }

    /// Applies an effect to the one node that covers the whole laid-out area, or wraps the
    /// nodes in a group that does (effects act on the modified view as a whole).
    /// `transformsMayStay`: the effect is itself a transform, appended outside the node's
    /// own (the painter applies them last-outermost), so a transformed node need not wrap.
    func withEffect(_ inner: Laid, id: String, alsoWrapIf extra: (SceneNode) -> Bool = { _ in false },
                    transformsMayStay: Bool = false, _ apply: (inout SceneNode) -> Void) -> Laid {
        let bounds = Rect(origin: .zero, size: inner.size)
        var target: SceneNode
        if inner.nodes.count == 1, inner.nodes[0].frame == bounds {
            target = inner.nodes[0]
            // Effects painted outside these (transforms, shadows) must stay outside too.
            if target.clip != nil || target.accessibility != nil || (!transformsMayStay && !target.transforms.isEmpty)
                || target.shadow != nil || extra(target) {
                // Keep an existing clip or element intact: wrap instead of overwriting it.
                target = SceneNode(id: id + "/effect", frame: bounds, content: .group, children: [target])
            }
        } else {
            target = SceneNode(id: id + "/effect", frame: bounds, content: .group, children: inner.nodes)
        }
        apply(&target)
        return Laid(size: inner.size, baseline: inner.baseline, nodes: [target])
    }

    /// Notes a device behaviour (or an API not drawn yet) on the node covering the view (or a
    /// group around its nodes): nothing else about the node changes, so pixels never do.
    private func recording(_ behaviour: String, in list: WritableKeyPath<SceneNode, [String]>, on inner: Laid, id: String) -> Laid {
        let bounds = Rect(origin: .zero, size: inner.size)
        var target = inner.nodes.count == 1 && inner.nodes[0].frame == bounds
            ? inner.nodes[0] : SceneNode(id: id + "/effect", frame: bounds, content: .group, children: inner.nodes)
        target[keyPath: list].append(behaviour)
        return Laid(size: inner.size, baseline: inner.baseline, nodes: [target])
    }

    /// SwiftUI's `contentShape`: "Defines the content shape for hit testing" (Apple's
    /// documentation), so the shape's bounds, which may reach beyond the frame, are where a
    /// touch lands. On an accessibility element they replace its hit area; otherwise the
    /// node keeps them for the element around it. Recorded in the sidecar; no pixel changes.
    private func withContentShape(_ builder: PathBuilder, _ description: String, _ inner: Laid, id: String) -> Laid {
        var laid = recording(description, in: \.behaviours, on: inner, id: id)
        let bounds = directionalPath(builder, inner.size, boundsOnly: true).controlPointBounds
        if laid.nodes[0].accessibility != nil {
            laid.nodes[0].accessibility!.hitArea = bounds
        } else {
            laid.nodes[0].hitShape = laid.nodes[0].hitShape.map { $0.union(bounds) } ?? bounds
        }
        return laid
    }

    /// The union of the content shapes declared in `node`'s subtree, outside any nested
    /// accessibility element (which keeps its own).
    static func hitShapes(in node: SceneNode) -> Rect? {
        var result = node.hitShape
        for child in node.children where child.accessibility == nil {
            if let r = hitShapes(in: child) { result = result.map { $0.union(r) } ?? r }
        }
        return result
    }

    /// The frame grown, about its centre, to at least `minimum`.
    private func hitArea(_ frame: Rect, minimum: Size?) -> Rect {
        guard let minimum else { return frame }
        let w = max(frame.width, minimum.width), h = max(frame.height, minimum.height)
        return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }
}

/// What a flexible frame proposes to its child on one axis: the proposal (or, when the
/// parent proposed nothing, the ideal length) clamped to [min, max]. With neither, nil.
func flexibleProposal(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
    guard var v = proposed ?? ideal else { return nil }
    if let minimum { v = max(v, minimum) }
    if let maximum { v = min(v, maximum) }
    return v
}

/// The flexible frame's own length on one axis (SwiftUI's `_FlexFrameLayout`): with no
/// bounds it hugs the child; otherwise the child's length is pulled towards the proposal
/// and clamped: `max(min, min(child, proposal))`, then `min(max, max(that, proposal))`.
/// Unproposed, the ideal (or the child) stands in for the proposal.
func flexibleResult(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?, child: Double) -> Double {
    if minimum == nil, maximum == nil { return proposed == nil ? (ideal ?? child) : child }
    let base = proposed ?? ideal.map { clamp($0, minimum, maximum) } ?? child
    // Fix: the maximum is a hard bound, as in SwiftUI. The previous clamp used
    // `max(maximum, child)` as the upper bound, so a child wider than `maxWidth` (e.g. a
    // fixed-size text) made the frame grow past its maximum instead of overflowing it.
    var length = child
    if let minimum { length = max(minimum, min(length, base)) }
    if let maximum { length = min(maximum, max(length, base)) }
    return length
}

/// `value` limited to [minimum, maximum]; the minimum wins when they cross.
private func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
    var v = value
    if let maximum { v = min(v, maximum) }
    if let minimum { v = max(v, minimum) }
    return v
}

extension LayoutEngine {
    /// The path segment of a background or overlay: `/background`, then `/background2`,
    /// `/background3`... for each further one on the same view (`x.background(a).background(b)`).
    /// Each layer needs its own id: ids name nodes in the sidecar, and the layout cache keys on
    /// them, so two layers of one view sharing an id drew the first layer twice.
    static func layerSegment(of child: Node, isBackground: Bool) -> String {
        var below = 0
        var current = child
        while case .modified(let inner, let modifier) = current {
            switch modifier {
            case .background where isBackground, .overlay where !isBackground: below += 1
            default: break
            }
            current = inner
        }
        let name = isBackground ? "/background" : "/overlay"
        return below == 0 ? name : name + String(below + 1)
    }
}
