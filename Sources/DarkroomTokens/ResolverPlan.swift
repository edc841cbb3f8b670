/// A modifier of a resolver: one axis of the matrix (brand and theme are the usual two).
public struct TokenModifier: Hashable, Sendable {
    public let name: String
    /// Context names in the order the resolver writes them.
    public let contexts: [String]
    public let defaultContext: String?
    public let description: String?

    public init(name: String, contexts: [String], defaultContext: String? = nil, description: String? = nil) {
        self.name = name; self.contexts = contexts; self.defaultContext = defaultContext; self.description = description
    }
}

/// The choice of one context per modifier: one permutation of a resolver ("input" in the
/// resolver module), in the resolver's modifier order.
public struct TokenContextValue: Hashable, Sendable, Codable {
    public var modifier: String
    public var value: String
    public init(modifier: String, value: String) { self.modifier = modifier; self.value = value }
}

/// How a token set is put together: token sources merged in order, some of them chosen by
/// modifiers (DTCG 2025.10 resolver module, "Resolution order"). A resolver document describes
/// one (`ResolverDocument`); the `Tokens/` folder layout is a shorthand for one (`TokenLayers`).
struct ResolverPlan: Sendable {
    enum Stage: Sendable {
        case set(name: String, sources: [TreeGroup])
        case modifier(TokenModifier, contexts: [String: [TreeGroup]])
    }

    /// The resolver file, or the folder of the shorthand, for messages.
    var path: String
    var stages: [Stage]
    var policy: MergePolicy

    var modifiers: [TokenModifier] {
        stages.compactMap { if case let .modifier(m, _) = $0 { return m } else { return nil } }
    }

    /// How many permutations there are, nil if the product overflows: checked before
    /// `permutations` builds them.
    var permutationCount: Int? {
        var count = 1
        for modifier in modifiers {
            let (product, overflow) = count.multipliedReportingOverflow(by: modifier.contexts.count)
            if overflow { return nil }
            count = product
        }
        return count
    }

    /// Every permutation: the product of the modifiers' contexts, first modifier slowest.
    var permutations: [[TokenContextValue]] {
        modifiers.reduce([[]]) { partial, modifier in
            partial.flatMap { prefix in modifier.contexts.map { prefix + [TokenContextValue(modifier: modifier.name, value: $0)] } }
        }
    }

    /// The merged token tree of one permutation, sources in resolution order (later ones win,
    /// or are refused, per `policy`).
    func tree(for input: [TokenContextValue], problems: inout TokenProblems) -> TreeGroup {
        var merged = TreeGroup(file: path, line: 1, column: 1)
        for stage in stages {
            let sources: [TreeGroup]
            switch stage {
            case let .set(_, s): sources = s
            case let .modifier(m, contexts):
                let chosen = input.first { $0.modifier == m.name }?.value ?? m.defaultContext ?? m.contexts.first ?? ""
                sources = contexts[chosen] ?? []
            }
            for source in sources { merged.merge(source, policy: policy, problems: &problems) }
        }
        return merged
    }
}
