extension LayoutEngine {
    /// HStack and VStack, following SwiftUI's stack algorithm:
    /// 1. Take the spacing out of the proposed main-axis length.
    /// 2. Probe each child with 0 and infinity to learn its flexibility (max - min).
    /// 3. By descending layout priority, then ascending flexibility, offer each child an
    ///    equal share of what is left (after reserving the minimum of lower-priority
    ///    children); each takes what it takes and the rest moves on.
    /// 4. Place children one after another; align them across the axis.
    ///
    /// The gap before each child is the stack's spacing unless a neighbour asks for its own
    /// (`Modifier.stackSpacing`: DarkroomUI's Spacer in a stack with the default spacing).
    func layoutStack(_ axis: Axis, _ alignment: Alignment, _ spacing: Double, _ children: [Node],
                     _ p: ProposedSize, id: String) -> Laid {
        let kids = children.enumerated().filter { !$0.element.isEmptyView }
        guard !kids.isEmpty else { return Laid(size: .zero, baseline: nil, nodes: []) }
        let ids = uniqueSegments(kids).map { "\(id)/\($0)" }
        let gaps = Self.gaps(kids.map(\.element), spacing)
        func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
        func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }

        var laid = distribute(axis, kids.map(\.element), gaps.reduce(0, +), p, ids: ids)
        // Placing: with no proposal across the axis, the children are proposed the stack's own
        // cross length, so a flexible child (a Divider, a Color) spans a stack sized by its
        // other children. Source: OpenSwiftUI `StackLayout.proposalWhenPlacing(in:)` (the minor
        // proposal becomes `proposal ?? size`); Apple, `Divider`: "extends across the minor axis".
        if (axis == .horizontal ? p.height : p.width) == nil {
            let crossLength = laid.map { cross($0.size) }.max() ?? 0
            let placing = axis == .horizontal ? ProposedSize(width: p.width, height: crossLength)
                                              : ProposedSize(width: crossLength, height: p.height)
            laid = distribute(axis, kids.map(\.element), gaps.reduce(0, +), placing, ids: ids)
        }

        let mainLength = laid.map { main($0.size) }.reduce(0, +) + gaps.reduce(0, +)
        // Cross-axis placement. Baseline alignment only exists for HStack (VerticalAlignment).
        var crossOffsets: [Double]
        var crossLength: Double
        var baselineOfStack: Double?
        if axis == .horizontal, alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline {
            let last = alignment.vertical == .lastTextBaseline
            let baselines = laid.map { (last ? $0.lastBaseline : $0.baseline) ?? $0.size.height }
            let top = baselines.max() ?? 0
            crossOffsets = baselines.map { top - $0 }
            crossLength = zip(crossOffsets, laid).map { $0 + $1.size.height }.max() ?? 0
            // The stack's own first baseline is its children's first baselines placed; with
            // last-baseline alignment the shared line is the last one, so it is found below.
            baselineOfStack = !last && laid.contains { $0.baseline != nil } ? top : nil
        } else {
            crossLength = laid.map { cross($0.size) }.max() ?? 0
            crossOffsets = laid.map { child in
                let container = axis == .horizontal ? Size(width: 0, height: crossLength) : Size(width: crossLength, height: 0)
                let offset = alignedOffset(child.size, in: container, alignment)
                return axis == .horizontal ? offset.y : offset.x
            }
        }

