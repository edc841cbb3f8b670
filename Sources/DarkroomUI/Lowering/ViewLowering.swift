public import DarkroomLayout
import Foundation

/// Turns a SwiftUI view value into the layout engine's view tree (`Node`).
///
/// Primitive views (stacks, text, shapes, modifiers) lower themselves; any other view is
/// lowered through its `body`, evaluated with the environment installed into its
/// `@Environment` properties. Lowering runs on whichever thread renders the variant (bodies are
/// nonisolated, see `View`); the resulting `Node` is a plain Sendable value.
public struct ViewLowering {
    public var environment: EnvironmentValues
    /// The axis of the enclosing stack while its content is lowered (a Divider reads it).
    var stackOrientation: StackOrientation?
    /// This thread's answers about view and modifier types.
    let types = LoweringTypes.current

    public init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    /// The tree for `view`. Several top-level views (a body that is a `TupleView`) are
    /// stacked vertically, centred, with the default spacing, as a preview shows them.
    /// The view sees `environment` (a render passes its variant's, `EnvironmentValues(variant:)`),
    /// SwiftUI's defaults without one.
    public static func node<V: View>(_ view: V, environment: EnvironmentValues? = nil) -> Node {
        var lowering = ViewLowering(environment: environment ?? EnvironmentValues())
        let log = NotDrawnLog()
        lowering.environment.notDrawnLog = log
        let nodes = lowering.lower(view)
        let root: Node = switch nodes.count {
        case 0: .empty
        case 1: nodes[0]
        default: .vstack(alignment: .center, spacing: PlatformSpacing.default, children: nodes)
        }
        return log.all.reduce(root) { .modified($0, .notDrawn($1)) }
    }

    /// The nodes of one view: usually one, none for `EmptyView`, several for a group.
    mutating func lower(_ view: any View) -> [Node] { lowerOpened(view) }

    /// `lower(_:)` for a view whose type is known (no existential to open).
    mutating func lower<V: View>(_ view: V) -> [Node] { lowerOpened(view) }

    /// `lower(_:)` for a view whose type is known (no existential to open).
    mutating func lowerOpened<V: View>(_ view: V) -> [Node] {
        // Asking the type, not the value, spares copying the view into an existential box.
        if let primitive = types.primitive(V.self) {
            return withUnsafePointer(to: view) { primitive.lowerStored(at: $0, &self) }
        }
        DynamicProperties.install(environment, into: view)
        return lower(view.body)
    }

    /// Lowers a container's `content` as the children of a stack of `orientation` (nil: not a
    /// stack), then restores the enclosing one.
    mutating func lower<Content: View>(_ content: Content, inStack orientation: StackOrientation?) -> [Node] {
        let saved = stackOrientation
        stackOrientation = orientation
        defer { stackOrientation = saved }
        return lower(content)
    }

    /// Lowers `view` with the environment changed by `change`, then restores it. A change of
    /// layout direction marks the subtree, so the engine lays it out in that direction.
    mutating func lower<V: View>(_ view: V, changing change: (inout EnvironmentValues) -> Void) -> [Node] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        let nodes = lower(view)
        // Unrecorded reads: only a change that set the direction can make the two differ,
        // and setting it was recorded.
        guard environment.unobservedLayoutDirection != saved.unobservedLayoutDirection else { return nodes }
        let direction: DarkroomLayout.LayoutDirection = environment.unobservedLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
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

    /// A stack's children, each Spacer marked to keep no gap from its neighbours when the
    /// stack has the default spacing (`spacing: nil`): a Spacer's own spacing is zero, so the
    /// space beside it is its length alone (`Spacer(minLength: 0)` lets neighbours touch).
    /// Source: OpenSwiftUI's `SpacerLayoutComputer.Engine.spacing()` answers zero distances
    /// on both edges; an explicit stack spacing is uniform and applies beside spacers too
    /// (Apple, `HStack.init(alignment:spacing:content:)`: "the distance between adjacent subviews").
    static func children(_ nodes: [Node], spacing: CGFloat?) -> [Node] {
        guard spacing == nil else { return nodes }
        return nodes.map { $0.isSpacer ? .modified($0, .stackSpacing(0)) : $0 }
    }
}

extension Node {
    /// A Spacer, possibly under modifiers.
    var isSpacer: Bool {
        var current = self
        while case .modified(let inner, _) = current { current = inner }
        if case .spacer = current { return true }
        return false
    }
}

extension EnvironmentValues {
    /// SwiftUI's defaults, with the direction, colour scheme, Dynamic Type size, pseudo-locale,
    /// named colours and display scale of the variant being rendered.
    package init(variant: VariantEnvironment) {
        self.init()
        layoutDirection = variant.unobservedDirection == .rightToLeft ? .rightToLeft : .leftToRight
        colorScheme = variant.isDark ? .dark : .light
        applyTextStress(variant.stress)
        namedColors = variant.namedColors
        displayScale = variant.displayScale
        // Last: the reads the view makes are recorded, not this set-up's.
        directionReads = variant.directionReads
    }
}

private struct NamedColorsKey: EnvironmentKey { static var defaultValue: AssetColors.Current? { nil } }

extension EnvironmentValues {
    /// The run's named colours (`asset-colors.json`), carried to `Color(_:bundle:)`.
    package var namedColors: AssetColors.Current? {
        get { self[NamedColorsKey.self] }
        set { self[NamedColorsKey.self] = newValue }
    }
}
