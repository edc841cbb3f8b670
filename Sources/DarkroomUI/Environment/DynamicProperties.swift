@_spi(Reflection) import Swift
import Foundation

/// Installs the environment into every `@Environment` (and `@ScaledMetric`) of a view, a
/// custom modifier or a style before its body runs.
///
/// Which stored properties can hold one is a fact of the type, so it is found once per type
/// from the runtime's field records (`_forEachField`: each field's offset and declared type)
/// and remembered (`LoweringTypes`); a body evaluation then reads those fields directly.
/// Walking every value with `Mirror` instead was about 5% of a cold render of the catalogue
/// (a profile of issue 22). A type this cannot describe exactly (an enum or class, or a field
/// declared as an existential, whose value could be an `Environment` only at run time) keeps
/// the `Mirror` walk, so what gets installed is the same either way (`DynamicPropertiesTests`).
enum DynamicProperties {
    static func install<V>(_ environment: EnvironmentValues, into view: V) {
        // A style passed as `any ToggleStyle` arrives as its existential container: walk it.
        guard ObjectIdentifier(V.self) == ObjectIdentifier(type(of: view)) else { return walk(view, environment) }
        switch fields(of: view) {
        case .none:
            return
        case .mirror:
            walk(view, environment)
        case .at(let fields):
            withUnsafeBytes(of: view) { bytes in
                for field in fields { install(field.type, at: bytes.baseAddress! + field.offset, environment) }
            }
        }
    }

    private static func walk(_ value: Any, _ environment: EnvironmentValues) {
        for child in Mirror(reflecting: value).children {
            (child.value as? EnvironmentInstallable)?.install(environment)
        }
    }

    private static func install<E: EnvironmentInstallable>(_: E.Type, at field: UnsafeRawPointer, _ environment: EnvironmentValues) {
        field.assumingMemoryBound(to: E.self).pointee.install(environment)
    }

    /// Where a type's installable fields are.
    enum Fields {
        /// No field can hold one.
        case none
        /// Struct fields declared as an installable type, at these byte offsets.
        case at([(offset: Int, type: any EnvironmentInstallable.Type)])
        /// Not described exactly by field records: walk the value.
        case mirror
    }

    /// The fields of `value`'s type (its static type is its dynamic one), found once per type
    /// and thread (`LoweringTypes`).
    static func fields<V>(of value: V) -> Fields {
        LoweringTypes.current.fields(of: V.self) {
            // Field records describe structs (`_forEachField` also answers an enum, with no fields);
            // a type with its own `customMirror` is walked as it describes itself.
            let isPlainStruct = !(value is CustomReflectable) && Mirror(reflecting: value).displayStyle == .struct
            return isPlainStruct ? scan(V.self) : .mirror
        }
    }

    private static func scan(_ type: Any.Type) -> Fields {
        var fields: [(offset: Int, type: any EnvironmentInstallable.Type)] = []
        var exact = true
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if let installable = fieldType as? any EnvironmentInstallable.Type {
                fields.append((offset, installable))
            } else if hides(fieldType, kind) {
                exact = false
            }
            return true
        }
        guard walked, exact else { return .mirror }
        return fields.isEmpty ? .none : .at(fields)
    }

    /// Whether a field declared as `type` (of `kind`) could hold an installable value its
    /// declared type does not show: `as?` finds one inside an existential, and inside an
    /// Optional of one. An Optional of anything else (`String?`, a closure) hides nothing.
    private static func hides(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
        switch kind {
        case .existential, .opaque:
            return true
        case .optional:
            guard let optional = type as? any OptionalField.Type else { return true }
            // The wrapped type's kind, read as the kind of FieldProbe's one field.
            var hidden = true
            _ = _forEachField(of: optional.probe, options: []) { _, _, wrapped, wrappedKind in
                hidden = wrapped is any EnvironmentInstallable.Type || hides(wrapped, wrappedKind)
                return false
            }
            return hidden
        default:
            return false
        }
    }
}

private protocol OptionalField {
    /// `FieldProbe<Wrapped>`.
    static var probe: Any.Type { get }
}

extension Optional: OptionalField {
    fileprivate static var probe: Any.Type { FieldProbe<Wrapped>.self }
}

private struct FieldProbe<T> {
    let value: T
}
