import DarkroomFiles

/// Composite values (format module, "Composite types"): objects whose members follow
/// `CompositeSchema`, lists of them (layered shadows, gradient stops), typography's font-relative
/// units, and the values Darkroom keeps as written.
extension AliasResolver {
    /// An object of `declared`'s members. Every wrong member is reported, each by its own path.
    mutating func compositeObject(_ node: JSONNode, as declared: DeclaredType, at subject: Subject) throws -> Literal {
        guard case let .object(members) = node.kind else { return .problem(nil) }
        let type = declared.type
        let dialect = subject.dialect
        let rules = CompositeSchema.members(of: type, dialect: dialect)
        if declared.strict {
            let required = CompositeSchema.required(of: type, dialect: dialect)
            let missing = required.filter { node[$0] == nil }
            // A member spelt nearly like a missing one ("fontsize") is a typo, not a partial style.
            let misspelt = members.contains { m in rules[m.key] == nil && missing.contains { editDistance($0.lowercased(), m.key.lowercased()) <= 2 } }
            if !missing.isEmpty, dialect == .draft, type == .typography, missing.count < required.count, !misspelt {
                partialTypography(node, missing: missing, required: required, at: subject)
            } else if !missing.isEmpty {
                let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
                throw TokenError(.typeMismatch, at: location(node, subject), token: subject.token.path,
                                 "\(subject.path) is a \(type.rawValue) but has no \(names); a \(type.rawValue) needs \(required.joined(separator: ", "))\(dialect == .dtcg2025 ? " in DTCG 2025.10" : "").")
            }
        }
        var out: [String: TokenValue] = [:]
        var problems = TokenProblems()
        for (key, child) in members {
            let member = subject.member(key)
            problems.collect {
                switch rules[key] {
                case let .typed(t)?:
                    out[key] = try coerce(child, as: .typed(t, strict: declared.strict), at: member).value
                case .lineHeight?:
                    out[key] = try lineHeight(child, strict: declared.strict, at: member)
                case .letterSpacing?:
                    out[key] = try letterSpacing(child, strict: declared.strict, at: member)
                case let .listOf(t)?:
                    out[key] = try listMember(child, of: t, strict: declared.strict, at: member)
                case .boolean?:
                    guard case let .bool(b) = try substitutingPointers(child, at: member).kind else {
                        throw memberProblem(child, at: member, "must be true or false, not \(child.shortDescription)")
                    }
                    out[key] = .raw(b ? "true" : "false")
                case let .keyword(words)?:
                    guard case let .string(w) = try substitutingPointers(child, at: member).kind, words.contains(w) else {
                        throw memberProblem(child, at: member, "must be one of \(words.map { "\"\($0)\"" }.joined(separator: ", ")), not \(child.shortDescription)")
                    }
                    out[key] = .raw(w)
                case nil:
                    if dialect == .dtcg2025 && declared.strict {
                        throw memberProblem(child, at: member, "is not a member of a \(type.rawValue), which has \(rules.keys.sorted().joined(separator: ", ")); put tool data under $extensions")
                    }
                    out[key] = try generic(child, at: member).value
                }
            }
        }
        try problems.throwIfAny()
        if type == .typography { try resolveFontRelative(&out, node: node, at: subject) }
        if type == .gradient, case let .number(p)? = out["position"] {
            out["position"] = .number(min(max(p, 0), 1)) // "MUST be considered as if it were clamped to [0, 1]"
        }
        return .value(.composite(out))
    }

    /// Layered shadows or gradient stops: each element an object, or a reference to a token of
    /// the same type whose value is one such object (references do not flatten lists).
    mutating func list(_ node: JSONNode, as declared: DeclaredType, at subject: Subject) throws -> Literal {
        guard case let .array(items) = node.kind else { return .problem(nil) }
        if items.isEmpty, declared.strict { return .problem("the list is empty; a \(declared.name) needs at least one \(declared.type == .gradient ? "stop" : "layer")") }
        var out: [TokenValue] = []
        for (i, item) in items.enumerated() {
            let element = subject.element(i)
            if RawToken.isReference(item) {
                let r = try coerce(item, as: declared, at: element)
                if case let .list(inner) = r.value {
                    guard inner.count == 1 else {
                        throw memberProblem(item, at: element, "refers to a \(declared.name) of \(inner.count) \(declared.type == .gradient ? "stops" : "layers"), but an element stands for one; references in a list are not flattened (DTCG \"Array aliasing\"). Refer to the \(declared.type == .gradient ? "stops" : "layers") one by one")
                    }
                    out.append(inner[0])
                } else {
                    out.append(r.value)
                }
                continue
            }
            switch item.kindIsObject ? try compositeObject(item, as: declared, at: element) : .problem("each element is a \(declared.name) object or a reference to a \(declared.name) token") {
            case let .value(v): out.append(v)
            case let .problem(reason): throw mismatch(item, declared: declared, reason: reason, at: element)
            }
        }
        return .value(.list(out))
    }

    /// strokeStyle `dashArray`: a non-empty array of dimensions or references to them.
    private mutating func listMember(_ node: JSONNode, of type: TokenType, strict: Bool, at member: Subject) throws -> TokenValue {
        // A $ref may stand for the whole array; one inside it stands for one element.
        let node = node.pointer != nil ? try substitutingPointers(node, at: member) : node
        guard case let .array(items) = node.kind else {
            throw memberProblem(node, at: member, "must be an array of \(type.rawValue) values, not \(node.kindName)")
        }
        if items.isEmpty, member.dialect == .dtcg2025 { throw memberProblem(node, at: member, "is empty; give at least one dash length") }
        var values: [TokenValue] = []
        for (i, item) in items.enumerated() { values.append(try coerce(item, as: .typed(type, strict: strict), at: member.element(i)).value) }
        return .list(values)
    }

    /// Typography `letterSpacing`: a dimension; in the drafts also em or a percentage of the font
    /// size (Figma and Tokens Studio write "-2%"), kept as `.em` until `fontSize` is known.
    private mutating func letterSpacing(_ node: JSONNode, strict: Bool, at member: Subject) throws -> TokenValue {
        if member.dialect == .draft, case let .string(s) = node.kind, s.trimmingSpaces.hasSuffix("%"),
           let v = Double(s.trimmingSpaces.dropLast()) {
            return .em(v / 100)
        }
        return try coerce(node, as: .typed(.dimension, strict: strict), at: member).value
    }

    /// Typography `lineHeight`: a number, a multiple of the font size (DTCG). The drafts also
    /// write a dimension (`"24px"`), a percentage (`"150%"` = 1.5) or em (`"1.5em"` = 1.5).
    private mutating func lineHeight(_ node: JSONNode, strict: Bool, at member: Subject) throws -> TokenValue {
        let number = DeclaredType.typed(.number, strict: strict)
        if member.dialect == .dtcg2025 {
            switch node.kind {
            case .number, .string: return try coerce(node, as: number, at: member).value
            default:
                if RawToken.isReference(node) { return try coerce(node, as: number, at: member).value }
                throw mismatch(node, declared: number, reason: "DTCG 2025.10 writes lineHeight as a number, a multiple of the font size", at: member)
            }
        }
        if RawToken.isReference(node) {
            let r = try coerce(node, as: nil, at: member)
            switch r.value {
            case .number, .dimension: return r.value
            case let .em(v): return .number(v)
            case let .raw(text):
                if let v = ValueParsing.number(text: text) { return .number(v) }
                if let v = ValueParsing.dimension(text: text) { return .dimension(v) }
            default: break
            }
            throw memberProblem(node, at: member, "refers to a \(r.type.rawValue) (\(r.value)); a line height is a number (a multiple of the font size) or a dimension")
        }
        switch node.kind {
        case let .number(v): return .number(v)
        case let .string(s):
            if let v = ValueParsing.number(text: s) { return .number(v) }
            // Tokens Studio's math ("0.75 * 1.5"), a multiple like any other number.
            if let q = Expression.evaluate(s), q.unit == .none, Expression.isArithmetic(s) { return .number(q.value) }
        default: break
        }
        switch ScalarValues.dimension(node, dialect: .draft) {
        case let .value(.em(v)): return .number(v)
        case let .value(v): return v
        case let .problem(reason):
            if !strict { return try generic(node, at: member).value }
            throw mismatch(node, declared: number, reason: reason ?? "a line height is a number (1.5), a percentage (\"150%\"), em (\"1.5em\") or a dimension (\"24px\")", at: member)
        }
    }

    /// em letter spacing becomes px against the typography's own font size. An em font size
    /// (Primer's inline code, relative to the surrounding text) stays em: a component that reads
    /// the token fails (`ResolvedTokens.check`), one that does not is not stopped by it.
    private func resolveFontRelative(_ members: inout [String: TokenValue], node: JSONNode, at subject: Subject) throws {
        if case .em? = members["fontSize"] { return }
        if case let .em(v)? = members["letterSpacing"], case let .dimension(size)? = members["fontSize"] {
            members["letterSpacing"] = .dimension(v * size)
        }
    }

    func memberProblem(_ node: JSONNode, at member: Subject, _ text: String) -> TokenError {
        TokenError(.typeMismatch, at: location(node, member), token: member.token.path, "\(member.path) \(text).")
    }

    /// Values of types Darkroom does not read, kept as written, with whole-value aliases resolved.
    mutating func generic(_ node: JSONNode, at subject: Subject, type: TokenType = .other) throws -> Resolved {
        switch node.kind {
        case let .string(s):
            if Expression.wholeAlias(s) != nil || node.pointer != nil { return try coerce(node, as: nil, at: subject) }
            let refs = Expression.references(in: s)
            if !refs.isEmpty, subject.dialect == .draft { return try expression(s, refs: refs, as: nil, node: node, at: subject) }
            return Resolved(value: .raw(s), type: type)
        case let .number(v): return Resolved(value: .number(v), type: type)
        case let .bool(b): return Resolved(value: .raw(b ? "true" : "false"), type: type)
        case .null: return Resolved(value: .raw("null"), type: type)
        case let .array(items):
            var out: [TokenValue] = []
            for (i, item) in items.enumerated() { out.append(try generic(item, at: subject.element(i)).value) }
            return Resolved(value: .list(out), type: type)
        case let .object(members):
            if node.pointer != nil { return try coerce(node, as: nil, at: subject) }
            var out: [String: TokenValue] = [:]
            for (k, v) in members { out[k] = try generic(v, at: subject.member(k)).value }
            return Resolved(value: .composite(out), type: type)
        }
    }

    /// A Tokens Studio expression: aliases substituted by their values' text, then evaluated.
    mutating func expression(_ text: String, refs: [String], as declared: DeclaredType?, node: JSONNode, at subject: Subject) throws -> Resolved {
        var substituted = text
        for ref in refs {
            let r = try resolve(ref, from: (subject, node))
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
}
