import DarkroomLayout

/// Several views from one builder block, laid out by the enclosing container as siblings.
public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) { self.value = value }

    public var body: Never { primitiveBody("TupleView") }
}

extension TupleView: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        if let elements = TupleElements.of(value) {
            return withUnsafeBytes(of: value) { tuple in
                elements.flatMap { element in element.type.lowerStored(at: tuple.baseAddress! + element.offset, &lowering) }
            }
        }
        // A tuple's elements are its mirror's children, in order.
        return Mirror(reflecting: value).children.flatMap { child -> [Node] in
            guard let view = child.value as? any View else {
                preconditionFailure("TupleView holds a \(type(of: child.value)), which is not a View: a bug in ViewBuilder")
            }
            return lowering.lower(view)
        }
    }
}

extension View {
    /// Lowers the view of this type stored at `element` (an element of a `TupleView`'s tuple).
    static func lowerStored(at element: UnsafeRawPointer, _ lowering: inout ViewLowering) -> [Node] {
        lowering.lowerOpened(element.assumingMemoryBound(to: Self.self).pointee)
    }
}
