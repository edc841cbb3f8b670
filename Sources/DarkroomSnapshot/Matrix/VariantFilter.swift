import Foundation
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
    /// `--dynamic-type` x `--pseudo-locale`: each selected variant under each of these; empty
    /// means the default alone (Large, no pseudo-locale), the one stored snapshots use.
    public var stresses: [TextStress] = []

    public init() {}

    /// Parses `--dynamic-type` (`l`, `ax5`, `accessibility5`, comma-separated) and
    /// `--pseudo-locale` (`none`, `accented`, `bounded`, `doublelength`, `longtext`) values
    /// into their product.
    public mutating func setTextStress(sizes: [String], pseudoLocales: [String]) throws {
        func split(_ values: [String]) -> [String] {
            values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
        }
        var categories: [DynamicTypeCategory] = []
        for name in split(sizes) {
            guard let c = DynamicTypeCategory(name: name) else {
                throw SnapshotError.usage("unknown Dynamic Type size \"\(name)\"; valid sizes: \(DynamicTypeCategory.allCases.map(\.rawValue).joined(separator: ", ")) (or SwiftUI's names, e.g. accessibility5)")
            }
            if !categories.contains(c) { categories.append(c) }
        }
        var locales: [PseudoLocale?] = []
        for name in split(pseudoLocales) {
            let locale: PseudoLocale?
            if name.lowercased() == "none" { locale = nil } else {
                guard let l = PseudoLocale(rawValue: name.lowercased()) else {
                    throw SnapshotError.usage("unknown pseudo-locale \"\(name)\"; valid pseudo-locales: none, \(PseudoLocale.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                locale = l
            }
            if !locales.contains(locale) { locales.append(locale) }
        }
        if categories.isEmpty { categories = [.large] }
        if locales.isEmpty { locales = [nil] }
        stresses = categories.flatMap { c in locales.map { TextStress(size: c, pseudoLocale: $0) } }.sorted()
    }

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
