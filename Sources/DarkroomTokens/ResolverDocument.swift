import DarkroomFiles
import Foundation

/// A DTCG 2025.10 resolver document (`*.resolver.json`), read into a `ResolverPlan`.
///
/// Follows the resolver module's "Syntax": `version` must be "2025.10"; `resolutionOrder` lists
/// sets and modifiers, by reference (`{"$ref": "#/sets/base"}`) or inline (with `type` and a
/// unique `name`); a set has `sources`, a modifier has two or more `contexts`, each a list of
/// sources, and may name a `default`. A source is inline tokens, a reference to a set
/// (`#/sets/x`), to a part of this document (`#/$defs/...`), or to a token file relative to the
/// resolver (`"base/color.tokens.json"`, optionally with `#/fragment`); keys beside `$ref`
/// override the referenced document's top-level members ("Extending"). Modifiers are never
/// referenced from sets or other modifiers, nothing points into `resolutionOrder`, remote URLs
/// are refused, and every key a section does not define is an error. All problems are reported.
struct ResolverDocument {
    static let version = "2025.10"

    let path: String
    let root: JSONNode
    /// The rules the token sources are read by (inline ones too).
    let dialect: TokenDialect
    private var problems = TokenProblems()
    private var files: [String: TreeGroup] = [:]
    private var setStack: [String] = []
    /// Sets that resolutionOrder uses, directly or through other sets and contexts.
    private var usedSets: Set<String> = []

