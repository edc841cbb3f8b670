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
        for (name, value) in try Self.pairs(clauses, option: "--context", form: "MODIFIER=VALUE", example: "theme=dark") {
            contexts[name, default: []].append(value)
        }
    }

    /// Parses `AXIS=VALUE` clauses.
    public mutating func addWhereClauses(_ clauses: [String]) throws {
        for (name, value) in try Self.pairs(clauses, option: "--where", form: "AXIS=VALUE", example: "size=md") {
            axisValues[name, default: []].append(value)
        }
    }

    /// `NAME=VALUE` clauses split at the first `=`; an empty side is a usage error.
    private static func pairs(_ clauses: [String], option: String, form: String, example: String) throws -> [(String, String)] {
        try clauses.map { clause in
            let parts = clause.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw SnapshotError.usage("bad \(option) \"\(clause)\": write \(option) \(form), e.g. \(option) \(example)")
            }
            return (parts[0], parts[1])
        }
    }
}
