import DarkroomLayout

/// A piece of user interface, spelled as SwiftUI spells it (iOS 17): a value whose `body`
/// is another view. Views Darkroom draws itself (stacks, text, shapes) have `Body == Never`
/// and are lowered directly into the layout engine's view tree (`Node`).
///
/// iOS 17's SwiftUI marks `body` `@MainActor(unsafe)`: main-actor isolation that code in the
/// Swift 5 language mode (most design-system packages) is not held to. DarkroomUI's `body` is
/// nonisolated, which is what such code sees: the same bodies compile. Darkroom evaluates them
/// on the render worker that lays out the variant (SwiftUI requires `body` to be a pure function
/// of the view and its environment, callable at any time); a body that calls main-actor API is
/// a compile error here, as it would be on iOS under Swift 6's strict checking.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view Darkroom lowers itself rather than through `body`.
protocol PrimitiveView {
    func lower(_ lowering: inout ViewLowering) -> [Node]
}

extension PrimitiveView {
    /// Lowers the view of this type at `view`, in place (`ViewLowering` found the type).
    static func lowerStored(at view: UnsafeRawPointer, _ lowering: inout ViewLowering) -> [Node] {
        view.assumingMemoryBound(to: Self.self).pointee.lower(&lowering)
    }

    /// Primitive views have no body: asking for one is a bug in Darkroom, not in the user's code.
    func primitiveBody(_ name: String) -> Never {
        fatalError("\(name) is drawn by Darkroom and has no body")
    }
}