    static func load(path: String, dialect: TokenDialect, problems: inout TokenProblems) -> ResolverPlan? {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path)
        } catch {
            problems.add(TokenError(.io, file: path, "cannot read the resolver file: \(error.reason)"))
            return nil
        }
        guard let root = problems.collect({ try JSONReader.parse(bytes, file: path) }) else { return nil }
        var document = ResolverDocument(path: path, root: root, dialect: dialect)
        let plan = document.plan()
        problems.add(contentsOf: document.problems)
        return document.problems.isEmpty ? plan : nil
    }

    private init(path: String, root: JSONNode, dialect: TokenDialect) { self.path = path; self.root = root; self.dialect = dialect }

    private func at(_ node: JSONNode) -> SourceLocation { SourceLocation(file: path, line: node.line, column: node.column) }

    private mutating func fail(_ node: JSONNode, _ message: String) {
        problems.add(TokenError(.invalidResolver, at: at(node), message.prefix(1).uppercased() + message.dropFirst()))
    }

    /// Refuses keys `allowed` does not list; lenient loads skip them with a warning (Terrazzo's
    /// fixtures give modifiers a "name").
    private mutating func checkKeys(_ node: JSONNode, allowed: [String], what: String) {
        guard case let .object(members) = node.kind else { return }
        for (key, value) in members where !allowed.contains(key) {
            let message = "\(what) has the property \"\(TerminalText.escaped(key))\", which the resolver format does not define (it has \(allowed.joined(separator: ", "))). Put tool data under $extensions"
            if dialect == .draft {
                problems.warn(TokenWarning(at: at(value), message + "; it is skipped (--strict refuses it)."))
            } else {
                fail(value, message + ".")
            }
        }
    }

    private mutating func plan() -> ResolverPlan? {
        guard case .object = root.kind else {
            fail(root, "A resolver document is an object with version and resolutionOrder, not \(root.kindName).")
            return nil
        }
        checkKeys(root, allowed: ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions", "$defs"], what: "The resolver")
        switch root["version"]?.kind {
        case .string(Self.version)?: break
        case nil: fail(root, "The resolver has no \"version\"; write \"version\": \"\(Self.version)\".")
        default: fail(root["version"]!, "The resolver's version is \(root["version"]!.shortDescription), but Darkroom reads version \"\(Self.version)\" of the resolver format.")
        }
        for key in ["name", "description", "$schema"] {
            if let v = root[key], !v.kindIsString { fail(v, "The resolver's \(key) must be a string, not \(v.kindName).") }
        }
        if let e = root["$extensions"], !e.kindIsObject { fail(e, "$extensions must be an object whose keys name the tool.") }
        guard let order = root["resolutionOrder"] else {
            fail(root, "The resolver has no \"resolutionOrder\": list its sets and modifiers in the order they apply, such as [{\"$ref\": \"#/sets/base\"}].")
            return nil
        }
        guard case let .array(items) = order.kind, !items.isEmpty else {
            fail(order, "The resolutionOrder must be a non-empty array of sets and modifiers; with nothing in it there are no tokens.")
            return nil
        }
        checkDefinitions()
        var stages: [ResolverPlan.Stage] = []
        var names: [String: JSONNode] = [:]
        for item in items {
            guard let (name, stage) = self.stage(item) else { continue }
            if let first = names[name] {
                fail(item, "The resolutionOrder has two items named \"\(name)\" (the first at line \(first.line)); names must be unique.")
                continue
            }
            names[name] = item
            stages.append(stage)
        }
        return ResolverPlan(path: path, stages: unusedSets() + stages, policy: .override)
    }

    /// Lenient loads read the sets resolutionOrder leaves out first, with a warning: Apple
    /// HIG's resolver defines its font set only under `sets`, and its text styles alias it.
    /// Strict loads leave them out, as the resolver module says.
    private mutating func unusedSets() -> [ResolverPlan.Stage] {
        guard dialect == .draft, case let .object(members)? = root["sets"]?.kind else { return [] }
        var stages: [ResolverPlan.Stage] = []
        for (name, definition) in members where !usedSets.contains(name) && definition.kindIsObject {
            guard let stage = set(definition, name: name, inline: false) else { continue }
            problems.warn(TokenWarning(at: at(definition), "The set \"\(TerminalText.escaped(name))\" is not in resolutionOrder, so DTCG 2025.10 leaves it out; it is read before resolutionOrder, so tokens may refer to it. Add it to resolutionOrder (--strict leaves it out)."))
            stages.append(stage)
        }
        return stages
    }

    /// Checks every set and modifier under `sets` and `modifiers`, used or not.
    private mutating func checkDefinitions() {
        for (key, what) in [("sets", "set"), ("modifiers", "modifier")] {
            guard let node = root[key] else { continue }
            guard case let .object(members) = node.kind else { fail(node, "\(key) must be an object of named \(what)s."); continue }
            for (name, definition) in members where !definition.kindIsObject {
                fail(definition, "The \(what) \"\(name)\" must be an object, not \(definition.kindName).")
            }
        }
    }

    /// One item of resolutionOrder: a reference to a set or modifier, or one written inline.
    private mutating func stage(_ item: JSONNode) -> (String, ResolverPlan.Stage)? {
        guard item.kindIsObject else { fail(item, "Each item of resolutionOrder is an object: {\"$ref\": \"#/sets/name\"} or an inline set or modifier."); return nil }
        if case let .string(ref)? = item["$ref"]?.kind {
            guard let (kind, name) = definitionReference(ref, at: item["$ref"]!) else { return nil }
            guard let definition = root[kind]?[name] else { fail(item, "The resolutionOrder refers to \(ref), but the resolver has no \(kind == "sets" ? "set" : "modifier") \"\(name)\"."); return nil }
            if kind == "sets" { usedSets.insert(name) }
            return kind == "sets" ? set(definition, name: name, inline: false).map { (name, $0) } : modifier(definition, name: name, inline: false).map { (name, $0) }
        }
        guard case let .string(type)? = item["type"]?.kind, type == "set" || type == "modifier" else {
            fail(item, "An inline item of resolutionOrder needs \"type\": \"set\" or \"modifier\"\(item["type"].map { ", not \($0.shortDescription)" } ?? "").")
            return nil
        }
        guard case let .string(name)? = item["name"]?.kind, !name.isEmpty else {
            fail(item, "An inline \(type) in resolutionOrder needs a \"name\" (unique in resolutionOrder).")
            return nil
        }
        return type == "set" ? set(item, name: name, inline: true).map { (name, $0) } : modifier(item, name: name, inline: true).map { (name, $0) }
    }

    /// `#/sets/x` or `#/modifiers/x` as (kind, name); anything else is an error.
    private mutating func definitionReference(_ ref: String, at node: JSONNode) -> (String, String)? {
        guard let segments = try? JSONPointer.segments(ref), segments.count == 2, segments[0] == "sets" || segments[0] == "modifiers" else {
            if ref.hasPrefix("#/resolutionOrder") {
                fail(node, "\(ref) points into resolutionOrder; nothing may refer to its items (they refer to everything else, so the chain could not end). Refer to a set or modifier under sets or modifiers.")
            } else {
                fail(node, "Items of the resolutionOrder refer to \"#/sets/<name>\" or \"#/modifiers/<name>\", not \"\(ref)\".")
            }
            return nil
        }
        return (segments[0], segments[1])
    }

    private mutating func set(_ node: JSONNode, name: String, inline: Bool) -> ResolverPlan.Stage? {
        checkKeys(node, allowed: (inline ? ["type", "name"] : []) + ["sources", "description", "$extensions"], what: "The set \"\(name)\"")
        guard let sources = node["sources"] else { fail(node, "The set \"\(name)\" has no \"sources\" (an array of token files or inline tokens)."); return nil }
        return .set(name: name, sources: self.sources(sources, owner: "the set \"\(name)\""))
    }

    private mutating func modifier(_ node: JSONNode, name: String, inline: Bool) -> ResolverPlan.Stage? {
        checkKeys(node, allowed: (inline ? ["type", "name"] : []) + ["contexts", "default", "description", "$extensions"], what: "The modifier \"\(name)\"")
        guard let contexts = node["contexts"] else { fail(node, "The modifier \"\(name)\" has no \"contexts\" (such as {\"light\": [...], \"dark\": [...]})."); return nil }
        guard case let .object(members) = contexts.kind, !members.isEmpty else {
            fail(contexts, "The modifier \"\(name)\" has no contexts; a modifier chooses between two or more.")
            return nil
        }
        guard members.count >= 2 else {
            fail(contexts, "The modifier \"\(name)\" has only one context (\"\(members[0].key)\"); a modifier chooses between two or more. Make it a set, or add the other contexts.")
            return nil
        }
        var chosen: [String: [TreeGroup]] = [:]
        for (context, list) in members { chosen[context] = sources(list, owner: "context \"\(context)\" of the modifier \"\(name)\"") }
        var defaultContext: String?
        if let d = node["default"] {
            if case let .string(value) = d.kind, chosen[value] != nil { defaultContext = value } else {
                fail(d, "The default of the modifier \"\(name)\" is \(d.shortDescription), which is not one of its contexts (\(members.map(\.key).joined(separator: ", "))).")
            }
        }
        var description: String?
        if case let .string(text)? = node["description"]?.kind { description = text }
        return .modifier(TokenModifier(name: name, contexts: members.map(\.key), defaultContext: defaultContext, description: description), contexts: chosen)
    }

    // MARK: - Sources

    private mutating func sources(_ node: JSONNode, owner: String) -> [TreeGroup] {
        guard case let .array(items) = node.kind else {
            fail(node, "The sources of \(owner) must be an array, not \(node.kindName).")
            return []
        }
        return items.flatMap { source($0, owner: owner) }
    }

    private mutating func source(_ node: JSONNode, owner: String) -> [TreeGroup] {
        guard node.kindIsObject else { fail(node, "A source of \(owner) is \(node.kindName); write inline tokens (an object) or {\"$ref\": \"file.tokens.json\"}."); return [] }
        guard case let .string(ref)? = node["$ref"]?.kind else {
            var inline = TokenProblems()
            let tree = TokenDocument.tree(node, file: path, dialect: dialect, problems: &inline)
            problems.add(contentsOf: inline)
            return tree.map { [$0] } ?? []
        }
        let at = node["$ref"]!
        if ref.hasPrefix("#") {
            guard let segments = try? JSONPointer.segments(ref) else { fail(at, "\(owner) has the source \"\(ref)\", which is not a valid JSON Pointer."); return [] }
            switch segments.first {
            case "modifiers":
                fail(at, "\(owner) refers to \(ref), but sets and modifiers cannot refer to a modifier; only resolutionOrder can (resolver module, \"Invalid pointers\").")
                return []
            case "resolutionOrder":
                fail(at, "\(owner) refers to \(ref); nothing may refer to resolutionOrder's items.")
                return []
            case "sets" where segments.count == 2:
                return setSources(segments[1], ref: ref, at: at, owner: owner)
            default:
                guard let target = navigate(root, segments), target.kindIsObject else { fail(at, "\(owner) refers to \(ref), which is not an object of tokens in this document."); return [] }
                return source(overriding(target, with: node), owner: owner)
            }
        }
        if ref.contains("://") {
            fail(at, "\(owner) refers to \(ref); Darkroom reads token files from disk, not over the network. Download it and refer to the file.")
            return []
        }
        let parts = ref.split(separator: "#", maxSplits: 1).map(String.init)
        let folder = (path as NSString).deletingLastPathComponent
        let file = parts[0].hasPrefix("/") || folder.isEmpty ? parts[0] : folder + "/" + parts[0]
        var fragment = parts.count > 1 ? parts[1] : nil
        if let f = fragment, !f.isEmpty, !f.hasPrefix("/"), dialect == .draft {
            // Terrazzo's fixtures write "modes.json#dark" for the member "dark".
            let who = owner.prefix(1).uppercased() + owner.dropFirst()
            problems.warn(TokenWarning(at: self.at(at), "\(who) refers to \(TerminalText.escaped(ref)), whose fragment is not a JSON Pointer; it is read as \"#/\(TerminalText.escaped(f))\". Write \"#/\(TerminalText.escaped(f))\" (--strict refuses it)."))
            fragment = "/" + f
        }
        guard var tree = load(file, fragment: fragment, at: at, owner: owner) else { return [] }
        if node.overrides {
            var local = TokenProblems()
            if let extra = TokenDocument.tree(node.removing("$ref"), file: path, dialect: dialect, problems: &local) {
                tree.merge(extra, policy: .override, problems: &local)
            }
            problems.add(contentsOf: local)
        }
        return [tree]
    }

    /// The sources of set `name`, referred to from another set or a modifier's context.
    private mutating func setSources(_ name: String, ref: String, at: JSONNode, owner: String) -> [TreeGroup] {
        guard let definition = root["sets"]?[name] else { fail(at, "\(owner) refers to \(ref), but there is no set \"\(name)\"."); return [] }
        if let start = setStack.firstIndex(of: name) {
            fail(at, "The sets refer to each other in a loop: \((setStack[start...] + [name]).joined(separator: " -> ")); a set cannot include itself.")
            return []
        }
        usedSets.insert(name)
        guard let list = definition["sources"] else { return [] } // reported where the set is used or checked
        setStack.append(name)
        defer { setStack.removeLast() }
        return sources(list, owner: "the set \"\(name)\"")
    }

    /// A token file, read once however often it is used.
    private mutating func load(_ file: String, fragment: String?, at: JSONNode, owner: String) -> TreeGroup? {
        let key = file + "#" + (fragment ?? "")
        if let tree = files[key] { return tree }
        var local = TokenProblems()
        var tree: TreeGroup?
        if let fragment {
            if let bytes = try? BoundedFile.read(file), let parsed = local.collect({ try JSONReader.parse(bytes, file: file) }) {
                if let segments = try? JSONPointer.segments("#" + fragment), let part = navigate(parsed, segments) {
                    tree = TokenDocument.tree(part, file: file, dialect: dialect, problems: &local)
                } else {
                    fail(at, "\(owner) refers to \(file)#\(fragment), but that part of the file does not exist.")
                }
            } else if local.isEmpty {
                fail(at, "\(owner) refers to \(file), which cannot be read.")
            }
        } else {
            guard FileManager.default.fileExists(atPath: file) else {
                fail(at, "\(owner) refers to \(file), which does not exist (paths are relative to the resolver file).")
                return nil
            }
            tree = TokenDocument.load(path: file, dialect: dialect, problems: &local)
        }
        problems.add(contentsOf: local)
        files[key] = tree
        return tree
    }

    private func navigate(_ node: JSONNode, _ segments: [String]) -> JSONNode? {
        var current = node
        for s in segments {
            switch current.kind {
            case .object: guard let next = current[s] else { return nil }; current = next
            case let .array(items): guard let i = Int(s), items.indices.contains(i) else { return nil }; current = items[i]
            default: return nil
            }
        }
        return current
    }

    /// `target` with the top-level keys written beside `$ref` in `reference` put over it.
    private func overriding(_ target: JSONNode, with reference: JSONNode) -> JSONNode {
        guard case var .object(members) = target.kind, case let .object(local) = reference.kind else { return target }
        for (key, value) in local where key != "$ref" {
            if let i = members.firstIndex(where: { $0.key == key }) { members[i].value = value } else { members.append((key, value)) }
        }
        return JSONNode(kind: .object(members), line: target.line, column: target.column)
    }
}

private extension JSONNode {
    /// Whether a reference object has keys beside `$ref`.
    var overrides: Bool {
        if case let .object(members) = kind { return members.count > 1 }
        return false
    }

    func removing(_ key: String) -> JSONNode {
        guard case let .object(members) = kind else { return self }
        return JSONNode(kind: .object(members.filter { $0.key != key }), line: line, column: column)
    }
}
