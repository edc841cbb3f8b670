import DarkroomFiles
import Foundation

/// A token's final value and type.
struct Resolved: Sendable, Hashable {
    var value: TokenValue
    var type: TokenType
}

/// What an error is about: a token, or a member or element inside its value
/// (`typography.body.large.letterSpacing`, `shadow.layered[1].color`).
struct Subject {
    var token: RawToken
    var path: String
    var isMember: Bool

    init(_ token: RawToken) { self.token = token; path = token.path; isMember = false }
    private init(token: RawToken, path: String) { self.token = token; self.path = path; isMember = true }

    func member(_ name: String) -> Subject { Subject(token: token, path: path + "." + name) }
    func element(_ index: Int) -> Subject { Subject(token: token, path: path + "[\(index)]") }
    var dialect: TokenDialect { token.dialect }
}

/// Resolves every token of one permutation (one brand x theme, or any resolver input) into
/// typed values.
///
/// References are followed depth-first with an explicit stack, so a cycle is reported with
/// its whole path (`a -> b -> c -> a`), and results are memoised, so each token is read once.
/// A reference is a curly alias (`"{a.b}"`, a whole value, a composite member or an element of
/// a shadow or gradient list), a JSON Pointer object (`{"$ref": "#/a/b/$value/0"}`, anywhere in
/// a value) or, in the drafts, an alias inside a Tokens Studio expression.
struct AliasResolver {
    let tokens: [String: RawToken]
    var pointers: PointerResolver
    private var done: [String: Resolved] = [:]
    private var stack: [String] = []
    /// What was read anyway (lenient loads), for the load's warnings.
    var warnings: [TokenWarning] = []
    /// Tokens found in a chain longer than `maxChain`, with its error.
    private var tooLong: [String: TokenError] = [:]
    /// Pointers being substituted into a value, to stop a value that contains itself.
    private var substituting: [String] = []

    /// Every path with its length in characters, sorted: "did you mean" hints compare against
    /// them, and a file with thousands of unknown aliases must not sort thousands of times.
    private let hintCandidates: [(path: String, length: Int)]
    /// Hints already found: every token that refers to a missing one asks again.
    private let hints = HintCache()

    private final class HintCache { var nearest: [String: String?] = [:] }

    init(tokens: [String: RawToken], root: TreeGroup = TreeGroup(file: "", line: 0, column: 0)) {
        self.tokens = tokens
        hintCandidates = tokens.keys.sorted().map { ($0, $0.count) }
        pointers = PointerResolver(root: root)
    }

    /// Resolves all tokens, in path order so errors always come in the same order. Every token
    /// is tried: all errors of a load are reported together, each once.
    mutating func resolveAll() throws -> [String: Resolved] {
        var problems = TokenProblems()
        for path in tokens.keys.sorted() {
            problems.collect { _ = try resolve(path, from: nil) }
            stack.removeAll()
            substituting.removeAll()
        }
        try problems.throwIfAny()
        return done
    }

    /// The value of `path`; `from` is the referring subject and node, for error messages.
    mutating func resolve(_ path: String, from: (subject: Subject, node: JSONNode)?) throws -> Resolved {
        if let r = done[path] { return r }
        guard let token = tokens[path] else { throw unknownAlias(path, from: from) }
        if let i = stack.firstIndex(of: path) {
            let cycle = stack[i...] + [path]
            let start = tokens[cycle.first!]!
            throw TokenError(.aliasCycle, at: start.location, token: start.path,
                             "Alias cycle: \(cycle.joined(separator: " -> ")). Each reference must end at a token with a literal value; break the loop by giving one of them a value.")
        }
        if let known = tooLong[path] { throw known }
        if stack.count >= Self.maxChain {
            // Every token on the way is in the same chain: said once, not once per token.
            let error = chainTooLong(ending: path)
            for p in stack { tooLong[p] = error }
            throw error
        }
        stack.append(path)
        defer { stack.removeLast() }
        let r = try coerce(token.value, as: token.declared, at: Subject(token))
        if let problem = r.value.outOfRange {
            throw TokenError(.typeMismatch, at: token.location, token: path,
                             "\(path) is \(problem); Darkroom reads lengths and durations up to \(format(TokenValue.maxMagnitude)) and finite numbers. Check the value (a unit or an exponent too many?).")
        }
        done[path] = r
        return r
    }

