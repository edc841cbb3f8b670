import DarkroomFiles

/// Tokens Studio's single-file export of several token sets: each top-level group is a set,
/// and references name tokens inside the sets (`{core.color}`, not `{foo.core.color}`), since
/// the plugin merges the active sets before resolving. sd-transforms reads such files with
/// `excludeParentKeys`; lenient loads detect them and merge the sets in file order (a later
/// set winning, with the merge's warning), saying so once for the file.
///
/// Detected only in files of Tokens Studio's own format, and only when it is the one reading
/// that resolves: every top-level member is a group, and every reference names no path from
/// the top level but one inside a top-level group. A file with a reference that resolves as
/// written is never rewritten, so a typo in a DTCG file is reported, not read as sets.
enum ParentKeys {
    /// The first reference that resolves only inside the top-level groups, if `root` is such an export.
    static func setExportReference(in root: JSONNode) -> JSONNode? {
        guard case let .object(members) = root.kind else { return nil }
        let sets = members.filter { !$0.key.hasPrefix("$") }
        guard !sets.isEmpty, sets.allSatisfy({ $0.value.kindIsObject && $0.value["$value"] == nil }) else { return nil }
        let refs = references(in: root)
        for (_, path) in refs {
            guard !resolves(path, in: root), sets.contains(where: { resolves(path, in: $0.value) }) else { return nil }
        }
        return refs.first?.node
    }

    /// `group`'s top-level groups merged in order, as one set.
    static func merged(_ group: TreeGroup, problems: inout TokenProblems) -> TreeGroup {
        var out = TreeGroup(file: group.file, line: group.line, column: group.column)
        out.properties = group.properties
        for (_, member) in group.members {
            if case let .group(set) = member { out.merge(set, policy: .warn, problems: &problems) }
        }
        return out
    }

    /// Every curly reference in a string of the document (outside tool data), with its node.
    /// Iterative: the reader bounds nesting, but this walk must not depend on it.
    private static func references(in root: JSONNode) -> [(node: JSONNode, path: [String])] {
        var found: [(JSONNode, [String])] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node.kind {
            case let .string(s):
                for ref in Expression.references(in: s) { found.append((node, ref.split(separator: ".", omittingEmptySubsequences: false).map(String.init))) }
            case let .object(members):
                pending += members.filter { $0.key != "$extensions" }.map(\.value).reversed()
            case let .array(items):
                pending += items.reversed()
            default: break
            }
        }
        return found
    }

    /// Whether `path` names a token or group under `node`.
    private static func resolves(_ path: [String], in node: JSONNode) -> Bool {
        var current = node
        for name in path {
            guard current["$value"] == nil, let next = current[name], next.kindIsObject else { return false }
            current = next
        }
        return true
    }
}
