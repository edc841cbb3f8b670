import DarkroomFiles
import Foundation

/// A token's final value and type.
struct Resolved: Sendable, Hashable {
    var value: TokenValue
    var type: TokenType
}

/// Resolves every token of one (brand, theme) layer stack into typed values.
///
/// Aliases are followed depth-first with an explicit stack, so a cycle is reported with its
/// whole path (`a -> b -> c -> a`), and results are memoised, so each token is coerced once.
/// Aliases may appear as a whole `$value`, inside composite members, or inside Tokens Studio
/// expressions; all three go through `resolve(_:from:)`.
struct AliasResolver {
    private let tokens: [String: RawToken]
    /// "brand 'frisbee', theme 'dark'", for messages.
    private let context: String
    private var done: [String: Resolved] = [:]
    private var stack: [String] = []

    init(tokens: [String: RawToken], context: String) {
        self.tokens = tokens; self.context = context
    }

    /// Resolves all tokens, in path order so the errors are always reported in the same order.
    /// Every token is tried: all the errors of a load are reported together (the first one
    /// thrown, the others in `TokenError.others`), each once.
    mutating func resolveAll() throws -> [String: Resolved] {
        var errors: [TokenError] = []
        for path in tokens.keys.sorted() {
            do {
                _ = try resolve(path, from: nil)
            } catch let error as TokenError {
                stack.removeAll()
                if !errors.contains(where: { $0.file == error.file && $0.line == error.line && $0.column == error.column && $0.message == error.message }) {
                    errors.append(error)
                }
            }
        }
        guard var first = errors.first else { return done }
        first.others = Array(errors.dropFirst())
        throw first
    }

    /// The value of `path`; `from` is the referring token and the alias node, for error messages.
    private mutating func resolve(_ path: String, from: (token: String, node: JSONNode)?) throws -> Resolved {
        if let r = done[path] { return r }
        guard let token = tokens[path] else { throw unknownAlias(path, from: from) }
        if let i = stack.firstIndex(of: path) {
            let cycle = stack[i...] + [path]
            let start = tokens[cycle.first!]!
            throw TokenError(.aliasCycle, at: start.location, token: start.path,
                             "alias cycle: \(cycle.joined(separator: " -> ")). Each alias must end at a token with a literal value; break the loop by giving one of them a value.")
        }
        stack.append(path)
        defer { stack.removeLast() }
        let r = try coerce(token.value, as: token.declared, token: token)
        done[path] = r
        return r
    }

    // MARK: - Coercion of one node

    /// Turns `node` into a value of `declared` (or an inferred type when there is no `$type`).
    private mutating func coerce(_ node: JSONNode, as declared: DeclaredType?, token: RawToken) throws -> Resolved {
        if case let .string(s) = node.kind {
            if let target = Expression.wholeAlias(s) {
                let r = try resolve(target, from: (token.path, node))
                guard let declared else { return r }
                return try convert(r, aliased: target, to: declared, node: node, token: token)
            }
            let refs = Expression.references(in: s)
            if !refs.isEmpty { return try expression(s, refs: refs, as: declared, node: node, token: token) }
        }
        guard let declared else {
            // No $type anywhere above: infer from the form (DTCG leaves this to tools; Style
            // Dictionary files often omit it). Strings that match no form stay raw.
            return try literal(node, as: ValueParsing.inferredType(node), strict: true, token: token)
                ?? generic(node, token: token)
        }
        if let r = try literal(node, as: declared.type, strict: declared.strict, token: token) { return r }
        guard declared.strict else { return try generic(node, token: token) }
        throw mismatch(node, declared: declared, token: token)
    }

