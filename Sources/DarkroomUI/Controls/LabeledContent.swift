import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`. Not drawn yet (its layout comes
/// from the enclosing form or list style).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let file: StaticString
    let line: UInt

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, file: StaticString = #fileID, line: UInt = #line) {
        self.label = label(); self.content = content(); self.file = file; self.line = line
    }

    public var body: some View {
        NotDrawnView("LabeledContent", file: file, line: line, content: HStack { label; Spacer(); content })
    }
}

extension LabeledContent where Label == Text {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
        self.init(content: content, label: { Text(titleKey) }, file: file, line: line)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S, file: StaticString = #fileID, line: UInt = #line) {
        self.init(content: { Text(value) }, label: { Text(titleKey) }, file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2, file: StaticString = #fileID, line: UInt = #line) {
        self.init(content: { Text(value) }, label: { Text(title) }, file: file, line: line)
    }
}
