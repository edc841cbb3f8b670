import DarkroomFiles
import DarkroomGeometry
import Foundation

/// Literal (alias-free) values of the scalar DTCG types, in every form the common tools write.
///
/// Units are normalised here once, so nothing downstream sees "rem" or "s":
/// dimensions become px (1rem = 16px, the browser default the tools assume),
/// durations become milliseconds. A bare number (or numeric string) is px or ms: Style
/// Dictionary and Tokens Studio both write unitless sizes.
enum ValueParsing {
    static let remInPixels = 16.0

    static func dimension(_ node: JSONNode) -> Double? {
        switch node.kind {
        case let .number(v): return v
        case let .string(s): return dimension(text: s)
        case .object: return unitObject(node, units: ["px": 1, "rem": remInPixels])
        default: return nil
        }
    }

    static func dimension(text: String) -> Double? {
        quantity(text, units: ["px": 1, "rem": remInPixels, "": 1])
    }

    static func duration(_ node: JSONNode) -> Double? {
        switch node.kind {
        case let .number(v): return v
        case let .string(s): return duration(text: s)
        case .object: return unitObject(node, units: ["ms": 1, "s": 1000])
        default: return nil
        }
    }

    static func duration(text: String) -> Double? {
        quantity(text, units: ["ms": 1, "s": 1000, "": 1])
    }

    /// A JSON number; a numeric string or a percentage only when `lenient` (Tokens Studio).
    static func number(_ node: JSONNode, lenient: Bool) -> Double? {
        switch node.kind {
        case let .number(v): return v
        case let .string(s) where lenient: return number(text: s)
        default: return nil
        }
    }

    static func number(text: String) -> Double? {
        let s = text.trimmingWhitespaces
        if s.hasSuffix("%"), let v = Double(s.dropLast()) { return v / 100 }
        return Double(s)
    }

    static func fontFamily(_ node: JSONNode) -> String? {
        switch node.kind {
        case let .string(s) where !s.isEmpty: return s
        case let .array(items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard case let .string(s) = item.kind else { return nil }
                names.append(s)
            }
            return names.joined(separator: ", ")
        default: return nil
        }
    }

    static func fontWeight(_ node: JSONNode) -> Int? {
        switch node.kind {
        case let .number(v): return weight(v)
        case let .string(s): return fontWeight(text: s)
        default: return nil
        }
    }

    static func fontWeight(text: String) -> Int? {
        if let v = Double(text) { return weight(v) }
        let key = text.lowercased().filter { $0 != "-" && $0 != " " && $0 != "_" }
        return weightNames[key]
    }

    private static func weight(_ v: Double) -> Int? {
        (1...1000).contains(v) && v == v.rounded() ? Int(v) : nil
    }

    /// The DTCG font-weight names exactly as the format module writes them (§8.4).
    static let dtcgWeightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// The DTCG font-weight names (format module §8.4), with the spellings Figma and Tokens Studio use.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semibold": 600, "demibold": 600,
        "bold": 700,
        "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    /// `{"value": 16, "unit": "px"}`, the DTCG 2025.10 form of dimensions and durations.
    private static func unitObject(_ node: JSONNode, units: [String: Double]) -> Double? {
        guard case let .number(v)? = node["value"]?.kind, case let .string(u)? = node["unit"]?.kind,
              let factor = units[u] else { return nil }
        return v * factor
    }

    /// A number followed by one of `units` ("" allows a bare number).
    private static func quantity(_ text: String, units: [String: Double]) -> Double? {
        let s = text.trimmingWhitespaces
        let split = s.firstIndex { $0.isLetter || $0 == "%" } ?? s.endIndex
        guard let v = Double(s[..<split]), let factor = units[String(s[split...])] else { return nil }
        return v * factor
    }

    /// Reads a value of another type (an untyped or Tokens Studio token) as `type`, if it fits.
    static func reparse(_ kind: JSONNode.Kind, as type: TokenType, lenient: Bool) -> TokenValue? {
        let node = JSONNode(kind: kind, line: 0, column: 0)
        switch type {
        case .color: return ColorParsing.color(node).map(TokenValue.color)
        case .dimension: return dimension(node).map(TokenValue.dimension)
        case .number: return number(node, lenient: lenient).map(TokenValue.number)
        case .fontFamily: return fontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node).map(TokenValue.fontWeight)
        case .duration: return duration(node).map(TokenValue.duration)
        default: return nil
        }
    }

    /// The type a literal has when no `$type` applies.
    static func inferredType(_ node: JSONNode) -> TokenType {
        switch node.kind {
        case let .string(s):
            if s.hasPrefix("#"), Color(hex: s) != nil { return .color }
            if s.hasSuffix("px") || s.hasSuffix("rem"), dimension(text: s) != nil { return .dimension }
            if s.hasSuffix("ms") || s.hasSuffix("s"), duration(text: s) != nil { return .duration }
            return .other
        case .number: return .number
        case .object:
            if node["colorSpace"] != nil, ColorParsing.color(node) != nil { return .color }
            if dimension(node) != nil { return .dimension }
            if duration(node) != nil { return .duration }
            return .other
        default: return .other
        }
    }

    /// The accepted forms of `type` in `dialect`, for error messages.
    static func forms(of type: TokenType, dialect: TokenDialect = .draft) -> String {
        let strict = dialect == .dtcg2025
        switch type {
        case .color:
            return strict ? "a colour as {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a, \"hex\": \"#rrggbb\"} (alpha and hex optional)"
                : "a colour: \"#RRGGBB\", \"#RRGGBBAA\", \"#RGB\", rgb()/rgba(), or {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a}"
        case .dimension:
            return strict ? "a dimension as {\"value\": 16, \"unit\": \"px\"} (unit px or rem)"
                : "a dimension: \"16px\", \"1rem\", a number of px, or {\"value\": 16, \"unit\": \"px\"}"
        case .number: return "a JSON number"
        case .fontFamily: return "a font family name, or an array of names"
        case .fontWeight: return "a font weight: 1-1000, or a name such as \"regular\", \"medium\", \"bold\""
        case .duration:
            return strict ? "a duration as {\"value\": 150, \"unit\": \"ms\"} (unit ms or s)"
                : "a duration: \"150ms\", \"0.15s\", or {\"value\": 150, \"unit\": \"ms\"}"
        case .cubicBezier: return "an array of four numbers [x1, y1, x2, y2], x1 and x2 in 0...1"
        case .strokeStyle: return "a stroke style keyword (\(ScalarValues.strokeKeywords.joined(separator: ", "))) or {\"dashArray\": [...], \"lineCap\": \"round\"}"
        default: return "an object with the \(type.rawValue) members (\(CompositeSchema.members(of: type, dialect: dialect).keys.sorted().joined(separator: ", ")))"
        }
    }
}
