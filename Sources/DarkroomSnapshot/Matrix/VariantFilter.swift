import DarkroomLayout

/// Which part of the matrix a run covers. Empty lists mean "all".
public struct VariantFilter: Sendable {
    public var components: [String] = []
    public var brands: [String] = []
    public var themes: [String] = []
    public var directions: [LayoutDirection] = []
    /// `--where AXIS=VALUE`: several values for one axis mean any of them.
    public var axisValues: [String: [String]] = [:]
    public var shard: Shard?

    public init() {}

    /// Parses `AXIS=VALUE` clauses.
    public mutating func addWhereClauses(_ clauses: [String]) throws {
        for clause in clauses {
            let parts = clause.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw SnapshotError.usage("bad --where \"\(clause)\": write --where AXIS=VALUE, e.g. --where size=md")
            }
            axisValues[parts[0], default: []].append(parts[1])
        }
    }
}
