public import DarkroomLayout

/// Turns a SwiftUI view value into the layout engine's view tree (`Node`).
///
/// Primitive views (stacks, text, shapes, modifiers) lower themselves; any other view is
/// lowered through its `body`, evaluated with the environment installed into its
/// `@Environment` properties. Lowering runs on whichever thread renders the variant (bodies are
/// nonisolated, see `View`); the resulting `Node` is a plain Sendable value.
public struct ViewLowering {
    public var environment: EnvironmentValues

    public init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    /// The tree for `view`. Several top-level views (a body that is a `TupleView`) are
    /// stacked vertically, centred, with the default spacing, as a preview shows them.
    public static func node<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> Node {
        var lowering = ViewLowering(environment: environment)
        let nodes = lowering.lower(view)
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .vstack(alignment: .center, spacing: PlatformSpacing.default, children: nodes)
        }
    }

    /// The nodes of one view: usually one, none for `EmptyView`, several for a group.
    mutating func lower(_ view: any View) -> [Node] { lowerOpened(view) }

    private mutating func lowerOpened<V: View>(_ view: V) -> [Node] {
        if let primitive = view as? any PrimitiveView { return primitive.lower(&self) }
        DynamicProperties.install(environment, into: view)
        return lower(view.body)
    }

    /// Lowers `view` with the environment changed by `change`, then restores it. A change of
    /// layout direction marks the subtree, so the engine lays it out in that direction.
    mutating func lower(_ view: any View, changing change: (inout EnvironmentValues) -> Void) -> [Node] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        let nodes = lower(view)
        guard environment.layoutDirection != saved.layoutDirection else { return nodes }
        let direction: DarkroomLayout.LayoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return nodes.map { .modified($0, .layoutDirection(direction)) }
    }
}

/// SwiftUI's default spacing between adjacent views and a `Spacer`'s default minimum.
///
/// Apple documents `spacing: nil` as "the default distance between adjacent subviews" and
/// `Spacer(minLength: nil)` as "the system default spacing". On iOS that distance is 8 points
/// between most views (measured in Apple's layout: HStack { Color.red.frame(width: 10); Color.blue }
/// places the second view 8 pt after the first). Text-to-text spacing in a VStack depends on
/// the fonts' metrics in SwiftUI; Darkroom uses 8 there too (a known difference, in the README).
enum PlatformSpacing {
    static let `default`: Double = 8
    /// `.padding()` with no length: 16 on iOS (Apple: "a platform-specific default amount").
    static let padding: Double = 16
}
