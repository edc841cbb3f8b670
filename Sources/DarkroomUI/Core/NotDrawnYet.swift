import DarkroomLayout

/// SwiftUI API that DarkroomUI declares, so a team's file compiles unchanged, but does not
/// draw yet. Each such declaration carries `@available(*, deprecated, message: "DarkroomUI:
/// not drawn yet")`, so the compiler points at every use, and lowers to the engine's
/// `.notDrawn` modifier: the view is laid out as its content, and rendering any snapshot that
/// reaches it fails with "DarkroomUI: <API> is not drawn yet (<file>:<line>)", exit 2. Nothing
/// is ever drawn as an approximation.
///
/// The location comes from `file:line:` parameters with `#fileID`/`#line` defaults that Apple's
/// signatures do not have; a call site never writes them, so the same source compiles on iOS.
struct NotDrawnYet: BuiltInModifier {
    let message: String

    init(_ api: String, file: StaticString, line: UInt) {
        message = "DarkroomUI: \(api) is not drawn yet (\(file):\(line))"
    }

    func lower<Content: View>(_ content: Content, _ lowering: inout ViewLowering) -> [Node] {
        let nodes = lowering.lower(content)
        // An empty content (a ProgressView with no label) leaves no node to mark, and stacks
        // skip empty views; the lowering's log carries the message to the root instead.
        if nodes.isEmpty { lowering.environment.notDrawnLog.add(message) }
        return nodes.map { .modified($0, .notDrawn(message)) }
    }
}

extension View {
    /// `self`, marked as reaching `api`, which is declared but not drawn yet.
    func notDrawnYet(_ api: String, file: StaticString, line: UInt) -> some View {
        modifier(NotDrawnYet(api, file: file, line: line))
    }
}

/// A view DarkroomUI declares but does not draw yet, standing for its content: lowered as
/// `content` marked with `.notDrawn`.
struct NotDrawnView: View, PrimitiveView {
    let api: String
    let file: StaticString
    let line: UInt
    let content: any View

    init(_ api: String, file: StaticString, line: UInt, content: any View = EmptyView()) {
        self.api = api; self.file = file; self.line = line; self.content = content
    }

    var body: Never { primitiveBody("NotDrawnView") }

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        NotDrawnYet(api, file: file, line: line).lower(content, &lowering)
    }
}
