/// A layout made from another tree's layout, without laying the tree out again, when the two
/// trees differ only in their colours.
///
/// No layout rule reads a colour: sizes, positions, line breaks and paths come from
/// everything else in the tree (SwiftUI's `Layout` protocol sees a subview's proposal and
/// size, never its style; a `ShapeStyle` is resolved when drawing). So two trees equal but
/// for their colours are laid out alike, and the second's layout is the first's with its
/// colours replaced. A catalogue's brands and themes usually change a component's colours
/// alone: one layout per combination of its axes instead of one per brand and theme.
///
/// The colours must correspond one to one (a colour used twice in one tree is one colour in
/// the other), so anything that could notice two colours being equal sees the same thing in
/// both. A path builder or a `GeometryReader` is code: builders are compared by the paths
/// they make at every size the layout asked for, and a `GeometryReader` has no twin.
extension LogicalLayout {
    /// This layout, of the tree `laidOut`, as the layout of `tree` (with the same measurers,
    /// direction and proposal) with `background`; nil unless `tree` is `laidOut` with other
    /// colours.
    public func recolored(from laidOut: Node, to tree: Node, background: Color?) -> LogicalLayout? {
        recoloring(from: laidOut, to: tree).flatMap { recolored($0, background: background) }
    }

    /// How the colours of `laidOut`, the tree of this layout, become those of `tree`; nil
    /// unless `tree` is `laidOut` with other colours, and their path builders make the same
    /// paths at every size this layout asked for.
    public func recoloring(from laidOut: Node, to tree: Node) -> Recoloring? {
        var pairs = ColorPairs()
        guard pairs.match(laidOut, tree), pairs.buildersAgree(atSizesOf: paths) else { return nil }
        return Recoloring(pairs: pairs)
    }

    /// This layout with the colours `recoloring` (made from it) gives, on `background`.
    public func recolored(_ recoloring: Recoloring, background: Color?) -> LogicalLayout? {
        var missed = false
        let recolor = recoloring.transform { missed = true }
        var root = self.root
        root.mapColors(recolor)
        let texts = self.texts.map { text -> MeasuredText in
            var spec = text.spec
            spec.mapColors(recolor)
            return MeasuredText(spec: spec, width: text.width, metrics: text.metrics)
        }
        guard !missed else { return nil }
        return LogicalLayout(root: root, canvas: canvas, background: background, direction: direction,
                             texts: texts, paths: paths, arrangementReadsDirection: arrangementReadsDirection)
    }
}

/// How the colours of one tree become those of another that is the same but for colours
/// (`LogicalLayout.recoloring(from:to:)`).
public struct Recoloring {
    let pairs: ColorPairs

    /// A Scene made from the first tree (its layout, or that layout's right-to-left twin) as
    /// the second tree makes it, on `background`; nil when the Scene paints a colour that is
    /// not one of the tree's.
    public func recolored(_ scene: Scene, background: Color?) -> Scene? {
        var missed = false
        var root = scene.root
        root.mapColors(transform { missed = true })
        guard !missed else { return nil }
        return Scene(size: scene.size, direction: scene.direction, background: background, root: root)
    }

    /// Each colour of the first tree to its twin in the second. A colour a layout holds that
    /// is not one of the tree's calls `missed` (the tree was not all of that layout's input,
    /// so the layout is not reused).
    fileprivate func transform(missed: @escaping () -> Void) -> (Color) -> Color {
        { color in
            guard let twin = pairs.twin(of: color) else { missed(); return color }
            return twin
        }
    }
}

/// The colours of one tree paired, one to one, with those of another tree that is the same
/// but for its colours; and the two trees' path builders, paired in tree order.
struct ColorPairs {
    private var from: [Color] = []
    private var to: [Color] = []
    private var builders: [(PathBuilder, PathBuilder)] = []

    /// The colour of the second tree at the place of `color` in the first.
    func twin(of color: Color) -> Color? {
        from.firstIndex(of: color).map { to[$0] }
    }

    /// Pairs `a` with `b`; false when either is already paired with another colour.
    private mutating func pair(_ a: Color, _ b: Color) -> Bool {
        if let i = from.firstIndex(of: a) { return to[i] == b }
        guard !to.contains(b) else { return false }
        from.append(a)
        to.append(b)
        return true
    }

    /// Whether `a` and `b` are equal once `a`'s colours are replaced by `b`'s, which are
    /// paired with them.
    private mutating func match<Value: ColorCarrying>(_ a: Value, _ b: Value) -> Bool {
        var colors: [Color] = []
        var copy = b
        copy.mapColors { colors.append($0); return $0 }
        var recolored = a
        var index = 0
        var paired = true
        recolored.mapColors { color in
            guard index < colors.count else { paired = false; return color }
            defer { index += 1 }
            paired = paired && pair(color, colors[index])
            return colors[index]
        }
        return paired && index == colors.count && recolored == b
    }

    private mutating func match(_ a: PathBuilder, _ b: PathBuilder) -> Bool {
        guard a.mirroring == b.mirroring else { return false }
        builders.append((a, b))
        return true
    }

