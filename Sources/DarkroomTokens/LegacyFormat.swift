import DarkroomFiles

/// The DTCG 2021 draft and Tokens Studio's own export format: tokens are objects with `value`
/// and `type` (and `description`, `extensions`), without the `$` DTCG 2025.10 puts before them.
///
/// Detected per file: a file with no `$value` anywhere and at least one object with `value` is
/// in this format, and is rewritten to the 2025.10 spelling before it is read, so every later
/// stage sees one shape. A file that mixes both keeps its `value` members as they are (they are
/// then errors or extra members, named with their place).
enum LegacyFormat {
    /// The properties renamed: the 2021 draft's names, which Tokens Studio kept.
    static let renamed = ["value": "$value", "type": "$type", "description": "$description", "extensions": "$extensions"]

    /// The first token written in the legacy form, if the file is in it (none if it uses `$value`).
    static func firstToken(in root: JSONNode) -> JSONNode? {
        if contains(root, key: "$value") { return nil }
        return first(in: root)
    }

    /// `root` with every legacy token's properties spelled as DTCG 2025.10 spells them.
    static func converted(_ root: JSONNode) -> JSONNode {
        group(root)
    }

    private static func group(_ node: JSONNode) -> JSONNode {
        guard case let .object(members) = node.kind else { return node }
        if node["value"] != nil { return token(node) }
        let out = members.map { key, child in
            (key: key, value: key.hasPrefix("$") ? child : group(child))
        }
        return JSONNode(kind: .object(out), line: node.line, column: node.column)
    }

    private static func token(_ node: JSONNode) -> JSONNode {
        guard case let .object(members) = node.kind else { return node }
        let out = members.map { key, child in (key: renamed[key] ?? key, value: child) }
        return JSONNode(kind: .object(out), line: node.line, column: node.column)
    }

    /// Whether any object at or under `node` (outside tool data) has `key`. Iterative: the
    /// reader bounds nesting, but this walk must not depend on it.
    private static func contains(_ node: JSONNode, key: String) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            guard case let .object(members) = next.kind else { continue }
            for (k, child) in members {
                if k == key { return true }
                if k != "$extensions", k != "extensions" { pending.append(child) }
            }
        }
        return false
    }

    private static func first(in node: JSONNode) -> JSONNode? {
        guard case let .object(members) = node.kind else { return nil }
        if node["value"] != nil { return node }
        for (key, child) in members where !key.hasPrefix("$") {
            if let found = first(in: child) { return found }
        }
        return nil
    }
}
