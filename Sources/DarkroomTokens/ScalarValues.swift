import DarkroomFiles
import DarkroomGeometry

/// The result of reading a literal as one type: the value, or why it is not one.
enum Literal: Sendable {
    case value(TokenValue)
    /// The node has this type's form but something in it is wrong (`reason` says what), or it
    /// has another form entirely (`reason` is nil).
    case problem(String?)
}

/// Literal values of the scalar DTCG types, strictly in the 2025.10 forms or leniently in the
/// forms the drafts and tools write (see `TokenDialect`). References inside a value have been
/// replaced by what they point at before these run.
enum ScalarValues {
    static let dimensionUnits = ["px", "rem"]
    static let durationUnits = ["ms", "s"]

    /// `{"value": 16, "unit": "px"}` (both dialects), and in the drafts `"16px"`, `"1rem"`, a bare
    /// number of px and `em` (relative to a font size, kept as `.em`).
    static func dimension(_ node: JSONNode, dialect: TokenDialect) -> Literal {
        switch node.kind {
        case .object:
            return unitObject(node, units: dialect == .dtcg2025 ? dimensionUnits : dimensionUnits + ["em"], zeroWithoutUnit: dialect == .draft, kind: "dimension") { v, unit in
                switch unit {
                case "rem": return .dimension(v * ValueParsing.remInPixels)
                case "em": return .em(v)
                default: return .dimension(v)
                }
            }
        case let .number(v) where dialect == .draft: return .value(.dimension(v))
        case let .string(s) where dialect == .draft:
            if s.trimmingSpaces.hasSuffix("em"), !s.trimmingSpaces.hasSuffix("rem"), let v = Double(s.trimmingSpaces.dropLast(2)) { return .value(.em(v)) }
            return ValueParsing.dimension(text: s).map { .value(.dimension($0)) } ?? .problem(nil)
        case .number, .string: return .problem("DTCG 2025.10 writes a dimension as an object {\"value\": 16, \"unit\": \"px\"}")
        default: return .problem(nil)
        }
    }

    /// `{"value": 150, "unit": "ms"}`, and in the drafts `"150ms"`, `"0.15s"` or a number of ms.
    static func duration(_ node: JSONNode, dialect: TokenDialect) -> Literal {
        switch node.kind {
        case .object:
            return unitObject(node, units: durationUnits, zeroWithoutUnit: dialect == .draft, kind: "duration") { v, unit in .duration(unit == "s" ? v * 1000 : v) }
        case let .number(v) where dialect == .draft: return .value(.duration(v))
        case let .string(s) where dialect == .draft: return ValueParsing.duration(text: s).map { .value(.duration($0)) } ?? .problem(nil)
        case .number, .string: return .problem("DTCG 2025.10 writes a duration as an object {\"value\": 150, \"unit\": \"ms\"}")
        default: return .problem(nil)
        }
    }

    /// `zeroWithoutUnit` reads `{"value": 0, "unit": ""}` (Fluent's shadow offsets) as zero:
    /// zero is zero in any unit, and lenient loads take it as Terrazzo does.
    private static func unitObject(_ node: JSONNode, units: [String], zeroWithoutUnit: Bool, kind: String, make: (Double, String) -> TokenValue) -> Literal {
        guard case let .object(members) = node.kind else { return .problem(nil) }
        if let extra = members.first(where: { $0.key != "value" && $0.key != "unit" }) {
            return .problem("a \(kind) object has only \"value\" and \"unit\", not \"\(extra.key)\"")
        }
        guard let value = node["value"] else { return .problem("it has no \"value\"") }
        guard let unit = node["unit"] else { return .problem("it has no \"unit\" (one of \(units.joined(separator: ", ")); required even for 0)") }
        if case let .string(s) = value.kind, s.hasPrefix("{") {
            return .problem("a reference cannot stand for part of a \(kind); reference the whole token, or point at the number with $ref")
        }
        guard case let .number(v) = value.kind else { return .problem("its \"value\" is \(value.shortDescription), which is not a JSON number") }
        if zeroWithoutUnit, v == 0, case .string("") = unit.kind { return .value(make(0, units[0])) }
        guard case let .string(u) = unit.kind, units.contains(u) else {
            let extra = (kind == "dimension" && unit.shortDescription == "\"em\"") ? " (em is relative to a font size: lenient loads read it inside a typography token, --strict does not; or convert it to px or rem)" : ""
            return .problem("its unit \(unit.shortDescription) is not one of \(units.joined(separator: ", "))\(extra)")
        }
        return .value(make(v, u))
    }

    /// A JSON number; a numeric string or a percentage only when `lenient` (Tokens Studio types).
    static func number(_ node: JSONNode, lenient: Bool) -> Literal {
        switch node.kind {
        case let .number(v): return .value(.number(v))
        case let .string(s) where lenient: return ValueParsing.number(text: s).map { .value(.number($0)) } ?? .problem(nil)
        case .string: return .problem("a number is a JSON number, not a string")
        default: return .problem(nil)
        }
    }

    static func fontFamily(_ node: JSONNode) -> Literal {
        switch node.kind {
        case let .string(s) where !s.isEmpty: return .value(.fontFamily(s))
        case let .array(items) where !items.isEmpty:
            var names: [String] = []
            for (i, item) in items.enumerated() {
                guard case let .string(s) = item.kind, !s.isEmpty else { return .problem("item \(i) of the list is \(item.shortDescription); every item must be a font name") }
                names.append(s)
            }
            return .value(.fontFamily(names.joined(separator: ", ")))
        case .array: return .problem("the list of names is empty")
        default: return .problem(nil)
        }
    }

    /// 1...1000, or a DTCG name exactly as the format writes it when `exactNames`; Tokens Studio's
    /// spellings ("Bold", "SemiBold") otherwise.
    static func fontWeight(_ node: JSONNode, exactNames: Bool) -> Literal {
        switch node.kind {
        case let .number(v):
            guard (1...1000).contains(v) else { return .problem("\(format(v)) is outside 1...1000") }
            guard v == v.rounded() else { return .problem("Darkroom reads whole-number weights; \(format(v)) is not one") }
            return .value(.fontWeight(Int(v)))
        case let .string(name):
            if exactNames, Double(name) == nil {
                if let w = ValueParsing.dtcgWeightNames[name] { return .value(.fontWeight(w)) }
                let near = ValueParsing.dtcgWeightNames.keys.sorted().first { $0.lowercased() == name.lowercased() || editDistance($0, name.lowercased()) <= 1 }
                return .problem("the names are \(ValueParsing.dtcgWeightNames.keys.sorted().joined(separator: ", ")), spelled exactly\(near.map { " (did you mean \"\($0)\"?)" } ?? "")")
            }
            return ValueParsing.fontWeight(text: name).map { .value(.fontWeight($0)) } ?? .problem(nil)
        default: return .problem(nil)
        }
    }

    /// The DTCG stroke-style keywords (format module, "Stroke style").
    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]
}

extension String {
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