    /// Whether the paired builders make the same paths at every size the layout `paths` came
    /// from asked any builder for: then laying out the second tree gets from its builders
    /// what the first got from its own. In either direction: a pair mirrors alike (`match`),
    /// and a direction only mirrors the path (`PathBuilder.path(for:in:)`).
    func buildersAgree(atSizesOf paths: [DirectionalPath]) -> Bool {
        guard !builders.isEmpty else { return true }
        var sizes: [Size] = []
        for path in paths where !sizes.contains(path.size) { sizes.append(path.size) }
        for (a, b) in builders {
            for size in sizes where a.path(Rect(origin: .zero, size: size)) != b.path(Rect(origin: .zero, size: size)) {
                return false
            }
        }
        return true
    }

    /// Whether `b` is `a` with other colours, pairing their colours and builders.
    mutating func match(_ a: Node, _ b: Node) -> Bool {
        switch (a, b) {
        case (.empty, .empty): return true
        case let (.text(x), .text(y)): return match(x, y)
        case let (.shape(x), .shape(y)): return match(x, y)
        case let (.icon(x), .icon(y)): return match(x, y)
        case let (.image(x), .image(y)): return match(x, y)
        case let (.path(x), .path(y)):
            return x.fillRule == y.fillRule && match(x.builder, y.builder)
                && match(ShapeSpec(kind: .rectangle, fill: x.fill, lineStroke: x.stroke, gradient: x.gradient),
                         ShapeSpec(kind: .rectangle, fill: y.fill, lineStroke: y.stroke, gradient: y.gradient))
        case let (.spacer(x), .spacer(y)): return x == y
        case let (.hstack(a1, s1, c1), .hstack(a2, s2, c2)): return a1 == a2 && s1 == s2 && match(c1, c2)
        case let (.vstack(a1, s1, c1), .vstack(a2, s2, c2)): return a1 == a2 && s1 == s2 && match(c1, c2)
        case let (.zstack(a1, c1), .zstack(a2, c2)): return a1 == a2 && match(c1, c2)
        case let (.viewThatFits(h1, v1, c1), .viewThatFits(h2, v2, c2)): return h1 == h2 && v1 == v2 && match(c1, c2)
        // Its content is made during layout, from the size it is offered.
        case (.geometryReader, .geometryReader): return false
        case let (.modified(n1, m1), .modified(n2, m2)): return match(m1, m2) && match(n1, n2)
        default: return false
        }
    }

    private mutating func match(_ a: [Node], _ b: [Node]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !match(x, y) { return false }
        return true
    }

    private mutating func match(_ a: Modifier, _ b: Modifier) -> Bool {
        switch (a, b) {
        case let (.padding(x), .padding(y)): return x == y
        case let (.frame(w1, h1, a1), .frame(w2, h2, a2)): return w1 == w2 && h1 == h2 && a1 == a2
        case let (.flexibleFrame(x), .flexibleFrame(y)): return x == y
        case let (.fixedSize(h1, v1), .fixedSize(h2, v2)): return h1 == h2 && v1 == v2
        case let (.background(n1, a1), .background(n2, a2)): return a1 == a2 && match(n1, n2)
        case let (.overlay(n1, a1), .overlay(n2, a2)): return a1 == a2 && match(n1, n2)
        case let (.opacity(x), .opacity(y)): return x == y
        case let (.scaleEffect(x), .scaleEffect(y)): return x == y
        case let (.clipShape(x), .clipShape(y)): return x == y
        case let (.accessibility(x), .accessibility(y)): return x == y
        case let (.id(x), .id(y)): return x == y
        case let (.layoutPriority(x), .layoutPriority(y)): return x == y
        case let (.stackSpacing(x), .stackSpacing(y)): return x == y
        case let (.offset(x1, y1), .offset(x2, y2)): return x1 == x2 && y1 == y2
        case let (.rotation(r1, a1), .rotation(r2, a2)): return r1 == r2 && a1 == a2
        case let (.scale(x1, y1, a1), .scale(x2, y2, a2)): return x1 == x2 && y1 == y2 && a1 == a2
        case let (.shadow(x), .shadow(y)): return match(x, y)
        case let (.leafOpacity(x), .leafOpacity(y)): return x == y
        case (.compositingGroup, .compositingGroup), (.hidden, .hidden): return true
        case let (.clipPath(b1, r1), .clipPath(b2, r2)): return r1 == r2 && match(b1, b2)
        case let (.aspectRatio(r1, m1), .aspectRatio(r2, m2)): return r1 == r2 && m1 == m2
        case let (.flipsForDirection(x), .flipsForDirection(y)): return x == y
        case let (.behaviour(x), .behaviour(y)): return x == y
        case let (.layoutDirection(x), .layoutDirection(y)): return x == y
        case let (.contentShape(b1, d1), .contentShape(b2, d2)): return d1 == d2 && match(b1, b2)
        case let (.notDrawn(x), .notDrawn(y)): return x == y
        default: return false
        }
    }
}
