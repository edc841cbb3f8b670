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

/// The nearest `buttonStyle(_:)` above a button: a `ButtonStyle`, or a `PrimitiveButtonStyle`
/// with where it was set (for the message of a built-in style not drawn yet).
enum ButtonStyleChoice {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle, file: StaticString, line: UInt)
}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonStyleChoice? { nil } }
struct PressedKey: EnvironmentKey { static let defaultValue = false }

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[ButtonStyleKey.self] = .style(style) })
    }

    /// `file`/`line` (not in Apple's signature; call sites never write them) name where a
    /// built-in style that is not drawn yet was chosen.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S, file: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(EnvironmentModifier { $0[ButtonStyleKey.self] = .primitive(style, file: file, line: line) })
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
        switch lowering.environment[ButtonStyleKey.self] {
        case .style(let style):
            // The style's own @Environment properties see the button's environment.
            DynamicProperties.install(lowering.environment, into: style)
            nodes = lowering.lower(style.makeBody(configuration: configuration))
        case let .primitive(style, file, line):
            DynamicProperties.install(lowering.environment, into: style)
            let primitive = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), file: file, line: line)
            // `Button(configuration)` inside the style's body draws with the default style.
            nodes = lowering.lower(style.makeBody(configuration: primitive), changing: { $0[ButtonStyleKey.self] = nil })
        case nil:
            nodes = lowering.lower(BorderlessButtonBody().makeBody(configuration: configuration))
        }
        // SwiftUI makes a button one accessibility element with the button trait.
        // What is inside (an image's own element, say) becomes the button's label, not an element of its own.
        return nodes.map { .modified($0.withoutAccessibility, .accessibility(AccessibilitySpec(role: "button", label: $0.accessibilityText))) }
    }
}

/// iOS's default outside lists (`.automatic`, `.borderless`): the label in the tint colour (`.tint`, else the accent colour; red for
/// destructive), dimmed to 20 %
/// when pressed and drawn in gray when disabled (UIKit's system button behaviour).
struct BorderlessButtonBody: ButtonStyle {
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
