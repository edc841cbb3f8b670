import DarkroomFiles
import Foundation

/// One token as written in a file, before aliases are resolved.
struct RawToken: Sendable {
    /// Dotted path: group names and the token name joined with ".".
    var path: String
    /// The `$value` node, with positions.
    var value: JSONNode
    /// The token's own `$type`, or the nearest enclosing group's (DTCG §6.4 type inheritance).
    var declared: DeclaredType?
    var description: String?
    /// Where the `$value` is written: alias and type errors point here.
    var location: SourceLocation
}

/// One DTCG file flattened into tokens, in file order.
///
/// Follows the DTCG format module: an object with `$value` is a token, any other object is a
/// group; keys starting with `$` are properties (`$type`, `$description`, `$extensions`,
/// `$deprecated`; `$schema` at the top). `$extensions` is kept as written and not read. No token
/// is dropped without a word: a `$` key the format does not define is an error, and so are
/// `$root` and `$extends` (defined by DTCG 2025.10, not implemented yet) rather than being
/// skipped. Tokens Studio's top-level `$themes` and `$metadata` (tool data, no tokens) are allowed.
struct TokenDocument: Sendable {
    var file: String
    var tokens: [RawToken]

    static func load(path: String) throws -> TokenDocument {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path)
        } catch {
            let hint = error.kind == .tooLarge ? " (raise DARKROOM_MAX_FILE_BYTES if it is meant to be this big)" : ""
            throw TokenError(.io, file: path, "cannot read the token file: \(error.reason)\(hint)")
        }
        return try parse(bytes, file: path)
    }

    static func parse(_ bytes: [UInt8], file: String) throws -> TokenDocument {
        let root = try JSONReader.parse(bytes, file: file)
        var doc = TokenDocument(file: file, tokens: [])
        guard case .object = root.kind else {
            throw TokenError(.invalidToken, at: doc.location(root), "the top level of a token file must be an object of groups and tokens, not \(root.kindName)")
        }
        try doc.walkGroup(root, path: [], inherited: nil)
        return doc
    }

    private func location(_ node: JSONNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }

    private mutating func walkGroup(_ group: JSONNode, path: [String], inherited: DeclaredType?) throws {
        guard case let .object(members) = group.kind else { return }
        var type = inherited
        if let t = group["$type"] {
            guard case let .string(name) = t.kind else {
                throw TokenError(.invalidToken, at: location(t), "$type must be a string such as \"color\" or \"dimension\", not \(t.kindName)")
            }
            try checkType(name, at: t, token: nil)
            type = DeclaredType(name)
        }
        try checkProperties(members.map(\.key), at: members.map(\.value), allowed: Self.groupProperties(topLevel: path.isEmpty),
                            owner: path.isEmpty ? "the top level" : "group \(path.joined(separator: "."))", token: nil)
        for (key, child) in members where !key.hasPrefix("$") {
            let childPath = path + [key]
            let dotted = childPath.joined(separator: ".")
            if key.contains(".") || key.contains("{") || key.contains("}") || key.isEmpty {
                throw TokenError(.invalidToken, at: location(child), token: dotted,
                                 "the name \"\(key)\" cannot be used: token and group names must not be empty or contain '.', '{' or '}', because aliases use them")
            }
            guard case .object = child.kind else {
                let hint = (key == "value" || key == "type")
                    ? " This looks like the pre-DTCG format; write \"$\(key)\" instead of \"\(key)\"."
                    : " Wrap it as {\"$value\": ...}."
                throw TokenError(.invalidToken, at: location(child), token: dotted,
                                 "\"\(dotted)\" is \(child.kindName), but every member of a group must be a token (an object with $value) or a group.\(hint)")
            }
            if let value = child["$value"] {
                try addToken(child, value: value, path: dotted, inherited: type)
            } else {
                try walkGroup(child, path: childPath, inherited: type)
            }
        }
    }

    private mutating func addToken(_ node: JSONNode, value: JSONNode, path: String, inherited: DeclaredType?) throws {
        guard case let .object(members) = node.kind else { return }
        if let child = members.first(where: { !$0.key.hasPrefix("$") }) {
            throw TokenError(.invalidToken, at: location(child.value), token: path,
                             "token \(path) has a member \"\(child.key)\", but a token (an object with $value) cannot contain tokens or groups; move it out")
        }
        try checkProperties(members.map(\.key), at: members.map(\.value), allowed: Self.tokenProperties, owner: "token \(path)", token: path)
        var declared = inherited
        if let t = node["$type"] {
            guard case let .string(name) = t.kind else {
                throw TokenError(.invalidToken, at: location(t), token: path, "$type of \(path) must be a string, not \(t.kindName)")
            }
            try checkType(name, at: t, token: path)
            declared = DeclaredType(name)
        }
        var description: String?
        if case let .string(d)? = node["$description"]?.kind { description = d }
        tokens.append(RawToken(path: path, value: value, declared: declared, description: description, location: location(value)))
    }

    /// An unknown `$type` would make its tokens untyped and silently unchecked: refused.
    private func checkType(_ name: String, at node: JSONNode, token: String?) throws {
        guard !DeclaredType.isKnown(name) else { return }
        throw TokenError(.invalidToken, at: location(node), token: token,
                         "unknown $type \"\(name)\"; the DTCG types are \(DeclaredType.dtcg.keys.sorted().joined(separator: ", ")) (Tokens Studio's \(DeclaredType.tokensStudio.keys.sorted().joined(separator: ", ")) are read too)")
    }

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    static func groupProperties(topLevel: Bool) -> Set<String> {
        Set(["$type", "$description", "$extensions", "$deprecated"]).union(topLevel ? ["$schema", "$themes", "$metadata"] : [])
    }

    /// Refuses `$` keys the format does not define (and the 2025.10 ones not implemented), so
    /// a token is never skipped without a word.
    private func checkProperties(_ keys: [String], at nodes: [JSONNode], allowed: Set<String>, owner: String, token: String?) throws {
        for (key, node) in zip(keys, nodes) where key.hasPrefix("$") && !allowed.contains(key) {
            if key == "$root" || key == "$extends" {
                throw TokenError(.invalidToken, at: location(node), token: token,
                                 "\(owner) uses \(key) (DTCG 2025.10), which Darkroom does not read yet; rather than drop what it defines, the load stops. Write the tokens out without \(key) for now")
            }
            throw TokenError(.invalidToken, at: location(node), token: token,
                             "\(owner) has the property \"\(key)\", which the DTCG format does not define (\(allowed.sorted().joined(separator: ", "))); put tool data under $extensions")
        }
    }
}
