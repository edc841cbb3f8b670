import DarkroomLayout

/// A key for a value in the environment, with its default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads with `@Environment`, set by Darkroom per variant (direction,
/// colour scheme, scale...) and by `.environment(_:_:)` for a subtree.
public struct EnvironmentValues: CustomStringConvertible {
    /// Each key's value, in a `StoredValue<K.Value>`: the subscript is the only writer, so the
    /// box under a key always has that key's value type and is read back without a dynamic
    /// cast (casting from `Any` was most of the cost of an environment read, issue 22).
    private var values: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(stored, to: StoredValue<K.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = StoredValue(newValue) }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// One environment value, boxed with its type.
private final class StoredValue<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Reads a value from the environment the view is lowered in.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { box.values[keyPath: keyPath] }
}

/// The environment of the view being lowered; a class so a view value's copy shares it.
final class EnvironmentBox {
    var values = EnvironmentValues()
}

/// Property wrappers that Darkroom updates before evaluating a body.
public protocol DynamicProperty {}

protocol EnvironmentInstallable {
    func install(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentInstallable {
    func install(_ environment: EnvironmentValues) { box.values = environment }
}
