import DarkroomLayout
import Foundation

/// A button style that decides how the button is triggered as well as how it looks, as
/// SwiftUI's `PrimitiveButtonStyle`. iOS's built-in styles are primitive styles:
/// `.automatic` and `.borderless` are drawn (the label in the tint, dimmed when pressed, as
/// Darkroom's default button); `.plain` is drawn idle (the label as it is) and not yet when
/// pressed or disabled; `.bordered` and `.borderedProminent`, whose fill, insets and corner
/// radius depend on the control size and border shape, are not drawn yet.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `PrimitiveButtonStyle` draws from: the label, the role, and the trigger (which a
/// snapshot never calls).
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        let content: any View
        public var body: Never { fatalError("PrimitiveButtonStyleConfiguration.Label is drawn by Darkroom and has no body") }
    }

    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// Where the style was chosen (`buttonStyle(_:)`), for not-drawn messages.
    let file: StaticString
    let line: UInt

    init(role: ButtonRole?, label: Label, file: StaticString, line: UInt) {
        self.role = role; self.label = label; self.file = file; self.line = line
    }

    /// Performs the button's action: never, in a snapshot.
    public func trigger() {}
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, drawn with the default style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// iOS's default: borderless outside lists.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// The label as it is while idle; iOS's pressed and disabled looks are not drawn yet.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { PlainButtonBody(configuration: configuration) }
}

private struct PlainButtonBody: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    var body: Never { primitiveBody("PlainButtonBody") }

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        let environment = lowering.environment
        guard environment[PressedKey.self] || !environment.isEnabled else { return lowering.lower(configuration.label) }
        let state = environment[PressedKey.self] ? "pressed" : "disabled"
        return NotDrawnYet("a \(state) button with the plain button style", file: configuration.file, line: configuration.line)
            .lower(configuration.label, &lowering)
    }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NotDrawnView("BorderedButtonStyle", file: configuration.file, line: configuration.line, content: configuration.label)
    }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NotDrawnView("BorderedProminentButtonStyle", file: configuration.file, line: configuration.line, content: configuration.label)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
