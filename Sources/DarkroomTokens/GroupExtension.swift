import DarkroomFiles

/// `$extends`: a group inherits the tokens and properties of another (DTCG 2025.10 format,
/// "Extending groups").
///
/// The steps are the format's "Reference resolution and evaluation": find the target group,
/// start from a copy of it (its own `$extends` already applied), then let the local tokens and
/// properties replace inherited ones at the same path (a token is replaced whole; groups merge
/// deeply) and add the new ones. The target must exist and be a group; a chain that comes back
/// to itself, including a group extending its own parent, is an error naming the whole loop.
/// `$extends` takes a curly reference (`"{button}"`) or a JSON Pointer (`"#/button"`), and a
/// group-level `$ref` is read as `$extends`, as the format says they are the same.
struct GroupExtension {
    private let root: TreeGroup
    private var done: [String: TreeGroup] = [:]
    private var stack: [String] = []
    private(set) var problems = TokenProblems()

    /// `root` with every `$extends` applied.
    static func expand(_ root: TreeGroup, problems: inout TokenProblems) -> TreeGroup {
        var expander = GroupExtension(root: root)
        let result = expander.expand([]) ?? root
        problems.add(contentsOf: expander.problems)
        return result
    }

    private init(root: TreeGroup) { self.root = root }

    private func lookup(_ path: [String]) -> TreeMember? {
        var member = TreeMember.group(root)
        for name in path {
            guard case let .group(g) = member, let next = g.member(name) else { return nil }
            member = next
        }
        return member
    }

    private mutating func expand(_ path: [String]) -> TreeGroup? {
        let key = path.joined(separator: ".")
        if let group = done[key] { return group }
        guard case let .group(group)? = lookup(path) else { return nil }
        if let start = stack.firstIndex(of: key) {
            let loop = (stack[start...] + [key]).map { $0.isEmpty ? "(top level)" : $0 }
            let at = group.properties["$extends"].map { SourceLocation(file: $0.file, line: $0.node.line, column: $0.node.column) } ?? group.location
            problems.add(TokenError(.invalidToken, at: at, token: key,
                                    "These groups extend each other in a loop: \(loop.joined(separator: " -> ")). A group cannot inherit from itself or from a group that contains it; remove one $extends."))
            return nil
        }
        if stack.count >= AliasResolver.maxChain {
            let chain = stack.filter { !$0.isEmpty }
            let at = group.properties["$extends"].map { SourceLocation(file: $0.file, line: $0.node.line, column: $0.node.column) } ?? group.location
            problems.add(TokenError(.invalidToken, at: at, token: key,
                                    "The $extends chain starting at \(chain.first ?? key) is more than \(AliasResolver.maxChain) groups deep (\(chain.first ?? key) -> ... -> \(key)); Darkroom follows at most \(AliasResolver.maxChain). Extend the base group directly."))
            return nil
        }
        stack.append(key)
        defer { stack.removeLast() }
        var local = group
        local.members = group.members.map { name, member in
            if case .group = member, let expanded = expand(path + [name]) { return (name, .group(expanded)) }
            return (name, member)
        }
        local.properties["$extends"] = nil
        var result = local
        if let extends = group.properties["$extends"], let target = target(of: extends, owner: key) {
            if var base = expand(target) {
                var ignored = TokenProblems()
                base.merge(local, policy: .override, path: path, problems: &ignored)
                base.file = group.file; base.line = group.line; base.column = group.column
                base.properties["$extends"] = nil
                result = base
            }
        }
        done[key] = result
        return result
    }

    /// The path `$extends` names, if it names a group.
    private mutating func target(of property: (node: JSONNode, file: String), owner: String) -> [String]? {
        let at = SourceLocation(file: property.file, line: property.node.line, column: property.node.column)
        guard case let .string(text) = property.node.kind else { return nil }
        var path: [String]
        if let inner = Expression.wholeAlias(text) {
            path = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        } else if text.hasPrefix("#") {
            do {
                path = try JSONPointer.segments(text)
            } catch {
                problems.add(TokenError(.invalidToken, at: at, token: owner, "$extends of \(owner.isEmpty ? "the top level" : owner): \(error.message)"))
                return nil
            }
        } else if text.contains(".json") {
            problems.add(TokenError(.invalidToken, at: at, token: owner,
                                    "\(owner.isEmpty ? "The top level" : owner) takes its tokens from \"\(text)\", another file; DTCG 2025.10 joins files only through a resolver (lenient loads read this $ref as Terrazzo does). Describe the files in a resolver."))
            return nil
        } else {
            problems.add(TokenError(.invalidToken, at: at, token: owner,
                                    "$extends of \(owner) is \"\(text)\"; write a reference to a group such as \"{button}\" (or the JSON Pointer \"#/button\")."))
            return nil
        }
        switch lookup(path) {
        case .group?:
            return path
        case .token?:
            problems.add(TokenError(.invalidToken, at: at, token: owner,
                                    "\(owner) extends \(text), which is a token; $extends must name a group. Alias the token from one of the group's tokens instead."))
        case nil:
            problems.add(TokenError(.invalidToken, at: at, token: owner,
                                    "\(owner) extends \(text), but no group is defined at \(path.joined(separator: ".")). Check the name, or define the group."))
        }
        return nil
    }
}