    /// References followed from one token before giving up: each is a nested call, and a
    /// hostile file with thousands of chained aliases must fail with a message, not overflow
    /// the stack. Real files chain a handful.
    static let maxChain = 256

    /// The error for a chain longer than `maxChain`, naming where it starts and its links.
    private func chainTooLong(ending path: String) -> TokenError {
        let start = tokens[stack[0]]!
        let shown = stack.count > 6 ? stack.prefix(3) + ["..."] + stack.suffix(2) : stack[...]
        return TokenError(.aliasCycle, at: start.location, token: start.path,
                          "\(start.path) starts a chain of more than \(Self.maxChain) references (\((shown + [path]).joined(separator: " -> "))); Darkroom follows at most \(Self.maxChain). Give a token in the chain a literal value, or refer to the end of the chain directly.")
    }

    // MARK: - One node

    /// Reads `node` as a value of `declared` (or of the type its form suggests, in the drafts).
    mutating func coerce(_ node: JSONNode, as declared: DeclaredType?, at subject: Subject) throws -> Resolved {
        if let pointer = node.pointer { return try pointerValue(pointer, node: node, as: declared, at: subject) }
        if case let .string(s) = node.kind, s.hasPrefix("{") || s.hasSuffix("}") {
            if let target = try aliasPath(s, node: node, at: subject) {
                let r = try resolve(target, from: (subject, node))
                guard let declared else { return r }
                return try convert(r, aliased: target, to: declared, node: node, at: subject)
            }
        }
        if subject.dialect == .draft, case let .string(s) = node.kind {
            let refs = Expression.references(in: s)
            if !refs.isEmpty || Expression.isArithmetic(s) { return try expression(s, refs: refs, as: declared, node: node, at: subject) }
        }
        guard let declared else {
            // No $type anywhere above (drafts only; 2025.10 refuses this when flattening): the
            // form decides, as Style Dictionary files rely on. Strings of no known form stay raw.
            let guess = ValueParsing.inferredType(node)
            if guess != .other, case let .value(v) = try literal(node, as: .typed(guess, strict: true), at: subject) {
                return Resolved(value: v, type: guess)
            }
            return try generic(node, at: subject)
        }
        switch try literal(node, as: declared, at: subject) {
        case let .value(v): return Resolved(value: v, type: declared.type)
        case let .problem(reason):
            if !declared.strict, reason == nil { return try generic(node, at: subject) }
            if let kept = unconvertibleUnit(node, declared: declared, at: subject) { return kept }
            if let read = numberWrittenAsString(node, declared: declared, at: subject) { return read }
            throw mismatch(node, declared: declared, reason: reason, at: subject)
        }
    }

