import DarkroomLayout

/// How an accessibility element treats the elements inside it (SwiftUI's
/// `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind
    /// One element; what is inside is not read.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The elements inside stay elements (Darkroom's Scene has no container node, so this
    /// records them as they are).
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element whose label is the texts inside, in reading order.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

extension View {
    /// Makes the view one accessibility element, as SwiftUI does; later accessibility
    /// modifiers (label, value, traits...) describe that element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityElementModifier(behavior: children))
    }

    /// Hides the view and everything in it from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityHiddenModifier(hidden: hidden))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { spec in
            if let role = traits.role, spec.role == role { spec.role = "element" }
        })
    }
}

struct AccessibilityElementModifier: BuiltInModifier {
    let behavior: AccessibilityChildBehavior

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        lowering.lower(content).map { node in
            switch behavior.kind {
            case .contain:
                return node
            case .ignore:
                return .modified(node.withoutAccessibility, .accessibility(AccessibilitySpec(role: "element", label: "")))
            case .combine:
                return .modified(node.withoutAccessibility,
                                 .accessibility(AccessibilitySpec(role: "element", label: node.accessibilityText)))
            }
        }
    }
}

struct AccessibilityHiddenModifier: BuiltInModifier {
    let hidden: Bool

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        let nodes = lowering.lower(content)
        return hidden ? nodes.map(\.withoutAccessibility) : nodes
    }
}

extension Node {
    /// The subtree with every accessibility element removed (its layout and drawing unchanged).
    var withoutAccessibility: Node {
        switch self {
        case .hstack(let a, let s, let children): return .hstack(alignment: a, spacing: s, children: children.map(\.withoutAccessibility))
        case .vstack(let a, let s, let children): return .vstack(alignment: a, spacing: s, children: children.map(\.withoutAccessibility))
        case .zstack(let a, let children): return .zstack(alignment: a, children: children.map(\.withoutAccessibility))
        case .viewThatFits(let h, let v, let children): return .viewThatFits(horizontal: h, vertical: v, children: children.map(\.withoutAccessibility))
        case .modified(let inner, .accessibility): return inner.withoutAccessibility
        case .modified(let inner, .background(let layer, let a)): return .modified(inner.withoutAccessibility, .background(layer.withoutAccessibility, alignment: a))
        case .modified(let inner, .overlay(let layer, let a)): return .modified(inner.withoutAccessibility, .overlay(layer.withoutAccessibility, alignment: a))
        case .modified(let inner, let modifier): return .modified(inner.withoutAccessibility, modifier)
        default: return self
        }
    }
}
