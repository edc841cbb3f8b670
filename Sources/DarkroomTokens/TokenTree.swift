import DarkroomFiles

/// Which rules a token file is read by, chosen for the whole load by `TokenValidation`.
///
/// `dtcg2025` (strict loads) holds every file to the 2025.10 format exactly, whatever its
/// `$schema`: colours, dimensions and durations are objects, every composite member is
/// present, curly-brace references only stand for whole values, and a token without a
/// `$type` is invalid. `draft` (lenient loads, the default) also reads what the drafts and the
/// tools that follow them (Style Dictionary, Tokens Studio, Terrazzo, Figma exports) write:
/// `"16px"`, `"#40B259"`, `"150ms"`, `em`, types inferred from the form, the 2021 draft's
/// `value`/`type`; each deviation a team may not mean is a `TokenWarning`.
enum TokenDialect: Sendable, Equatable {
    case dtcg2025
    case draft
}

/// A token as written: the object with `$value` (or `$ref`) and where it came from.
struct TreeToken: Sendable {
    var object: JSONNode
    var file: String
    var dialect: TokenDialect

    var location: SourceLocation { SourceLocation(file: file, line: object.line, column: object.column) }
}

/// A group as written, or several merged: its `$` properties and its members in file order.
struct TreeGroup: Sendable {
    var file: String
    var line: Int
    var column: Int
    /// `$type`, `$description`, `$deprecated`, `$extensions`, `$extends`: the node and its file.
    var properties: [String: (node: JSONNode, file: String)] = [:]
    var members: [(name: String, member: TreeMember)] = []

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func member(_ name: String) -> TreeMember? { members.first { $0.name == name }?.member }
}

indirect enum TreeMember: Sendable {
    case token(TreeToken)
    case group(TreeGroup)

    var location: SourceLocation {
        switch self {
        case let .token(t): return t.location
        case let .group(g): return g.location
        }
    }
}

/// How a later source treats a token an earlier one already defines.
enum MergePolicy: Sendable {
    /// DTCG resolvers: the later definition wins (resolver module, "Ordering").
    case override
    /// Strict loads of the folder shorthand and of loose files: a second definition is an error
    /// naming both places, so a value never depends on which file happens to load last.
    case refuse
    /// Lenient loads of the same: the later definition wins, as Style Dictionary deep-merges
    /// its source files, with a warning naming both places.
    case warn

    /// `refuse` for strict loads, `warn` for lenient ones.
    init(_ dialect: TokenDialect) { self = dialect == .dtcg2025 ? .refuse : .warn }
}

extension TreeGroup {
    /// Merges `later` into this group, member by member (a deep merge of groups; a token is
    /// replaced whole, never merged property by property). Group properties of `later` win.
    mutating func merge(_ later: TreeGroup, policy: MergePolicy, path: [String] = [], problems: inout TokenProblems) {
        for (key, value) in later.properties { properties[key] = value }
        // By name through a dictionary: a flat group of 100,000 tokens must not take n^2 steps.
        var positions = Dictionary(members.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (name, incoming) in later.members {
            guard let index = positions[name] else {
                positions[name] = members.count
                members.append((name, incoming))
                continue
            }
            let dotted = (path + [name]).joined(separator: ".")
            switch (members[index].member, incoming) {
            case (.group(var mine), let .group(theirs)):
                mine.merge(theirs, policy: policy, path: path + [name], problems: &problems)
                members[index].member = .group(mine)
            case let (.token(first), .token(second)):
                if policy == .override {
                    members[index].member = incoming
                } else if policy == .warn {
                    members[index].member = incoming
                    problems.warn(TokenWarning(at: second.valueLocation, token: dotted,
                                               "\(dotted) is also defined at \(first.valueLocation); this later definition wins, as Style Dictionary merges files. Remove one, or describe the files' order in a resolver (--strict refuses this)."))
                } else {
                    problems.add(TokenError(.duplicateToken, at: second.valueLocation, token: dotted,
                                            "\(dotted) is already defined at \(first.valueLocation). A token may be defined in only one layer (core, theme or brand); rename or remove one. If these files are alternatives (themes, brands, modes), describe them in a resolver file (see Tokens/README.md)."))
                }
            case let (first, second):
                let kinds = { (m: TreeMember) in if case .token = m { return "a token" } else { return "a group" } }
                problems.add(TokenError(.duplicateToken, at: second.location, token: dotted,
                                        "\(dotted) is \(kinds(second)) here but \(kinds(first)) at \(first.location); a path cannot be both. Rename one of them."))
            }
        }
    }
}

extension TreeToken {
    /// Where the `$value` (or `$ref`) is written: alias and type errors point here.
    var valueLocation: SourceLocation {
        let node = object["$value"] ?? object["$ref"] ?? object
        return SourceLocation(file: file, line: node.line, column: node.column)
    }
}