        var nodes: [SceneNode] = []
        var cursor = 0.0
        var firstBaseline: Double?
        for (i, child) in laid.enumerated() {
            cursor += gaps[i]
            let dx = axis == .horizontal ? cursor : crossOffsets[i]
            let dy = axis == .horizontal ? crossOffsets[i] : cursor
            nodes += child.offsetBy(dx: dx, dy: dy)
            if let b = child.baseline {
                // Without baseline alignment, a VStack's first baseline is its first text
                // child's, an HStack's the topmost of its children's.
                let candidate = dy + b
                firstBaseline = axis == .vertical ? (firstBaseline ?? candidate) : min(firstBaseline ?? candidate, candidate)
            }
            cursor += main(child.size)
        }
        let size = axis == .horizontal ? Size(width: mainLength, height: crossLength) : Size(width: crossLength, height: mainLength)
        let group = SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .group, children: nodes)
        return Laid(size: size, baseline: baselineOfStack ?? firstBaseline, nodes: [group])
    }

    /// The gap before each child (0 before the first): the stack's spacing, or the smaller
    /// `stackSpacing` of the two neighbours when either has one.
    static func gaps(_ kids: [Node], _ spacing: Double) -> [Double] {
        let own = kids.map(\.stackSpacing)
        return kids.indices.map { i in
            guard i > 0 else { return 0 }
            switch (own[i - 1], own[i]) {
            case let (before?, after?): return min(before, after)
            case let (asked?, nil), let (nil, asked?): return asked
            case (nil, nil): return spacing
            }
        }
    }

    /// Steps 1-3 of the stack algorithm: the size each child takes.
    /// `totalSpacing`: the sum of the gaps between the children.
    private func distribute(_ axis: Axis, _ kids: [Node], _ totalSpacing: Double, _ p: ProposedSize, ids: [String]) -> [Laid] {
        let crossProposal = axis == .horizontal ? p.height : p.width
        let mainProposal = axis == .horizontal ? p.width : p.height
        func proposal(_ main: Double?) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: main, height: crossProposal) : ProposedSize(width: crossProposal, height: main)
        }
        func main(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }

        guard let total = mainProposal else {
            return kids.indices.map { layout(kids[$0], proposal(nil), axis: axis, id: ids[$0]) }
        }
        var remaining = total - totalSpacing
        let priorities = kids.map(layoutPriority)
        let minimums = kids.indices.map { main(layout(kids[$0], proposal(0), axis: axis, id: ids[$0]).size) }
        let maximums = kids.indices.map { main(layout(kids[$0], proposal(.infinity), axis: axis, id: ids[$0]).size) }
        var result = [Laid?](repeating: nil, count: kids.count)
        for priority in Set(priorities).sorted(by: >) {
            let members = kids.indices.filter { priorities[$0] == priority }
                .sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            let reserved = kids.indices.filter { priorities[$0] < priority }.map { minimums[$0] }.reduce(0, +)
            var available = remaining - reserved
            var left = Double(members.count)
            for i in members {
                let share = max(0, available / left)
                let laid = layout(kids[i], proposal(share), axis: axis, id: ids[i])
                result[i] = laid
                available -= main(laid.size)
                remaining -= main(laid.size)
                left -= 1
            }
        }
        return result.map { $0! }
    }

    func layoutZStack(_ alignment: Alignment, _ children: [Node], _ p: ProposedSize, id: String) -> Laid {
        let kids = children.enumerated().filter { !$0.element.isEmptyView }
        let laid = zip(kids, uniqueSegments(kids)).map { layout($0.0.element, p, axis: nil, id: "\(id)/\($0.1)") }
        var size = Size(width: laid.map(\.size.width).max() ?? 0, height: laid.map(\.size.height).max() ?? 0)
        // Fix: on first baselines, align as HStack does: a child without text aligns its bottom,
        // the shared line is the lowest of those, and the stack is as tall as the union of the
        // aligned children. Before, only text baselines set the line (a taller shape was pushed
        // above the stack's top) and the height ignored the shifted children.
        var baseline: Double?
        let last = alignment.vertical == .lastTextBaseline
        let childLine: (Laid) -> Double? = { last ? $0.lastBaseline : $0.baseline }
        if alignment.vertical == .firstTextBaseline || last {
            let line = laid.map { childLine($0) ?? $0.size.height }.max() ?? 0
            baseline = line
            size.height = laid.map { line - (childLine($0) ?? $0.size.height) + $0.size.height }.max() ?? 0
        }
        var nodes: [SceneNode] = []
        var firstBaseline: Double?
        for child in laid {
            let o = alignedOffset(child.size, in: size, alignment, childBaseline: childLine(child), containerBaseline: baseline)
            nodes += child.offsetBy(dx: o.x, dy: o.y)
            if let b = child.baseline { firstBaseline = min(firstBaseline ?? (o.y + b), o.y + b) }
        }
        let group = SceneNode(id: id, frame: Rect(origin: .zero, size: size), content: .group, children: nodes)
        return Laid(size: size, baseline: firstBaseline, nodes: [group])
    }

    /// The outermost layout priority in a modifier chain: 0 when none, and minus infinity for
    /// a Spacer, so a stack sizes every other child before its spacers and a spacer gets what
    /// is left (above its minimum). Source: OpenSwiftUI's `SpacerLayoutComputer.Engine`
    /// answers `layoutPriority()` with `-.infinity`; the WWDC19 talk "Building custom views
    /// with SwiftUI" (session 237): stacks offer space to higher-priority groups first.
    private func layoutPriority(_ node: Node) -> Double {
        switch node {
        case .modified(let inner, let modifier):
            if case .layoutPriority(let value) = modifier { return value }
            return layoutPriority(inner)
        case .spacer: return -.infinity
        default: return 0
        }
    }

    /// Path segments of a stack's children; a repeated `.id` gets its index appended, so
    /// every node of a tree has its own id (the layout cache and sidecar diffs rely on it).
    func uniqueSegments(_ kids: [(offset: Int, element: Node)]) -> [String] {
        var seen = Set<String>(minimumCapacity: kids.count)
        return kids.map { kid in
            var name = segment(for: kid.element, index: kid.offset)
            if seen.contains(name) { name += "#\(kid.offset)" }
            seen.insert(name)
            return name
        }
    }

    /// A child's path segment: its `.id` if it has one, otherwise index and kind.
    func segment(for node: Node, index: Int) -> String {
        var current = node
        while case .modified(let inner, let modifier) = current {
            if case .id(let name) = modifier { return name }
            current = inner
        }
        let kind: String
        switch current {
        case .empty: kind = "empty"
        case .text: kind = "text"
        case .shape: kind = "shape"
        case .icon: kind = "icon"
        case .path: kind = "path"
        case .image: kind = "image"
        case .spacer: kind = "spacer"
        case .hstack: kind = "hstack"
        case .vstack: kind = "vstack"
        case .zstack: kind = "zstack"
        case .viewThatFits: kind = "viewThatFits"
        case .geometryReader: kind = "geometryReader"
        case .modified: kind = "modified"
        }
        return "\(index).\(kind)"
    }
}
