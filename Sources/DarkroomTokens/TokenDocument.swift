import DarkroomFiles

/// One DTCG file read into groups and tokens, checked against the format module's structure.
///
/// An object with `$value` is a token (DTCG 2025.10 "Design token"); so is one with only `$ref`
/// and other `$` properties (a JSON Pointer reference, "Aliases"); any other object is a group.
/// `$root` names a group's own token (DTCG "Root tokens in groups"). Every `$` key is checked:
/// the defined ones must have their defined JSON type, and any other is an error, so nothing is
/// skipped without a word. Tokens Studio's top-level `$themes` and `$metadata` (tool data, no
/// tokens) are allowed. All problems of a file are collected, not just the first.
enum TokenDocument {
    static let tokenProperties: Set<String> = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$ref"]
    static let topLevelProperties: Set<String> = ["$schema", "$themes", "$metadata"]

    /// Reads and parses a token file (JSON5 when it ends in `.json5`, YAML in `.yaml`/`.yml`)
    /// by `dialect`'s rules.
    /// `chain` and `cache` carry the files a `$ref` into another file has read (`FileReferences`).
    static func load(path: String, dialect: TokenDialect, problems: inout TokenProblems,
                     chain: [String] = [], cache: FileReferences.Cache = FileReferences.Cache()) -> TreeGroup? {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path)
        } catch {
            let hint = error.kind == .tooLarge ? " (raise DARKROOM_MAX_FILE_BYTES if it is meant to be this big)" : ""
            problems.add(TokenError(.io, file: path, "cannot read the token file: \(error.reason)\(hint)"))
            return nil
        }
        if TokenLayers.isYAML(path), dialect == .dtcg2025 {
            problems.add(TokenError(.syntax, file: path, line: 1, column: 1, "\(path) is YAML, but DTCG 2025.10 token files are JSON (lenient loads read YAML, as Terrazzo does). Convert it to JSON, or drop --strict."))
            return nil
        }
        guard let root = problems.collect({ try JSONReader.parse(bytes, file: path) }) else { return nil }
        if TokenLayers.isYAML(path) {
            problems.warn(TokenWarning(at: SourceLocation(file: path, line: root.line, column: root.column),
                                       "\(path) is YAML, read as Terrazzo reads it (YAML 1.2 core schema); DTCG 2025.10 token files are JSON (--strict refuses this file)."))
        }
        return tree(root, file: path, dialect: dialect, problems: &problems, chain: chain, cache: cache)
    }

    /// The tree of a parsed document. A file in the 2021 draft's or Tokens Studio's own format
    /// (`value`, `type` without `$`) is read as such when lenient, with one warning for the file.
    static func tree(_ root: JSONNode, file: String, dialect: TokenDialect, problems: inout TokenProblems,
                     chain: [String] = [], cache: FileReferences.Cache = FileReferences.Cache()) -> TreeGroup? {
        guard case .object = root.kind else {
            problems.add(TokenError(.invalidToken, at: SourceLocation(file: file, line: root.line, column: root.column),
                                    "The top level of a token file must be an object of groups and tokens, not \(root.kindName)."))
            return nil
        }
        var root = root
        let legacy = dialect == .draft ? LegacyFormat.firstToken(in: root) : nil
        if let first = legacy {
            root = LegacyFormat.converted(root)
            problems.warn(TokenWarning(at: SourceLocation(file: file, line: first.line, column: first.column),
                                       "\(file) is in the DTCG 2021 draft / Tokens Studio format (\"value\", \"type\", \"description\" without '$'), read as such; DTCG 2025.10 writes \"$value\", \"$type\" and \"$description\" (--strict refuses this file)."))
        }
        var reader = Reader(file: file, dialect: dialect)
        var group = reader.group(root, path: [])
        problems.add(contentsOf: reader.problems)
        if dialect == .draft {
            group = FileReferences.inline(group, file: file, dialect: dialect, chain: chain, cache: cache, problems: &problems)
        }
        if legacy != nil, let reference = ParentKeys.setExportReference(in: root) {
            let sets = group.members.map(\.name).joined(separator: ", ")
            problems.warn(TokenWarning(at: SourceLocation(file: file, line: reference.line, column: reference.column),
                                       "\(file) refers to \(reference.shortDescription), which names no token from the top level but does inside its top-level groups (\(sets)); the file is read as a Tokens Studio export of several token sets, merged in that order (sd-transforms' excludeParentKeys). Export the sets as files of their own, or write the full path (--strict refuses this)."))
            return ParentKeys.merged(group, problems: &problems)
        }
        return group
    }

    private struct Reader {
        let file: String
        let dialect: TokenDialect
        var problems = TokenProblems()

        init(file: String, dialect: TokenDialect) { self.file = file; self.dialect = dialect }

        func at(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }

        mutating func fail(_ node: JSONNode, _ token: String?, _ message: String) {
            problems.add(TokenError(.invalidToken, at: at(node), token: token, message))
        }

        mutating func group(_ node: JSONNode, path: [String]) -> TreeGroup {
            var group = TreeGroup(file: file, line: node.line, column: node.column)
            guard case let .object(members) = node.kind else { return group }
            let owner = path.isEmpty ? "The top level" : "Group \(path.joined(separator: "."))"
            for (key, child) in members {
                let childPath = path + [key]
                let dotted = childPath.joined(separator: ".")
                if key == "$root" {
                    if let token = token(child, path: childPath, isRoot: true) { group.members.append((key, .token(token))) }
                } else if key.hasPrefix("$") {
                    let allowed = TokenDocument.groupProperties.union(path.isEmpty ? TokenDocument.topLevelProperties : [])
                    if allowed.contains(key) {
                        if checkProperty(key, child, owner: owner, token: nil) {
                            group.properties[key == "$ref" ? "$extends" : key] = (child, file)
                        }
                    } else if child["$value"] != nil {
                        fail(child, dotted, "\(owner) has a member \"\(key)\" that looks like a token, but token and group names cannot start with '$': the format reserves it for properties such as $type. Rename it.")
                    } else {
                        fail(child, path.isEmpty ? nil : path.joined(separator: "."),
                             "\(owner) has the property \"\(key)\", which the DTCG format does not define (a group may have \(allowed.sorted().joined(separator: ", "))). Put tool data under $extensions.")
                    }
                } else if key.isEmpty || key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                    fail(child, dotted, "The name \"\(key)\" cannot be used: token and group names must not be empty or contain '.', '{' or '}', because references use them.")
                } else if case .object = child.kind {
                    if child["$value"] != nil || (child["$ref"] != nil && !hasChildren(child)) {
                        if let token = token(child, path: childPath, isRoot: false) { group.members.append((key, .token(token))) }
                    } else {
                        group.members.append((key, .group(self.group(child, path: childPath))))
                    }
                } else {
                    let hint = (key == "value" || key == "type")
                        ? " This looks like the pre-DTCG format; write \"$\(key)\" instead of \"\(key)\"."
                        : " Wrap it as {\"$value\": ...}."
                    fail(child, dotted, "\"\(dotted)\" is \(child.kindName), but every member of a group must be a token (an object with $value) or a group.\(hint)")
                }
            }
            return group
        }

        func hasChildren(_ node: JSONNode) -> Bool {
            guard case let .object(members) = node.kind else { return false }
            return members.contains { !$0.key.hasPrefix("$") }
        }

        mutating func token(_ node: JSONNode, path: [String], isRoot: Bool) -> TreeToken? {
            let dotted = path.joined(separator: ".")
            guard case let .object(members) = node.kind, node["$value"] != nil || node["$ref"] != nil else {
                fail(node, dotted, "\(dotted) must be a token, an object with $value (or $ref), because $root names the group's own token.")
                return nil
            }
            var valid = true
            var extras: [(key: String, value: JSONNode)] = []
            for (key, child) in members {
                if !key.hasPrefix("$"), dialect == .draft {
                    // Primer writes `alpha` beside `$value`; Terrazzo keeps such members.
                    extras.append((key, child))
                    problems.warn(TokenWarning(at: at(child), token: dotted,
                                               "Token \(dotted) has the member \"\(key)\" beside $value, which DTCG 2025.10 does not allow; it is kept under $extensions, not read as a value or a token. Move it under $extensions (--strict refuses it)."))
                } else if !key.hasPrefix("$") {
                    let what = child.kindIsObject
                        ? "an object is either a token (it has $value) or a group, not both. Move \"\(key)\" out of \(dotted), or drop the $value"
                        : "a token holds only $value and properties such as $type and $description; put tool data under $extensions"
                    fail(child, dotted, "Token \(dotted) has a member \"\(key)\", but \(what).")
                    valid = false
                } else if !TokenDocument.tokenProperties.contains(key) {
                    fail(child, dotted, "Token \(dotted) has the property \"\(key)\", which the DTCG format does not define (a token may have \(TokenDocument.tokenProperties.sorted().joined(separator: ", "))). Put tool data under $extensions.")
                    valid = false
                } else if !checkProperty(key, child, owner: "Token \(dotted)", token: dotted) {
                    valid = false
                }
            }
            if let value = node["$value"], node["$ref"] != nil {
                fail(value, dotted, "Token \(dotted) has both $value and $ref; a token takes its value from one of them. Keep one.")
                valid = false
            }
            if case .null? = node["$value"]?.kind {
                fail(node["$value"]!, dotted, "Token \(dotted) has a null $value; write a value of its type, or remove the token.")
                valid = false
            }
            guard valid else { return nil }
            return TreeToken(object: extras.isEmpty ? node : Self.keeping(extras, asExtensionsOf: node), file: file, dialect: dialect)
        }

        /// The token with its extra members moved under `$extensions` (beside any already there).
        static func keeping(_ extras: [(key: String, value: JSONNode)], asExtensionsOf node: JSONNode) -> JSONNode {
            guard case let .object(members) = node.kind else { return node }
            var kept = members.filter { $0.key.hasPrefix("$") && $0.key != "$extensions" }
            var extensions: [(key: String, value: JSONNode)] = []
            if case let .object(existing)? = node["$extensions"]?.kind { extensions = existing }
            for extra in extras where !extensions.contains(where: { $0.key == extra.key }) { extensions.append(extra) }
            let first = extras[0].value
            kept.append(("$extensions", JSONNode(kind: .object(extensions), line: first.line, column: first.column)))
            return JSONNode(kind: .object(kept), line: node.line, column: node.column)
        }

        /// Checks a defined `$` property has its defined JSON type; false (with an error) if not.
        mutating func checkProperty(_ key: String, _ node: JSONNode, owner: String, token: String?) -> Bool {
            let ok: Bool
            let expected: String
            switch key {
            case "$type":
                guard case let .string(name) = node.kind else { ok = false; expected = "a string such as \"color\" or \"dimension\""; break }
                if dialect == .dtcg2025, DeclaredType.lenientOnly.contains(name) {
                    fail(node, token, "\(owner) has $type \"\(name)\", which is not a DTCG 2025.10 type (Terrazzo and Tokens Studio read it; lenient loading keeps the value as written). Use one of \(DeclaredType.dtcg.keys.sorted().joined(separator: ", ")), or drop --strict.")
                    return false
                }
                guard DeclaredType.isKnown(name) else {
                    fail(node, token, "\(owner) has the unknown $type \"\(name)\". The DTCG types are \(DeclaredType.dtcg.keys.sorted().joined(separator: ", ")); Tokens Studio's \(DeclaredType.tokensStudio.keys.sorted().joined(separator: ", ")) and \(DeclaredType.tokensStudioRaw.sorted().joined(separator: ", ")) are read too.")
                    return false
                }
                return true
            case "$description", "$schema": ok = node.kindIsString; expected = "a string"
            case "$deprecated":
                switch node.kind { case .bool, .string: ok = true; default: ok = false }
                expected = "true, false or a string saying what to use instead"
            case "$extensions": ok = node.kindIsObject; expected = "an object whose keys name the tool (such as \"com.example.tool\")"
            case "$extends" where dialect == .draft && FileReferences.fileReference(node) != nil:
                return true // {"$ref": "theme.json"}: the group inherits a file's tokens (FileReferences)
            case "$extends", "$ref": ok = node.kindIsString; expected = key == "$ref" ? "a JSON Pointer string such as \"#/colors/blue/$value\"" : "a reference string such as \"{button}\""
            default: return true // $value, $themes, $metadata: checked elsewhere or tool data
            }
            if !ok { fail(node, token, "\(owner) has \(key) = \(node.shortDescription), but \(key) must be \(expected).") }
            return ok
        }
    }
}

extension TokenProblems {
    mutating func add(contentsOf other: TokenProblems) {
        for e in other.errors { add(e) }
        for w in other.warnings { warn(w) }
    }
}

extension JSONNode {
    var kindIsObject: Bool { if case .object = kind { return true } else { return false } }
    var kindIsString: Bool { if case .string = kind { return true } else { return false } }

    /// A short rendering for messages: `"16px"`, `16`, `true`, `null`, `an object`, `an array`.
    var shortDescription: String {
        switch kind {
        case let .string(s): return "\"\(s.count > 60 ? String(s.prefix(57)) + "..." : s)\""
        case let .number(v): return format(v)
        case let .bool(b): return b ? "true" : "false"
        case .null: return "null"
        case .object, .array: return kindName
        }
    }
}
