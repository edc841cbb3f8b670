import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. Outside a list
/// or form SwiftUI draws a section's header, content and footer one after another; Darkroom
/// does not draw sections yet (their spacing and header style come from the enclosing list),
/// so a snapshot that reaches one fails, naming it.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    let file: StaticString
    let line: UInt

    public var body: some View {
        NotDrawnView("Section", file: file, line: line, content: VStack(spacing: 0) { header; content; footer })
    }
}

extension Section {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(header: header(), content: content(), footer: footer(), file: file, line: line)
    }
}

extension Section where Footer == EmptyView {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                file: StaticString = #fileID, line: UInt = #line) {
        self.init(header: header(), content: content(), footer: EmptyView(), file: file, line: line)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), file: file, line: line)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), file: file, line: line)
    }
}
