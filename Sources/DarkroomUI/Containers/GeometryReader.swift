import DarkroomLayout
import Foundation

/// A container whose content is built from the size it is offered, as SwiftUI's
/// `GeometryReader`: it takes the whole proposal and places its content at its top-leading
/// corner (`AdaptiveLayout.swift` in the layout engine). The team's closure runs at layout
/// time, once per size the reader is laid out at, with the reader's environment.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { fatalError("GeometryReader is drawn by Darkroom and has no body") }
}

extension GeometryReader: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        // Its content is lowered at layout time, in this environment and its direction: the
        // tree depends on the direction (`DirectionReads`).
        lowering.environment.directionReads?.mark()
        let captured = LayoutTimeLowering(environment: lowering.environment) { proxy in self.content(proxy) }
        return [.geometryReader(GeometryContent { size in captured.node(for: size) })]
    }
}

/// The reader's closure and environment, carried into the layout engine; lowering happens on
/// the thread that lays the variant out, like every other body.
private struct LayoutTimeLowering: @unchecked Sendable {
    let environment: EnvironmentValues
    let build: (GeometryProxy) -> any View

    func node(for size: Size) -> Node {
        var lowering = ViewLowering(environment: environment)
        let log = NotDrawnLog()
        lowering.environment.notDrawnLog = log
        let nodes = lowering.lower(build(GeometryProxy(size: CGSize(width: size.width, height: size.height))))
        let stack = Node.zstack(alignment: DarkroomLayout.Alignment(horizontal: .leading, vertical: .top), children: nodes)
        return log.all.reduce(stack) { .modified($0, .notDrawn($1)) }
    }
}

/// The size a `GeometryReader` offers its content. Its frame in any coordinate space is its
/// own bounds: Darkroom renders one view per canvas, so the global space is the local one up
/// to the reader's position, which the closure cannot see yet (documented in the README).
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
