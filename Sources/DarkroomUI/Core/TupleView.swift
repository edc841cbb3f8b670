import DarkroomLayout

/// Several views from one builder block, laid out by the enclosing container as siblings.
public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) { self.value = value }

    public var body: Never { primitiveBody("TupleView") }
}

extension TupleView: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        // A tuple's elements are its mirror's children, in order.
        Mirror(reflecting: value).children.flatMap { child -> [Node] in
            guard let view = child.value as? any View else {
                preconditionFailure("TupleView holds a \(type(of: child.value)), which is not a View: a bug in ViewBuilder")
            }
            return lowering.lower(view)
        }
    }
}
