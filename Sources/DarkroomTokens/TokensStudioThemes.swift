import DarkroomFiles
import Foundation

/// Tokens Studio's own resolver: `$themes.json` and `$metadata.json` beside its token sets.
///
/// A token set is a file (`core.json`, `brand/light.json`) or, in a single-file export, a
/// top-level member of the file. `$metadata.json`'s `tokenSetOrder` orders the sets (a later
/// set overrides an earlier one, as Tokens Studio applies them). Each theme of `$themes.json`
/// selects sets as "enabled" or "source" ("disabled" ones are left out); themes that share a
/// `group` are the contexts of one modifier named after the group ("theme" when a theme has no
/// group), so every group is an axis of the matrix. Without `$themes`, the sets in order are
/// one table.
enum TokensStudioThemes {
    /// The plan of a Tokens Studio folder, or nil (with problems) if its files cannot be used.
    static func plan(directory: String, dialect: TokenDialect, problems: inout TokenProblems) -> ResolverPlan? {
        let themesFile = directory + "/$themes.json", metadataFile = directory + "/$metadata.json"
        let themes = FileManager.default.fileExists(atPath: themesFile) ? parse(themesFile, problems: &problems) : nil
        let metadata = FileManager.default.fileExists(atPath: metadataFile) ? parse(metadataFile, problems: &problems) : nil
        var loaded: [String: TreeGroup] = [:]
        return plan(path: directory, themes: themes.map { ($0, themesFile) }, metadata: metadata.map { ($0, metadataFile) },
                    problems: &problems) { name, at, problems in
            if let tree = loaded[name] { return tree }
            let file = directory + "/" + name + ".json"
            guard !PathSegments.of(name).contains(where: PathSegments.isDotDot), FileManager.default.fileExists(atPath: file) else {
                problems.add(TokenError(.io, at: at, "The token set \"\(TerminalText.escaped(name))\" has no file \(file); export the set, or remove it from $themes.json and $metadata.json."))
                return nil
            }
            let tree = TokenDocument.load(path: file, dialect: dialect, problems: &problems)
            loaded[name] = tree
            return tree
        }
    }

    /// Whether a folder is a Tokens Studio export: it has `$themes.json` or `$metadata.json`.
    static func isExport(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/$themes.json") || FileManager.default.fileExists(atPath: directory + "/$metadata.json")
    }

    /// The plan of a single-file export whose top level holds `$themes` or `$metadata` beside
    /// its sets; nil when the file is not one (or, strictly read, never: DTCG has no sets).
    static func plan(file: String, dialect: TokenDialect, problems: inout TokenProblems) -> ResolverPlan? {
        guard dialect == .draft, let bytes = try? BoundedFile.read(file), let root = try? JSONReader.parse(bytes, file: file) else { return nil }
        guard case let .object(members) = root.kind, root["$themes"] != nil || root["$metadata"] != nil else { return nil }
        var loaded: [String: TreeGroup] = [:]
        return plan(path: file, themes: root["$themes"].map { ($0, file) }, metadata: root["$metadata"].map { ($0, file) },
                    defaultOrder: members.map(\.key).filter { !$0.hasPrefix("$") }, problems: &problems) { name, at, problems in
            if let tree = loaded[name] { return tree }
            guard let node = root[name] else {
                problems.add(TokenError(.invalidToken, at: at, "The token set \"\(TerminalText.escaped(name))\" is not in \(file); export it, or remove it from $themes and $metadata."))
                return nil
            }
            let tree = TokenDocument.tree(node, file: file, dialect: dialect, problems: &problems)
            loaded[name] = tree
            return tree
        }
    }

    private static func parse(_ file: String, problems: inout TokenProblems) -> JSONNode? {
        do {
            return try JSONReader.parse(try BoundedFile.read(file), file: file)
        } catch let error as TokenError {
            problems.add(error)
        } catch let error as BoundedFile.Failure {
            problems.add(TokenError(.io, file: file, "cannot read \(file): \(error.reason)"))
        } catch {
            problems.add(TokenError(.io, file: file, "cannot read \(file): \(error)"))
        }
        return nil
    }