    /// A literal of `type`, or nil when the node does not have that form.
    private mutating func literal(_ node: JSONNode, as type: TokenType, strict: Bool, token: RawToken) throws -> Resolved? {
        func r(_ v: TokenValue?) -> Resolved? { v.map { Resolved(value: $0, type: type) } }
        switch type {
        case .color: return r(ColorParsing.color(node).map(TokenValue.color))
        case .dimension: return r(ValueParsing.dimension(node).map(TokenValue.dimension))
        case .number: return r(ValueParsing.number(node, lenient: !strict).map(TokenValue.number))
        case .fontFamily: return r(ValueParsing.fontFamily(node).map(TokenValue.fontFamily))
        case .fontWeight:
            // DTCG's names are exact ("bold", "semi-bold"); Tokens Studio's spellings ("Bold") only without a DTCG $type.
            if strict, case let .string(name) = node.kind, Double(name) == nil { return r(ValueParsing.dtcgWeightNames[name].map(TokenValue.fontWeight)) }
            return r(ValueParsing.fontWeight(node).map(TokenValue.fontWeight))
        case .duration: return r(ValueParsing.duration(node).map(TokenValue.duration))
        case .cubicBezier:
            guard case let .array(items) = node.kind, items.count == 4 else { return nil }
            var points: [TokenValue] = []
            for item in items {
                points.append(try coerce(item, as: DeclaredType.typed(.number, strict: strict), token: token).value)
            }
            // DTCG: the x coordinates (P1x, P2x) are in 0...1; y may leave it (overshoot).
            for index in [0, 2] {
                if case let .number(x) = points[index], !(0...1).contains(x) {
                    throw TokenError(.typeMismatch, at: location(items[index], token), token: token.path,
                                     "\(token.path) is a cubicBezier whose x\(index == 0 ? 1 : 2) is \(x); the x coordinates must be between 0 and 1")
                }
            }
            return r(.list(points))
        case .strokeStyle:
            if case let .string(s) = node.kind { return r(.raw(s)) }
            return try composite(node, as: type, strict: strict, token: token)
        case .typography, .border, .shadow, .transition, .gradient:
            if case let .array(items) = node.kind, CompositeSchema.isListOfObjects(type) {
                var layers: [TokenValue] = []
                for item in items {
                    guard let layer = try composite(item, as: type, strict: strict, token: token) else { return nil }
                    layers.append(layer.value)
                }
                return r(.list(layers))
            }
            return try composite(node, as: type, strict: strict, token: token)
        case .composite, .other:
            return try generic(node, token: token, type: type)
        }
    }

    /// An object whose members follow `CompositeSchema`; member aliases are resolved and checked.
    private mutating func composite(_ node: JSONNode, as type: TokenType, strict: Bool, token: RawToken) throws -> Resolved? {
        guard case let .object(members) = node.kind else { return nil }
        let rules = CompositeSchema.members(of: type)
        if strict, let missing = CompositeSchema.required(of: type).first(where: { node[$0] == nil }) {
            throw TokenError(.typeMismatch, at: location(node, token), token: token.path,
                             "\(token.path) is a \(type.rawValue) but has no \"\(missing)\"; a \(type.rawValue) needs \(CompositeSchema.required(of: type).joined(separator: ", "))")
        }
        var out: [String: TokenValue] = [:]
        for (key, child) in members {
            switch rules[key] {
            case let .typed(t)?:
                out[key] = try coerce(child, as: DeclaredType.typed(t, strict: strict), token: token).value
            case .lineHeight?:
                out[key] = try lineHeight(child, token: token)
            case let .listOf(t)?:
                guard case let .array(items) = child.kind else {
                    throw TokenError(.typeMismatch, at: location(child, token), token: token.path,
                                     "\(key) of \(token.path) must be an array of \(t.rawValue) values, not \(child.kindName)")
                }
                out[key] = .list(try items.map { try coerce($0, as: DeclaredType.typed(t, strict: strict), token: token).value })
            case nil:
                out[key] = try generic(child, token: token).value
            }
        }
        return Resolved(value: .composite(out), type: type)
    }

    private mutating func lineHeight(_ node: JSONNode, token: RawToken) throws -> TokenValue {
        if case let .string(s) = node.kind, let target = Expression.wholeAlias(s) {
            let r = try resolve(target, from: (token.path, node))
            switch r.value {
            case .number, .dimension: return r.value
            case let .raw(text):
                if let v = ValueParsing.number(text: text) { return .number(v) }
                if let v = ValueParsing.dimension(text: text) { return .dimension(v) }
            default: break
            }
            throw TokenError(.typeMismatch, at: location(node, token), token: token.path,
                             "lineHeight of \(token.path) aliases {\(target)}, which is a \(r.type.rawValue); a line height is a number (a multiple of the font size) or a dimension")
        }
        switch node.kind {
        case let .number(v): return .number(v)
        case let .string(s):
            if let v = ValueParsing.number(text: s) { return .number(v) }
            if let v = ValueParsing.dimension(text: s) { return .dimension(v) }
        case .object:
            if let v = ValueParsing.dimension(node) { return .dimension(v) }
        default: break
        }
        return try generic(node, token: token).value
    }

    /// Values of unknown types, kept as written, with any whole-value aliases resolved.
    private mutating func generic(_ node: JSONNode, token: RawToken, type: TokenType = .other) throws -> Resolved {
        switch node.kind {
        case let .string(s):
            if let target = Expression.wholeAlias(s) { return try resolve(target, from: (token.path, node)) }
            let refs = Expression.references(in: s)
            if !refs.isEmpty { return try expression(s, refs: refs, as: nil, node: node, token: token) }
            return Resolved(value: .raw(s), type: type)
        case let .number(v): return Resolved(value: .number(v), type: type)
        case let .bool(b): return Resolved(value: .raw(b ? "true" : "false"), type: type)
        case .null: return Resolved(value: .raw("null"), type: type)
        case let .array(items):
            return Resolved(value: .list(try items.map { try generic($0, token: token).value }), type: type)
        case let .object(members):
            var out: [String: TokenValue] = [:]
            for (k, v) in members { out[k] = try generic(v, token: token).value }
            return Resolved(value: .composite(out), type: type)
        }
    }

