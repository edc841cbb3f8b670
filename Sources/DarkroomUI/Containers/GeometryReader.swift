import Foundation

/// A container whose content is built from the size it is offered, as SwiftUI's
/// `GeometryReader`. Not drawn yet: Darkroom builds a view tree before layout proposes
/// sizes, so the content cannot see its proxy. The content is built once with an empty proxy
/// (so its code runs) and the snapshot fails, naming the reader and where it is written.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    let file: StaticString
    let line: UInt

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content, file: StaticString = #fileID, line: UInt = #line) {
        self.content = content; self.file = file; self.line = line
    }

    public var body: some View {
        NotDrawnView("GeometryReader", file: file, line: line, content: content(GeometryProxy(size: .zero)))
    }
}

/// The size and coordinates a `GeometryReader` offers its content.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space for `GeometryProxy.frame(in:)`, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}
