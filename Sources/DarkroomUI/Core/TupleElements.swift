@_spi(Reflection) import Swift
import Foundation

/// Where the views of a `TupleView`'s tuple are, found once per tuple type.
///
/// A builder block's tuple holds concrete views at fixed offsets, a fact of its type, so the
/// runtime's field records (`_forEachField`) give each element's offset and view type once,
/// and lowering then reads the elements in place. Reflecting every tuple with `Mirror` boxed
/// each element and cast it to `any View` again: about 2% of a cold render of the
/// catalogue (issue 22). A value that is not a tuple of views keeps the `Mirror` walk, so what
/// is lowered, and what traps, is the same either way.
enum TupleElements {
    /// The tuple's elements, in order: each one's byte offset and view type.
    typealias Elements = [(offset: Int, type: any View.Type)]

    private nonisolated(unsafe) static var known: [ObjectIdentifier: Elements?] = [:]
    private static let lock = NSLock()

    /// The elements of `tuple`'s type, or nil when it is not a tuple whose every element is a view.
    static func of<T>(_ tuple: T) -> Elements? {
        let key = ObjectIdentifier(T.self)
        if let cached = lock.withLock({ known[key] }) { return cached }
        let found = Mirror(reflecting: tuple).displayStyle == .tuple ? scan(T.self) : nil
        lock.withLock { known[key] = found }
        return found
    }

    private static func scan(_ type: Any.Type) -> Elements? {
        var elements: Elements = []
        var allViews = true
        let walked = _forEachField(of: type, options: []) { _, offset, elementType, _ in
            guard let view = elementType as? any View.Type else { allViews = false; return false }
            elements.append((offset, view))
            return true
        }
        return walked && allViews ? elements : nil
    }
}
