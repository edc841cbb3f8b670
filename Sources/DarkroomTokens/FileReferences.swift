import DarkroomFiles
import Foundation

/// `$ref` into another file (`"./base/colors.json#/base/color"`), as Terrazzo reads it: the
/// group or token there stands in place of the reference, and members written beside `$ref`
/// override what it brings (a deep merge: Terrazzo's `refs` fixture overrides two steps of an
/// imported scale). `$extends: {"$ref": "theme.json"}` likewise makes a group inherit a file's
/// tokens. DTCG 2025.10 joins files only through a resolver, so lenient loads read these with
/// a warning at the `$ref`; strict loads never get here and refuse them as the pointers into
/// the document they are not.
///
/// Files are read through `BoundedFile`, once each per load (`Cache`); a chain of files that
/// comes back to itself, or is longer than `AliasResolver.maxChain`, is an error naming it.
struct FileReferences {
    /// The files one load has read, so a file referred to many times is read once.
    final class Cache {
        var trees: [String: TreeGroup] = [:]
        init() {}
    }

    let dialect: TokenDialect
    let chain: [String]
    let cache: Cache
    var problems = TokenProblems()

    /// `group` (read from `file`) with every reference into another file replaced.
    static func inline(_ group: TreeGroup, file: String, dialect: TokenDialect, chain: [String], cache: Cache, problems: inout TokenProblems) -> TreeGroup {
        var inliner = FileReferences(dialect: dialect, chain: chain + [file], cache: cache)
        let out = inliner.group(group, path: [])
        problems.add(contentsOf: inliner.problems)
        return out
    }

    /// The text of `node` if it names another file: `$ref` strings that are neither a JSON
    /// Pointer (`#/...`) nor a curly reference, or `{"$ref": ...}` objects holding one.
    static func fileReference(_ node: JSONNode) -> String? {
        if case let .string(text)? = node["$ref"]?.kind { return fileReference(text) }
        if case let .string(text) = node.kind { return fileReference(text) }
        return nil
    }

    private static func fileReference(_ text: String) -> String? {
        text.hasPrefix("#") || text.hasPrefix("{") || text.isEmpty ? nil : text
    }

    private mutating func group(_ group: TreeGroup, path: [String]) -> TreeGroup {
        var local = group
        local.members = group.members.map { name, member in
            switch member {
            case let .group(g): return (name, .group(self.group(g, path: path + [name])))
            case let .token(t):
                guard t.object["$value"] == nil, let ref = t.object["$ref"], let text = Self.fileReference(ref),
                      let target = target(text, at: ref, from: t.file, owner: (path + [name]).joined(separator: ".")) else { return (name, member) }
                return (name, target)
            }
        }
        guard let (node, file) = group.properties["$extends"], let text = Self.fileReference(node) else { return local }
        let owner = path.isEmpty ? "The top level" : path.joined(separator: ".")
        switch target(text, at: node["$ref"] ?? node, from: file, owner: owner) {
        case var .group(base)?:
            local.properties["$extends"] = nil
            var ignored = TokenProblems()
            base.merge(local, policy: .override, path: path, problems: &ignored)
            base.file = group.file; base.line = group.line; base.column = group.column
            return base
        case let .token(t)?:
            problems.add(TokenError(.invalidToken, at: location(node, file), token: path.joined(separator: "."),
                                    "\(owner) takes its members from \(TerminalText.escaped(text)), which is a token at \(t.location), not a group; point at a group."))
            return local
        case nil:
            return local
        }
    }

    /// The group or token `text` (`file#/pointer`, relative to `from`'s folder) names, read
    /// with a warning; nil, with an error, if it cannot be.
    private mutating func target(_ text: String, at node: JSONNode, from: String, owner: String) -> TreeMember? {
        let at = location(node, from)
        let shown = TerminalText.escaped(text)
        func fail(_ message: String) -> TreeMember? {
            problems.add(TokenError(.invalidToken, at: at, token: owner, message))
            return nil
        }
        if text.contains("://") { return fail("\(owner) refers to \(shown); Darkroom reads token files from disk, not over the network. Download it and refer to the file.") }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let folder = (from as NSString).deletingLastPathComponent
        let file = ((parts[0].hasPrefix("/") || folder.isEmpty ? parts[0] : folder + "/" + parts[0]) as NSString).standardizingPath
        var segments: [String] = []
        if parts.count > 1, !parts[1].isEmpty {
            do { segments = try JSONPointer.segments("#" + parts[1]) } catch { return fail("\(owner) refers to \(shown), whose fragment is not a JSON Pointer: \(error.message).") }
        }
        if chain.contains(file) {
            return fail("\(owner) refers to \(shown), but the files refer to each other in a loop (\((chain + [file]).map { ($0 as NSString).lastPathComponent }.joined(separator: " -> "))); a file cannot include itself.")
        }
        if chain.count >= AliasResolver.maxChain {
            return fail("\(owner) refers to \(shown) at the end of a chain of more than \(AliasResolver.maxChain) files; Darkroom follows at most \(AliasResolver.maxChain). Refer to the file directly.")
        }
        let tree: TreeGroup
        if let cached = cache.trees[file] {
            tree = cached
        } else {
            guard FileManager.default.fileExists(atPath: file) else { return fail("\(owner) refers to \(shown), but \(TerminalText.escaped(file)) does not exist (paths are relative to the file that refers to it).") }
            var loaded = TokenProblems()
            guard let read = TokenDocument.load(path: file, dialect: dialect, problems: &loaded, chain: chain, cache: cache) else {
                problems.add(contentsOf: loaded)
                return nil
            }
            problems.add(contentsOf: loaded)
            cache.trees[file] = read
            tree = read
        }
        var member = TreeMember.group(tree)
        for name in segments {
            guard case let .group(g) = member, let next = g.member(name) else {
                return fail("\(owner) refers to \(shown), but \(TerminalText.escaped(file)) has no group or token at \(segments.joined(separator: "/")); a $ref into another file names a group or a token, not a part of a value.")
            }
            member = next
        }
        let what: String
        if case .group = member { what = "tokens" } else { what = "value" }
        problems.warn(TokenWarning(at: at, token: owner == "The top level" ? nil : owner,
                                   "\(owner) takes its \(what) from \(shown), another file, as Terrazzo reads $ref; DTCG 2025.10 joins files only through a resolver. Describe the files in a resolver (--strict refuses this)."))
        return member
    }

    private func location(_ node: JSONNode, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }
}
