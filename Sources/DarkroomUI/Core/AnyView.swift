import DarkroomLayout

/// A type-erased view.
public struct AnyView: View {
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }

    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }

    public var body: Never { primitiveBody("AnyView") }
}

extension AnyView: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(view) }
}

/// Views grouped for a modifier; laid out by the enclosing container as siblings.
public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody("Group") }
}

extension Group: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] { lowering.lower(content) }
}
