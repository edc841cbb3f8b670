import Foundation

/// Navigation containers, as previews often wrap a component in one. Not drawn yet (a
/// navigation bar needs the title's large and inline layouts): a snapshot that reaches one
/// fails, naming it. Titles and toolbar items inside are recorded, as they draw nothing
/// without the container.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let file: StaticString
    let line: UInt

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder root: () -> Root, file: StaticString = #fileID, line: UInt = #line) {
        self.root = root(); self.file = file; self.line = line
    }

    public var body: some View { NotDrawnView("NavigationStack", file: file, line: line, content: root) }
}

public struct NavigationView<Content: View>: View {
    let content: Content
    let file: StaticString
    let line: UInt

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
        self.content = content(); self.file = file; self.line = line
    }

    public var body: some View { NotDrawnView("NavigationView", file: file, line: line, content: content) }
}

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { recordedBehaviour("navigationTitle \(titleKey.key)") }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { recordedBehaviour("navigationTitle \(title)") }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        recordedBehaviour("navigationBarTitleDisplayMode \(displayMode)")
    }
}

/// The title display modes of a navigation bar, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}