    private typealias SetLoader = (_ name: String, _ at: SourceLocation, _ problems: inout TokenProblems) -> TreeGroup?

    private static func plan(path: String, themes: (node: JSONNode, file: String)?, metadata: (node: JSONNode, file: String)?,
                             defaultOrder: [String] = [], problems: inout TokenProblems, load: SetLoader) -> ResolverPlan? {
        func at(_ node: JSONNode, _ file: String) -> SourceLocation { SourceLocation(file: file, line: node.line, column: node.column) }
        var order = defaultOrder
        if let (node, file) = metadata, let list = node["tokenSetOrder"] {
            guard case let .array(items) = list.kind else {
                problems.add(TokenError(.invalidResolver, at: at(list, file), "tokenSetOrder must be an array of token set names, not \(list.kindName)."))
                return nil
            }
            order = []
            for item in items {
                guard case let .string(name) = item.kind else {
                    problems.add(TokenError(.invalidResolver, at: at(item, file), "tokenSetOrder lists \(item.shortDescription); each item is the name of a token set."))
                    continue
                }
                order.append(name)
            }
        }
        guard let (node, file) = themes, case let .array(items) = node.kind, !items.isEmpty else {
            if let (node, file) = themes, !{ if case .array = node.kind { return true } else { return false } }() {
                problems.add(TokenError(.invalidResolver, at: at(node, file), "$themes must be an array of themes, not \(node.kindName)."))
                return nil
            }
            let sources = order.compactMap { load($0, SourceLocation(file: metadata?.file ?? path), &problems) }
            return ResolverPlan(path: path, stages: [.set(name: "sets", sources: sources)], policy: .override)
        }
        // Themes grouped by `group`, groups and themes in the order written.
        var groups: [(name: String, contexts: [(name: String, sources: [TreeGroup])])] = []
        for theme in items {
            guard case let .string(name)? = theme["name"]?.kind, !name.isEmpty else {
                problems.add(TokenError(.invalidResolver, at: at(theme, file), "Each theme in $themes needs a \"name\"."))
                continue
            }
            var group = "theme"
            if case let .string(g)? = theme["group"]?.kind, !g.isEmpty { group = g }
            guard case let .object(selected)? = theme["selectedTokenSets"]?.kind else {
                problems.add(TokenError(.invalidResolver, at: at(theme, file), "The theme \"\(TerminalText.escaped(name))\" has no \"selectedTokenSets\" object; Tokens Studio writes {\"set\": \"enabled\"}."))
                continue
            }
            var chosen: [String] = []
            for (set, state) in selected {
                guard case let .string(s) = state.kind, ["enabled", "source", "disabled"].contains(s) else {
                    problems.add(TokenError(.invalidResolver, at: at(state, file), "The theme \"\(TerminalText.escaped(name))\" selects the set \"\(TerminalText.escaped(set))\" as \(state.shortDescription); write \"enabled\", \"source\" or \"disabled\"."))
                    continue
                }
                if s != "disabled" { chosen.append(set) }
            }
            // Sets in tokenSetOrder; ones it does not list after them, as the theme lists them.
            chosen = order.filter(chosen.contains) + chosen.filter { !order.contains($0) }
            let sources = chosen.compactMap { load($0, at(theme, file), &problems) }
            if let i = groups.firstIndex(where: { $0.name == group }) {
                if groups[i].contexts.contains(where: { $0.name == name }) {
                    problems.add(TokenError(.invalidResolver, at: at(theme, file), "Two themes of the group \"\(TerminalText.escaped(group))\" are named \"\(TerminalText.escaped(name))\"; rename one."))
                    continue
                }
                groups[i].contexts.append((name, sources))
            } else {
                groups.append((group, [(name, sources)]))
            }
        }
        let stages = groups.map { group in
            ResolverPlan.Stage.modifier(TokenModifier(name: group.name, contexts: group.contexts.map(\.name)),
                                        contexts: Dictionary(group.contexts.map { ($0.name, $0.sources) }, uniquingKeysWith: { a, _ in a }))
        }
        return ResolverPlan(path: path, stages: stages, policy: .override)
    }
}
