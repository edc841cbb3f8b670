import Foundation

/// A list of rows, as SwiftUI's `List`. Declared so that a file whose preview shows its
/// component in a list compiles; not drawn yet: a snapshot that reaches a list fails, naming
/// it and where it is written, while the file's other previews and components still render.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let file: StaticString
    let line: UInt

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) where SelectionValue == Never {
        self.content = content(); self.file = file; self.line = line
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content,
                file: StaticString = #fileID, line: UInt = #line) {
        self.content = content(); self.file = file; self.line = line
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent,
                                  file: StaticString = #fileID, line: UInt = #line)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable, SelectionValue == Never {
        self.content = ForEach(data, content: rowContent); self.file = file; self.line = line
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent,
                                      file: StaticString = #fileID, line: UInt = #line)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
          SelectionValue == Never {
        self.content = ForEach(data, id: id, content: rowContent); self.file = file; self.line = line
    }

    public var body: some View {
        NotDrawnView("List", file: file, line: line, content: VStack(spacing: 0) { content })
    }
}

/// How a list draws its rows, as SwiftUI's `ListStyle`. Lists are not drawn yet, so a style
/// changes nothing that is drawn; the styles exist so `.listStyle(.insetGrouped)` compiles.
public protocol ListStyle {}

public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

/// What only means something inside a list (whose drawing fails as not drawn yet): recorded
/// in the sidecar for any view outside one, where SwiftUI ignores them too.
extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View { recordedBehaviour("listStyle \(S.self)") }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { recordedBehaviour("listRowInsets") }
    public func listRowBackground<V: View>(_ view: V?) -> some View { recordedBehaviour("listRowBackground") }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        recordedBehaviour("listRowSeparator \(visibility)")
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        recordedBehaviour("listSectionSeparator \(visibility)")
    }
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        recordedBehaviour("scrollContentBackground \(visibility)")
    }
}

/// Whether an element is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