    /// Lenient loads keep a dimension or duration in a unit Darkroom cannot convert (Spectrum's
    /// `dp`, Carbon's `vw`) as written, with a warning, as Terrazzo loads them: a component that
    /// reads it fails, one that does not is not stopped by it.
    private mutating func unconvertibleUnit(_ node: JSONNode, declared: DeclaredType, at subject: Subject) -> Resolved? {
        guard subject.dialect == .draft, declared.type == .dimension || declared.type == .duration,
              case let .number(v)? = node["value"]?.kind, case let .string(unit)? = node["unit"]?.kind, !unit.isEmpty,
              unit.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "%" }) else { return nil }
        let known = declared.type == .dimension ? "px, rem or em" : "ms or s"
        warnings.append(TokenWarning(at: location(node, subject), token: subject.token.path,
                                     "\(subject.path) is \(format(v)) \(unit), a unit Darkroom cannot convert to \(known); it is kept as written, and a component that reads it fails (--strict refuses it)."))
        return Resolved(value: .raw(format(v) + unit), type: .other)
    }

    /// A literal of `declared`'s type, with references inside it replaced first.
    private mutating func literal(_ node: JSONNode, as declared: DeclaredType, at subject: Subject) throws -> Literal {
        let dialect = subject.dialect
        switch declared.type {
        case .color:
            if case let .string(s) = node.kind {
                if dialect == .dtcg2025 { return .problem("DTCG 2025.10 writes a colour as an object such as {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff0000\"}") }
                return ColorParsing.color(text: s).map { .value(.color($0)) } ?? .problem(nil)
            }
            return ColorParsing.colorObject(try substitutingPointers(node, at: subject), lenient: dialect == .draft)
        case .dimension: return ScalarValues.dimension(try substitutingPointers(node, at: subject), dialect: dialect)
        case .duration: return ScalarValues.duration(try substitutingPointers(node, at: subject), dialect: dialect)
        case .number: return ScalarValues.number(node, lenient: !declared.strict)
        case .fontFamily: return ScalarValues.fontFamily(try substitutingPointers(node, at: subject))
        case .fontWeight:
            let literal = ScalarValues.fontWeight(node, exactNames: declared.strict)
            if case .problem = literal, dialect == .draft, case let .string(text) = node.kind, let weight = weightWithStyle(text, at: node, subject) {
                return .value(.fontWeight(weight))
            }
            return literal
        case .cubicBezier: return try cubicBezier(node, strict: declared.strict, at: subject)
        case .strokeStyle:
            if case let .string(s) = node.kind {
                guard ScalarValues.strokeKeywords.contains(s) else {
                    return .problem("the stroke-style keywords are \(ScalarValues.strokeKeywords.joined(separator: ", "))")
                }
                return .value(.raw(s))
            }
            return try compositeObject(node, as: declared, at: subject)
        case .typography, .border, .shadow, .transition, .gradient:
            if case .array = node.kind, CompositeSchema.isListOfObjects(declared.type) {
                return try list(node, as: declared, at: subject)
            }
            if declared.type == .gradient, dialect == .dtcg2025 { return .problem("a gradient is an array of stops") }
            return try compositeObject(node, as: declared, at: subject)
        case .composite, .other:
            return .value(try generic(node, at: subject, type: declared.type).value)
        }
    }

    /// Four numbers [x1, y1, x2, y2]; the x coordinates in 0...1 (format module, "Cubic Bézier").
    private mutating func cubicBezier(_ node: JSONNode, strict: Bool, at subject: Subject) throws -> Literal {
        guard case let .array(items) = try substitutingPointers(node, at: subject).kind else { return .problem(nil) }
        guard items.count == 4 else { return .problem("it has \(items.count) numbers; a cubic Bézier has four: [x1, y1, x2, y2]") }
        var points: [Double] = []
        for (i, item) in items.enumerated() {
            if case let .number(v) = item.kind { points.append(v); continue }
            if subject.dialect == .draft, item.kindIsString {
                // The drafts let each number be an alias of a number token.
                if case let .number(v) = try coerce(item, as: .typed(.number, strict: strict), at: subject.element(i)).value { points.append(v); continue }
            }
            let why = (subject.dialect == .dtcg2025 && item.shortDescription.hasPrefix("\"{"))
                ? "a reference cannot stand for one of its numbers; reference the whole curve, or point at a number with $ref"
                : "item \(i) is \(item.shortDescription), not a number"
            return .problem(why)
        }
        for i in [0, 2] where !(0...1).contains(points[i]) {
            return .problem("its x\(i == 0 ? 1 : 2) is \(format(points[i])); the x coordinates must be between 0 and 1")
        }
        return .value(.list(points.map(TokenValue.number)))
    }

    // MARK: - References

    /// The path of a curly alias, nil when `text` is not one; malformed ones are errors.
    private func aliasPath(_ text: String, node: JSONNode, at subject: Subject) throws -> String? {
        func fail(_ why: String) -> TokenError {
            TokenError(.unknownAlias, at: location(node, subject), token: subject.token.path, "\(subject.path) has the reference \"\(text)\", which \(why).")
        }
        if text == "{}" { throw fail("is empty; write the path of a token, such as {color.primary}") }
        if text.hasPrefix("{"), !text.utf8.contains(UInt8(ascii: "}")) { throw fail("is missing its closing '}'") }
        guard let inner = Expression.wholeAlias(text) else { return nil }
        if inner.utf8.contains(UInt8(ascii: " ")) && inner.split(separator: ".").contains(where: { $0.hasPrefix(" ") || $0.hasSuffix(" ") }) {
            throw fail("has spaces around its names; write {\(inner.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "."))}")
        }
        return inner
    }

    /// A `$ref`: an alias when it names a token's whole value, otherwise the JSON it points at.
    private mutating func pointerValue(_ pointer: String, node: JSONNode, as declared: DeclaredType?, at subject: Subject) throws -> Resolved {
        let target = try resolvePointer(pointer, node: node, at: subject)
        if let path = target.token {
            let r = try resolve(path, from: (subject, node))
            guard let declared else { return r }
            return try convert(r, aliased: path, to: declared, node: node, at: subject)
        }
        guard let declared else {
            // Lenient: the form of what it points at decides, as for a token without $type.
            if subject.dialect == .draft { return try coerce(target.node.relocated(line: node.line, column: node.column), as: nil, at: subject) }
            throw TokenError(.typeMismatch, at: location(node, subject), token: subject.token.path,
                             "\(subject.path) takes its value from $ref \"\(pointer)\", a part of another value whose type cannot be known; add a $type.")
        }
        return try coerce(target.node.relocated(line: node.line, column: node.column), as: declared, at: subject)
    }

    private mutating func resolvePointer(_ pointer: String, node: JSONNode, at subject: Subject) throws -> PointerTarget {
        do {
            return try pointers.resolve(pointer)
        } catch {
            throw TokenError(.unknownAlias, at: location(node, subject), token: subject.token.path,
                             "\(subject.path) has $ref \"\(pointer)\", but \(error.message).")
        }
    }

    /// `node` with every reference object inside it replaced by what it points at, for values
    /// whose parts may be pointers (`"components": {"$ref": ...}`).
    mutating func substitutingPointers(_ node: JSONNode, at subject: Subject) throws -> JSONNode {
        if let pointer = node.pointer {
            if substituting.count >= Self.maxChain {
                throw TokenError(.aliasCycle, at: location(node, subject), token: subject.token.path,
                                 "\(subject.path) has $ref \"\(pointer)\", the end of a chain of more than \(Self.maxChain) $refs starting at \"\(substituting[0])\"; Darkroom follows at most \(Self.maxChain). Point at the end of the chain directly.")
            }
            if substituting.contains(pointer) {
                throw TokenError(.aliasCycle, at: location(node, subject), token: subject.token.path,
                                 "\(subject.path) has $ref \"\(pointer)\", which points into a value that contains that same $ref, so it has no end; point somewhere else.")
            }
            substituting.append(pointer)
            defer { substituting.removeLast() }
            let target = try resolvePointer(pointer, node: node, at: subject)
            return try substitutingPointers(target.node.relocated(line: node.line, column: node.column), at: subject)
        }
        switch node.kind {
        case let .object(members):
            var out: [(key: String, value: JSONNode)] = []
            for (key, value) in members { out.append((key, try substitutingPointers(value, at: subject))) }
            return JSONNode(kind: .object(out), line: node.line, column: node.column)
        case let .array(items):
            var out: [JSONNode] = []
            for item in items { out.append(try substitutingPointers(item, at: subject)) }
            return JSONNode(kind: .array(out), line: node.line, column: node.column)
        default:
            return node
        }
    }

    /// Tokens Studio writes a weight with its style ("ExtraBold italic"): lenient loads read the
    /// weight and say that the style is left out, since a weight token cannot carry it.
    private mutating func weightWithStyle(_ text: String, at node: JSONNode, _ subject: Subject) -> Int? {
        let words = text.split(separator: " ")
        guard words.count >= 2, let style = words.last, ["italic", "oblique"].contains(style.lowercased()),
              let weight = ValueParsing.fontWeight(text: words.dropLast().joined(separator: " ")) else { return nil }
        warnings.append(TokenWarning(at: location(node, subject), token: subject.token.path,
                                     "\(subject.path) is \"\(text)\", a weight with a style: it is read as the weight \(weight), and the style \"\(style)\" is left out (a font weight cannot carry it). Give the style its own token (--strict refuses this)."))
        return weight
    }

    /// Checks a referenced value against the referring `$type`.
    mutating func convert(_ r: Resolved, aliased target: String, to declared: DeclaredType, node: JSONNode, at subject: Subject) throws -> Resolved {
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
            if declared.type == .fontWeight, subject.dialect == .draft, case let .string(s) = text, let weight = weightWithStyle(s, at: node, subject) {
                return Resolved(value: .fontWeight(weight), type: .fontWeight)
            }
            if !declared.strict { return r }
        }
        let defined = tokens[target].map { " (defined at \($0.location))" } ?? ""
        let role = subject.isMember ? "must be a \(declared.name)" : "is declared as \(declared.name)"
        throw TokenError(.typeMismatch, at: location(node, subject), token: subject.token.path,
                         "\(subject.path) \(role), but it refers to {\(target)}\(defined), which is a \(r.type.rawValue) (\(r.value)). Refer to a \(declared.name) token, or change the $type.")
    }

    // MARK: - Errors

    func location(_ node: JSONNode, _ subject: Subject) -> SourceLocation {
        SourceLocation(file: subject.token.location.file, line: node.line, column: node.column)
    }

    func mismatch(_ node: JSONNode, declared: DeclaredType, reason: String?, at subject: Subject) -> TokenError {
        let shown = node.kindIsObject || { if case .array = node.kind { return true } else { return false } }()
            ? "(\(node.kindName))" : node.shortDescription
        let role = subject.isMember ? "must be a \(declared.name)" : "is declared as \(declared.name)"
        let why = reason.map { ": \($0)" } ?? ""
        return TokenError(.typeMismatch, at: location(node, subject), token: subject.token.path,
                          "\(subject.path) \(role), but its value \(shown) is not a \(declared.name)\(why). Write \(ValueParsing.forms(of: declared.type, dialect: subject.dialect)).")
    }

    private func unknownAlias(_ path: String, from: (subject: Subject, node: JSONNode)?) -> TokenError {
        let at = from.map { location($0.node, $0.subject) }
        var message = "\(from?.subject.path ?? "A token") refers to {\(path)}, but no token is defined at that path."
        if let child = firstChild(of: path) {
            message += " {\(path)} is a group; refer to one of its tokens, such as {\(child)}."
        } else if let near = nearest(path) {
            message += " Did you mean {\(near)}?"
        } else if let owner = tokenPrefix(of: path) {
            let rest = path.dropFirst(owner.count + 1).split(separator: ".").joined(separator: "/")
            message += " {\(owner)} is a token, and a curly reference names a whole token; to reach a part of its value, use $ref with a JSON Pointer: {\"$ref\": \"#/\(owner.split(separator: ".").joined(separator: "/"))/$value/\(rest)\"}."
        }
        return TokenError(.unknownAlias, at: at, token: from?.subject.token.path, message)
    }

    /// The first defined path inside the group `path`: a binary search, since the paths with a
    /// prefix are contiguous in sorted order (sorting per missing alias took minutes).
    private func firstChild(of path: String) -> String? {
        let prefix = path + "."
        var low = 0, high = hintCandidates.count
        while low < high {
            let mid = (low + high) / 2
            if hintCandidates[mid].path < prefix { low = mid + 1 } else { high = mid }
        }
        return low < hintCandidates.count && hintCandidates[low].path.hasPrefix(prefix) ? hintCandidates[low].path : nil
    }

    /// The longest defined token path that `path` extends, if any (`{a.b.components.0}` -> `a.b`).
    private func tokenPrefix(of path: String) -> String? {
        var parts = path.split(separator: ".").map(String.init)
        while parts.count > 1 {
            parts.removeLast()
            if tokens[parts.joined(separator: ".")] != nil { return parts.joined(separator: ".") }
        }
        return nil
    }

    /// The defined path closest to `path` by edit distance, if it is close enough to be a typo.
    private func nearest(_ path: String) -> String? {
        if let known = hints.nearest[path] { return known }
        let length = path.count
        let limit = max(2, length / 4)
        var best: (String, Int)?
        // The distance is at least the difference in length: most candidates need no comparison.
        for (candidate, count) in hintCandidates where abs(count - length) <= limit {
            let d = editDistance(path, candidate)
            if d <= limit, d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        hints.nearest[path] = .some(best?.0)
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
