import DarkroomLayout
import Foundation

/// What a button is for; destructive buttons are drawn in red by the default style.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action. Darkroom records the action, never runs it, and draws
/// the button through its style with `isPressed` as the variant asks (`darkroomPressed()`).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        role = nil; self.label = label()
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role; self.label = label()
    }

    public var body: Never { fatalError("Button is drawn by Darkroom and has no body") }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// The appearance of every button in a subtree, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` draws from: the button's label, its role, and whether it is pressed.
/// (SwiftUI gives it no public initialiser; Darkroom makes it per variant.)
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { fatalError("ButtonStyleConfiguration.Label is drawn by Darkroom and has no body") }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}

extension EnvironmentValues {
    /// The `.tint(_:)` set above, which the default button style draws its label in.
    var darkroomTint: Color? { self[TintKey.self] }
}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: (any ButtonStyle)? { nil } }
struct PressedKey: EnvironmentKey { static let defaultValue = false }

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[ButtonStyleKey.self] = style })
    }

    /// Darkroom, not SwiftUI: draws every button in this subtree pressed
    /// (`configuration.isPressed == true`), which a test on a device cannot ask for.
    public func darkroomPressed(_ isPressed: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0[PressedKey.self] = isPressed })
    }
}

extension Button: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let configuration = ButtonStyleConfiguration(role: role, label: .init(content: label),
                                                     isPressed: lowering.environment[PressedKey.self])
        let nodes: [Node]
        if let style = lowering.environment[ButtonStyleKey.self] {
            // The style's own @Environment properties see the button's environment.
            DynamicProperties.install(lowering.environment, into: style)
            nodes = lowering.lower(style.makeBody(configuration: configuration))
        } else {
            nodes = lowering.lower(DefaultButtonStyle().makeBody(configuration: configuration))
        }
        // SwiftUI makes a button one accessibility element with the button trait.
        // What is inside (an image's own element, say) becomes the button's label, not an element of its own.
        return nodes.map { .modified($0.withoutAccessibility, .accessibility(AccessibilitySpec(role: "button", label: $0.accessibilityText))) }
    }
}

/// iOS's plain default: the label in the tint colour (`.tint`, else the accent colour; red for
/// destructive), dimmed to 20 %
/// when pressed and drawn in gray when disabled (UIKit's system button behaviour).
struct DefaultButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(configuration: configuration)
    }
}

private struct DefaultButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.darkroomTint) private var tint

    var body: some View {
        configuration.label
            .foregroundColor(isEnabled ? (configuration.role == .destructive ? .red : tint ?? .accentColor) : .gray)
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}
