import DarkroomLayout
import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`, drawn through the toggle
/// style of the environment (`toggleStyle(_:)`): a team's own `ToggleStyle` draws it from its
/// configuration, and the default, iOS's switch, is drawn by `SwitchToggleStyle`. Like a
/// Button, a Toggle is one accessibility element; its value is "1" when on and "0" when off,
/// as UIKit's switch answers.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    public var body: Never { fatalError("Toggle is drawn by Darkroom and has no body") }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, drawn with the default style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: false)
        let style: any ToggleStyle = lowering.environment[ToggleStyleKey.self] ?? SwitchToggleStyle()
        DynamicProperties.install(lowering.environment, into: style)
        // A style's body sees the default style again, so `Toggle(configuration)` inside it
        // draws the switch instead of the same style forever.
        let nodes = lowering.lower(style.makeBody(configuration: configuration), changing: { $0[ToggleStyleKey.self] = nil })
        let spec = AccessibilitySpec(role: "toggle", label: nodes.map(\.accessibilityText).joined(separator: " "),
                                     value: isOn.wrappedValue ? "1" : "0")
        return nodes.map { .modified($0.withoutAccessibility, .accessibility(spec)) }
    }
}

/// The appearance of every toggle in a subtree, as SwiftUI's `ToggleStyle`.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ToggleStyle` draws from: the toggle's label and whether it is on.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: any View
        public var body: Never { fatalError("ToggleStyleConfiguration.Label is drawn by Darkroom and has no body") }
    }

    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    /// A toggle standing for several values that are not all on or all off.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label; _isOn = isOn; self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}

struct ToggleStyleKey: EnvironmentKey { static var defaultValue: (any ToggleStyle)? { nil } }

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0[ToggleStyleKey.self] = style })
    }
}

/// iOS's default toggle style: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// A toggle drawn as a button that shows whether it is on. Not drawn yet.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NotDrawnView("ButtonToggleStyle", file: #fileID, line: #line, content: configuration.label)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
