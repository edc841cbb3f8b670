import DarkroomLayout

/// One of two views, from `if`/`else` or `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public var body: Never { primitiveBody("_ConditionalContent") }
}

extension _ConditionalContent: PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node] {
        switch storage {
        case .trueContent(let view): return lowering.lower(view)
        case .falseContent(let view): return lowering.lower(view)
        }
    }
}
