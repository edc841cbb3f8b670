import Foundation

/// What lowering asks of each view, modifier and style type, answered once per type and per
/// thread: whether Darkroom lowers it itself (`PrimitiveView`, `BuiltInModifier`) and where its
/// `@Environment` fields are (`DynamicProperties`).
///
/// The answers are facts of the type, so they never change. The runtime's conformance lookup
/// (one per view and per modifier lowered, 110,000 in a cold render of the catalogue) costs
/// about as many instructions as a `Dictionary` hit, but its shared cache counts its readers
/// with atomics every render thread touches. Here a thread has its own tables, keyed by the
/// type's metadata address: no lock, nothing shared, a probe of a few instructions.
final class LoweringTypes {
    private var primitives = TypeTable<(any PrimitiveView.Type)?>()
    private var builtInModifiers = TypeTable<(any BuiltInModifier.Type)?>()
    private var fields = TypeTable<DynamicProperties.Fields>()

    /// `type` as a view Darkroom lowers itself, or nil for one lowered through its `body`.
    func primitive<V>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        primitives.value(for: type) { type as? any PrimitiveView.Type }
    }

    /// `type` as one of Darkroom's own modifiers, or nil for a team's `ViewModifier`.
    func builtInModifier<M>(_ type: M.Type) -> (any BuiltInModifier.Type)? {
        builtInModifiers.value(for: type) { type as? any BuiltInModifier.Type }
    }

    /// Where `V`'s installable fields are; `find` answers the first time (`DynamicProperties`).
    func fields<V>(of type: V.Type, find: () -> DynamicProperties.Fields) -> DynamicProperties.Fields {
        fields.value(for: type, find)
    }

    /// This thread's tables, made on first use and released when the thread ends.
    static var current: LoweringTypes {
        if let stored = pthread_getspecific(threadKey) {
            return Unmanaged<LoweringTypes>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = LoweringTypes()
        pthread_setspecific(threadKey, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { stored in
            guard let stored else { return }
            Unmanaged<LoweringTypes>.fromOpaque(stored).release()
        }
        precondition(created == 0, "pthread_key_create failed (\(created))")
        return key
    }()
}

/// An open-addressing table from a type (its metadata address) to a value, at most half full.
private struct TypeTable<Value> {
    private var keys = [UInt](repeating: 0, count: 64)
    private var values = [Value?](repeating: nil, count: 64)
    private var count = 0

    mutating func value(for type: Any.Type, _ find: () -> Value) -> Value {
        let key = UInt(bitPattern: unsafeBitCast(type, to: Int.self))
        var slot = slot(of: key)
        if keys[slot] == key { return values[slot]! }
        let found = find()
        if 2 * (count + 1) > keys.count {
            grow()
            slot = self.slot(of: key)
        }
        keys[slot] = key
        values[slot] = found
        count += 1
        return found
    }

    /// Where `key` is, or the empty slot where it would go (Fibonacci hashing, linear probing).
    private func slot(of key: UInt) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != 0 }
        keys = [UInt](repeating: 0, count: keys.count * 2)
        values = [Value?](repeating: nil, count: keys.count)
        for (key, value) in old {
            let slot = slot(of: key)
            keys[slot] = key
            values[slot] = value
        }
    }
}
