import DarkroomFiles

/// One token as written, before references are resolved, with everything the format says
/// about it: its type (own or inherited), description, deprecation and extensions.
struct RawToken: Sendable {
    /// Dotted path: group names and the token name joined with "." (`$root` included, as DTCG says).
    var path: String
    /// The `$value` node; for a `$ref` token, a reference object `{"$ref": ...}` at the `$ref`.
    var value: JSONNode
    /// The token's own `$type`, or the nearest enclosing group's (DTCG "Type inheritance").
    var declared: DeclaredType?
    var description: String?
    /// Set when the token is deprecated (its own `$deprecated` or a group's): the reason, or "".
    var deprecated: String?
    /// `$extensions` as written: kept, not read.
    var extensions: JSONNode?
    /// Where the `$value` (or `$ref`) is written: alias and type errors point here.
    var location: SourceLocation
    var dialect: TokenDialect

    init(path: String, value: JSONNode, declared: DeclaredType?, description: String?, deprecated: String? = nil,
         extensions: JSONNode? = nil, location: SourceLocation, dialect: TokenDialect = .draft) {
        self.path = path; self.value = value; self.declared = declared; self.description = description
        self.deprecated = deprecated; self.extensions = extensions; self.location = location; self.dialect = dialect
    }

    /// Every token of a (merged, extended) tree, by path.
    static func flatten(_ root: TreeGroup, problems: inout TokenProblems) -> [String: RawToken] {
        var out: [String: RawToken] = [:]
        walk(root, path: [], type: nil, deprecated: nil, into: &out, problems: &problems)
        return out
    }

    private static func walk(_ group: TreeGroup, path: [String], type: DeclaredType?, deprecated: String?,
                             into out: inout [String: RawToken], problems: inout TokenProblems) {
        var type = type
        if case let .string(name)? = group.properties["$type"]?.node.kind { type = DeclaredType(name) }
        let deprecated = group.properties["$deprecated"].map { deprecation($0.node) } ?? deprecated
        for (name, member) in group.members {
            switch member {
            case let .group(child):
                walk(child, path: path + [name], type: type, deprecated: deprecated, into: &out, problems: &problems)
            case let .token(token):
                let dotted = (path + [name]).joined(separator: ".")
                if let raw = make(token, path: dotted, inherited: type, deprecated: deprecated, problems: &problems) { out[dotted] = raw }
            }
        }
    }

    private static func make(_ token: TreeToken, path: String, inherited: DeclaredType?, deprecated: String?,
                             problems: inout TokenProblems) -> RawToken? {
        let object = token.object
        var declared = inherited
        if case let .string(name)? = object["$type"]?.kind { declared = DeclaredType(name) }
        let value: JSONNode
        if let v = object["$value"] {
            value = v
        } else if let ref = object["$ref"] {
            value = JSONNode(kind: .object([("$ref", ref)]), line: ref.line, column: ref.column)
        } else {
            return nil
        }
        let location = SourceLocation(file: token.file, line: value.line, column: value.column)
        if declared == nil, !isReference(value) {
            let guess = ValueParsing.inferredType(value)
            if token.dialect == .dtcg2025 {
                let hint = guess == .other ? "" : " (its value looks like a \(guess.rawValue))"
                problems.add(TokenError(.invalidToken, at: location, token: path,
                                        "\(path) has no $type, and no group above it has one\(hint). DTCG 2025.10 does not guess a type from the value: add \"$type\" to the token or its group."))
                return nil
            }
            let read = guess == .other ? "its value shows no type, so it is kept as written (a component that reads it fails)"
                : "it is read as a \(guess.rawValue) from its value"
            problems.warn(TokenWarning(at: location, token: path,
                                       "\(path) has no $type, and no group above it has one; \(read). Add \"$type\" to the token or its group (--strict refuses this)."))
        }
        var description: String?
        if case let .string(d)? = object["$description"]?.kind { description = d }
        return RawToken(path: path, value: value, declared: declared, description: description,
                        deprecated: object["$deprecated"].map(deprecation) ?? deprecated,
                        extensions: object["$extensions"], location: location, dialect: token.dialect)
    }

    /// `true` -> "", `false` -> nil (not deprecated, overriding a group), a string -> the reason.
    private static func deprecation(_ node: JSONNode) -> String? {
        switch node.kind {
        case let .string(reason): return reason
        case .bool(true): return ""
        default: return nil
        }
    }

    /// A whole-value curly alias or a reference object: its type comes from what it names.
    static func isReference(_ node: JSONNode) -> Bool {
        if node.pointer != nil { return true }
        if case let .string(s) = node.kind, Expression.wholeAlias(s) != nil { return true }
        return false
    }
}
