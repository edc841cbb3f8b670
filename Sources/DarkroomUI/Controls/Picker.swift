import Foundation

/// A control that picks one of several tagged values, as SwiftUI's `Picker`. Not drawn yet
/// (every iOS picker style draws its own chrome: menu, segmented control, wheel); a snapshot
/// that reaches one fails, naming it. `tag(_:)` draws nothing in SwiftUI and is recorded.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    let file: StaticString
    let line: UInt

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                file: StaticString = #fileID, line: UInt = #line) {
        self.label = label(); self.content = content(); self.file = file; self.line = line
    }

    public var body: some View {
        NotDrawnView("Picker", file: file, line: line, content: HStack { label; content })
    }
}

extension Picker where Label == Text {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                   file: StaticString = #fileID, line: UInt = #line) {
        self.init(selection: selection, content: content, label: { Text(title) }, file: file, line: line)
    }
}

/// How pickers draw, as SwiftUI's `PickerStyle`; pickers are not drawn yet.
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { recordedBehaviour("pickerStyle \(S.self)") }
    /// The value a picker row stands for: no pixels; its type is recorded in the sidecar (a value
    /// such as a UUID would change the sidecar on every run).
    public func tag<V: Hashable>(_ tag: V) -> some View { recordedBehaviour("tag \(V.self)") }
}
