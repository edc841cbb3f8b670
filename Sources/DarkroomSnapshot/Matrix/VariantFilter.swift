import DarkroomLayout

/// Which part of the matrix a run covers. Empty lists mean "all".
public struct VariantFilter: Sendable {
    public var components: [String] = []
    public var brands: [String] = []
    public var themes: [String] = []
    /// `--context MODIFIER=VALUE`: contexts of any token modifier (brand and theme included).
    public var contexts: [String: [String]] = [:]
    public var directions: [LayoutDirection] = []
    /// `--where AXIS=VALUE`: several values for one axis mean any of them.
    public var axisValues: [String: [String]] = [:]
    public var shard: Shard?

    public init() {}

    /// The contexts selected per token modifier, `--brand` and `--theme` included.
    var tokenContexts: [String: [String]] {
        var all = contexts
        if !brands.isEmpty { all["brand", default: []] += brands }
        if !themes.isEmpty { all["theme", default: []] += themes }
        return all
    }

    /// Parses `MODIFIER=VALUE` clauses of `--context`.
    public mutating func addContextClauses(_ clauses: [String]) throws {
        for clause in clauses {
            let parts = clause.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw SnapshotError.usage("bad --context \"\(clause)\": write --context MODIFIER=VALUE, e.g. --context theme=dark")
            }
            contexts[parts[0], default: []].append(parts[1])
        }
    }

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
