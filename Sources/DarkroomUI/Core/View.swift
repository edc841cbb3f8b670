public import DarkroomLayout

/// A piece of user interface, spelled as SwiftUI spells it (iOS 17): a value whose `body`
/// is another view. Views Darkroom draws itself (stacks, text, shapes) have `Body == Never`
/// and are lowered directly into the layout engine's view tree (`Node`).
///
/// SwiftUI marks `body` `@MainActor(unsafe)`; Darkroom evaluates bodies on the main actor too
/// (see `ViewLowering`), so a body that touches main-actor state compiles the same way.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view Darkroom lowers itself rather than through `body`.
protocol PrimitiveView {
    @MainActor func lower(_ lowering: inout ViewLowering) -> [Node]
}

extension PrimitiveView {
    /// Primitive views have no body: asking for one is a bug in Darkroom, not in the user's code.
    func primitiveBody(_ name: String) -> Never {
        fatalError("\(name) is drawn by Darkroom and has no body")
    }
}
