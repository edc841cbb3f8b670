import DarkroomLayout

/// A view that draws nothing and takes no space; stacks skip it (no spacing around it).
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody("EmptyView") }
}

extension EmptyView: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { [] }
}

/// `if` without `else` in a builder: the view, or nothing.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is drawn by Darkroom and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        switch self {
        case .some(let view): return lowering.lower(view)
        case .none: return []
        }
    }
}
