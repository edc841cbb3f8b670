import DarkroomLayout

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content; self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is drawn by Darkroom and has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        // Asking the type, not the value, spares copying the modifier into an existential box.
        if let builtIn = lowering.types.builtInModifier(Modifier.self) {
            return withUnsafePointer(to: modifier) { builtIn.lowerStored(at: $0, content, &lowering) }
        }
        // A team's own modifier: its body, with `content` standing for the modified view.
        DynamicProperties.install(lowering.environment, into: modifier)
        return lowering.lower(modifier.body(content: _ViewModifier_Content(content: content)))
    }
}

/// A reusable change to a view, as SwiftUI's `ViewModifier`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a `ViewModifier` modifies, inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    public var body: Never { fatalError("_ViewModifier_Content is drawn by Darkroom and has no body") }
}

extension _ViewModifier_Content: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Darkroom's own modifiers: each lowers its content and wraps or re-environments it.
/// Applied to several views (a `Group`, a body of several views), a modifier applies to
/// each, as in SwiftUI. The content comes with its type, not boxed as `any View`: a box per
/// modifier copied the whole chain below it (a view with five modifiers was copied five
/// times over), and most were too large for an existential's inline buffer, so each was a
/// heap allocation too.
protocol BuiltInModifier: ViewModifier where Body == Never {
    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node]
}

extension BuiltInModifier {
    /// Applies the modifier of this type at `modifier` to `content`, in place.
    static func lowerStored<Content: View>(at modifier: UnsafeRawPointer, _ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        modifier.assumingMemoryBound(to: Self.self).pointee.lower(content, &lowering)
    }

    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by Darkroom and has no body") }
}

/// A modifier that wraps each lowered node in one layout-engine modifier.
struct NodeModifier: BuiltInModifier {
    let make: (EnvironmentValues) -> DarkroomLayout.Modifier

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        let modifier = make(lowering.environment)
        return lowering.lower(content).map { .modified($0, modifier) }
    }
}

/// A modifier that changes the environment of its content.
struct EnvironmentModifier: BuiltInModifier {
    let change: (inout EnvironmentValues) -> Void

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        lowering.lower(content, changing: change)
    }
}