    // MARK: - Aliases and expressions

    /// Checks an aliased value against the referring token's `$type`.
    private func convert(_ r: Resolved, aliased target: String, to declared: DeclaredType, node: JSONNode, token: RawToken) throws -> Resolved {
        if declared.type == .other || r.type == declared.type { return r }
        if declared.type == .composite && r.type.isComposite { return r }
        // An untyped or Tokens Studio value ("math", "text") may still read as the declared type.
        if r.type == .other {
            let text: JSONNode.Kind
            switch r.value {
            case let .raw(s): text = .string(s)
            case let .number(v): text = .number(v)
            default: text = .null
            }
            if let v = ValueParsing.reparse(text, as: declared.type, lenient: !declared.strict) {
                return Resolved(value: v, type: declared.type)
            }
            if !declared.strict { return r }
        }
        let where_ = tokens[target].map { " (defined at \($0.location))" } ?? ""
        throw TokenError(.typeMismatch, at: location(node, token), token: token.path,
                         "\(token.path) is declared as \(declared.name) but aliases {\(target)}\(where_), which is a \(r.type.rawValue) (\(r.value)). Alias a \(declared.name) token, or change the $type.")
    }

    private mutating func expression(_ text: String, refs: [String], as declared: DeclaredType?, node: JSONNode, token: RawToken) throws -> Resolved {
        var substituted = text
        for ref in refs {
            let r = try resolve(ref, from: (token.path, node))
            substituted = substituted.replacingFirst("{\(ref)}", with: r.value.description)
        }
        let type = declared?.type
        if type == .color, let c = ColorParsing.color(text: substituted) { return Resolved(value: .color(c), type: .color) }
        if let q = Expression.evaluate(substituted) {
            switch (type, q.unit) {
            case (.dimension?, .px), (.dimension?, .none): return Resolved(value: .dimension(q.value), type: .dimension)
            case (.duration?, .ms), (.duration?, .none): return Resolved(value: .duration(q.value), type: .duration)
            case (.number?, .none), (nil, .none), (.other?, .none): return Resolved(value: .number(q.value), type: type ?? .number)
            case (nil, .px): return Resolved(value: .dimension(q.value), type: .dimension)
            case (nil, .ms): return Resolved(value: .duration(q.value), type: .duration)
            default: break
            }
        }
        return Resolved(value: .raw(substituted), type: .other)
    }

    // MARK: - Errors

    private func location(_ node: JSONNode, _ token: RawToken) -> SourceLocation {
        SourceLocation(file: token.location.file, line: node.line, column: node.column)
    }

    private func mismatch(_ node: JSONNode, declared: DeclaredType, token: RawToken) -> TokenError {
        let shown: String
        if case let .string(s) = node.kind { shown = "\"\(s)\"" } else { shown = node.kindName }
        return TokenError(.typeMismatch, at: location(node, token), token: token.path,
                          "\(token.path) is declared as \(declared.name), but its value \(shown) is not a \(declared.name). Expected \(ValueParsing.forms(of: declared.type)).")
    }

    private func unknownAlias(_ path: String, from: (token: String, node: JSONNode)?) -> TokenError {
        let referrer = from.flatMap { tokens[$0.token] }
        let at = from.map { f in SourceLocation(file: referrer?.location.file ?? "", line: f.node.line, column: f.node.column) }
        var message = "\(from?.token ?? "a token") refers to {\(path)}, which no token file defines for \(context)."
        if let child = tokens.keys.sorted().first(where: { $0.hasPrefix(path + ".") }) {
            message += " {\(path)} is a group; alias one of its tokens, such as {\(child)}."
        } else if let near = nearest(path) {
            message += " Did you mean {\(near)}?"
        }
        return TokenError(.unknownAlias, at: at, token: from?.token, message)
    }

    /// The defined path closest to `path` by edit distance, if it is close enough to be a typo.
    private func nearest(_ path: String) -> String? {
        let limit = max(2, path.count / 4)
        var best: (String, Int)?
        for candidate in tokens.keys.sorted() {
            let d = editDistance(path, candidate)
            if d <= limit, d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
    }
}

extension DeclaredType {
    static func typed(_ type: TokenType, strict: Bool) -> DeclaredType {
        DeclaredType(name: type.rawValue, type: type, strict: strict)
    }
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var row = Array(0...b.count)
    for i in 1...a.count {
        var prev = row[0]; row[0] = i
        for j in 1...b.count {
            let cur = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
            prev = cur
        }
    }
    return row[b.count]
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
