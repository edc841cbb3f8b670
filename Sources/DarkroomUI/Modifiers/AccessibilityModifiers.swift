import DarkroomLayout
import Foundation

/// Accessibility is recorded, never announced: each modifier sets a field of the element's
/// record, and consecutive modifiers on one view build one element, as in SwiftUI.
struct AccessibilityModifier: BuiltInModifier {
    let change: (inout AccessibilitySpec) -> Void

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        lowering.lower(content).map { node in
            if case .modified(let inner, .accessibility(var spec)) = node {
                change(&spec)
                return .modified(inner, .accessibility(spec))
            }
            var spec = AccessibilitySpec(role: "element", label: node.accessibilityText)
            change(&spec)
            return .modified(node, .accessibility(spec))
        }
    }
}

/// Traits SwiftUI can add; Darkroom records the first as the element's role.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 5)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)

    var role: String? {
        let names: [(AccessibilityTraits, String)] = [(.isButton, "button"), (.isToggle, "toggle"), (.isLink, "link"),
                                                       (.isHeader, "header"), (.isImage, "image"), (.isStaticText, "text")]
        return names.first { contains($0.0) }?.1
    }
}

extension View {
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let text = String(label)
        return modifier(AccessibilityModifier { $0.label = text })
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.string) }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let text = String(value)
        return modifier(AccessibilityModifier { $0.value = text })
    }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let text = String(hint)
        return modifier(AccessibilityModifier { $0.hint = text })
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier { $0.identifier = identifier })
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier { spec in if let role = traits.role { spec.role = role } })
    }
}

extension Node {
    /// The text a screen reader would read for this subtree: its texts, in order.
    var accessibilityText: String {
        switch self {
        case .text(let spec): return spec.string
        case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children):
            return children.map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: ", ")
        case .modified(_, .accessibility(let spec)) where !spec.label.isEmpty: return spec.label
        case .modified(let node, _): return node.accessibilityText
        default: return ""
        }
    }
}
