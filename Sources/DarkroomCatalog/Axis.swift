/// A value of a component axis: a string-backed enum whose raw values appear in snapshot
/// file names, so they are lower-case, short and unambiguous across axes
/// (`checked`/`unchecked`, not `on`/`off`).
public protocol AxisValueProtocol: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

/// One axis of a component: its name, its values in naming order, and its default.
public struct ComponentAxis: Hashable, Sendable {
    public let name: String
    public let values: [String]
    public let defaultValue: String

    public init(name: String, values: [String], defaultValue: String) {
        precondition(values.contains(defaultValue), "axis \(name): default \(defaultValue) is not one of its values")
        self.name = name; self.values = values; self.defaultValue = defaultValue
    }

    /// An axis over every case of an enum.
    public static func of<V: AxisValueProtocol>(_ type: V.Type, _ name: String, default value: V) -> ComponentAxis {
        ComponentAxis(name: name, values: V.allCases.map(\.rawValue), defaultValue: value.rawValue)
    }
}

/// Axis name -> value for one variant, with typed look-up for a component's `init`.
public struct AxisValues: Hashable, Sendable {
    public let values: [String: String]
    public init(_ values: [String: String]) { self.values = values }

    /// The typed value of `axis`. A missing or unknown value is a bug in the matrix
    /// expansion (it only produces declared values), so it traps with a message.
    public func get<V: AxisValueProtocol>(_ axis: String, as type: V.Type = V.self) -> V {
        guard let raw = values[axis], let value = V(rawValue: raw) else {
            preconditionFailure("axis \(axis) has no valid value in \(values): a bug in the variant matrix")
        }
        return value
    }
}
