import DarkroomLayout

/// A key for a value in the environment, with its default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads with `@Environment`, set by Darkroom per variant (direction,
/// colour scheme, scale...) and by `.environment(_:_:)` for a subtree.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, newest first, each in a `StoredValue<K.Value>`: the subscript is the
    /// only writer, so the box under a key always has that key's value type and is read back
    /// without a dynamic cast (casting from `Any` was most of the cost of an environment read,
    /// issue 22). Setting a value links one entry in front and shares the rest, so changing
    /// the environment for a subtree and restoring it afterwards copies nothing; a dictionary
    /// of every value was copied at each change and freed at each restore (34,000 times a
    /// render of the catalogue). A read walks the entries set on the way down, a few dozen.
    private var newest: SetValue?

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry = newest
            while let current = entry {
                if current.key == id { return unsafeDowncast(current.value, to: StoredValue<K.Value>.self).value }
                entry = current.next
            }
            return K.defaultValue
        }
        set { newest = SetValue(key: ObjectIdentifier(key), value: StoredValue(newValue), next: newest) }
    }

    /// How many keys have a value set.
    public var description: String {
        var keys = Set<ObjectIdentifier>()
        var entry = newest
        while let current = entry { keys.insert(current.key); entry = current.next }
        return "EnvironmentValues(\(keys.count) set)"
    }
}

/// One value set in an environment, in front of those set before it.
private final class SetValue {
    let key: ObjectIdentifier
    let value: AnyObject
    let next: SetValue?
    init(key: ObjectIdentifier, value: AnyObject, next: SetValue?) {
        self.key = key; self.value = value; self.next = next
    }
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
