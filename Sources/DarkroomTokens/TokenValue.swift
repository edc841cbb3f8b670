import DarkroomGeometry

/// A fully resolved token value: no aliases, units normalised.
///
/// Dimensions are in px (1rem = 16px), durations in milliseconds, colours are 8-bit sRGB with
/// straight alpha (the `Color` the Scene and the PNG use, so a test can compare a token with a
/// pixel exactly). Composite values (typography, border, shadow...) hold their members by name.
public enum TokenValue: Hashable, Sendable, CustomStringConvertible {
    case color(Color)
    /// px
    case dimension(Double)
    case number(Double)
    /// One family, or a CSS-style fallback list joined with ", " (Pango reads both).
    case fontFamily(String)
    /// 1...1000
    case fontWeight(Int)
    /// milliseconds
    case duration(Double)
    case composite([String: TokenValue])
    /// Arrays: gradient stops, cubic Bézier control points, layered shadows, dash arrays.
    case list([TokenValue])
    /// Kept as written: a value of an unknown `$type`, or a Tokens Studio expression we do not evaluate.
    case raw(String)
    /// A length relative to the font size (`0.05em`), as the drafts and Figma write letter
    /// spacing. A typography token turns it into px against its own `fontSize`; read anywhere
    /// else it is an error (`ResolvedTokens.check`), since there is no font size to multiply by.
    case em(Double)

    /// The text an expression substitutes for an alias to this value (`4px`, `#RRGGBBAA`...).
    public var description: String {
        switch self {
        case let .color(c): return c.hex
        case let .dimension(v): return format(v) + "px"
        case let .number(v): return format(v)
        case let .fontFamily(s): return s
        case let .fontWeight(w): return String(w)
        case let .duration(v): return format(v) + "ms"
        case let .composite(m):
            return "{" + m.keys.sorted().map { "\($0): \(m[$0]!)" }.joined(separator: ", ") + "}"
        case let .list(items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case let .raw(s): return s
        case let .em(v): return format(v) + "em"
        }
    }

    /// The type this value has when nothing else is known (used for `.other` members).
    var naturalType: TokenType {
        switch self {
        case .color: return .color
        case .dimension, .em: return .dimension
        case .number: return .number
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .composite, .list, .raw: return .other
        }
    }
}

extension TokenValue {
    /// The largest length (px) or duration (ms) read: far past any canvas (16,384 px a side),
    /// and small enough that every later conversion to an integer or a pixel size is safe.
    static let maxMagnitude = 1e9

    /// Why the value (or a member of it) is out of range, nil when it is in range: checked
    /// when a token is resolved, before anything converts it.
    var outOfRange: String? {
        switch self {
        case let .dimension(v), let .em(v), let .duration(v):
            return v.isFinite && abs(v) <= Self.maxMagnitude ? nil : "\(String(v)) \(self.isDuration ? "ms" : self.isEm ? "em" : "px"), out of range"
        case let .number(v):
            return v.isFinite ? nil : "the number \(String(v)), which is not finite"
        case let .composite(members):
            for key in members.keys.sorted() { if let p = members[key]!.outOfRange { return p + " (member \(key))" } }
            return nil
        case let .list(items):
            for (i, item) in items.enumerated() { if let p = item.outOfRange { return p + " (item \(i))" } }
            return nil
        case .color, .fontFamily, .fontWeight, .raw: return nil
        }
    }

    private var isDuration: Bool { if case .duration = self { return true } else { return false } }
    private var isEm: Bool { if case .em = self { return true } else { return false } }
}

/// Shortest text for a Double: `4` rather than `4.0`, `0.96` as is.
func format(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(v)
}
