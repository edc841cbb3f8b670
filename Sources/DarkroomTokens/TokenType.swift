/// The kind of a token, from its `$type` (declared on the token or inherited from a group).
///
/// The DTCG types are checked strictly. Tokens Studio writes its own type names ("sizing",
/// "spacing", "fontWeights", ...); those map to the DTCG type they mean, but leniently: a value
/// that does not fit (a percentage, a math expression we cannot evaluate) is kept as `.raw`
/// with type `.other` instead of failing the load, since such files routinely hold them.
/// A component that needs the token still fails `check`, with the token named.
public enum TokenType: String, Sendable, Codable, Hashable, CaseIterable {
    case color, dimension, number, fontFamily, fontWeight, duration
    case cubicBezier, strokeStyle
    case typography, border, shadow, transition, gradient
    /// A group of values with no DTCG schema (Tokens Studio "composition").
    case composite
    /// Anything else: kept as written (`.raw`, `.number`, lists or objects of those).
    case other

    /// Types whose value is an object or list of sub-values.
    public var isComposite: Bool {
        switch self {
        case .typography, .border, .shadow, .transition, .gradient, .composite: return true
        default: return false
        }
    }
}

/// A `$type` as written, with the type it maps to and whether it is checked strictly.
struct DeclaredType: Sendable, Hashable {
    var name: String
    var type: TokenType
    var strict: Bool

    init(name: String, type: TokenType, strict: Bool) {
        self.name = name; self.type = type; self.strict = strict
    }

    init(_ name: String) {
        self.name = name
        if let t = DeclaredType.dtcg[name] {
            type = t; strict = true
        } else {
            type = DeclaredType.tokensStudio[name] ?? .other
            strict = false
        }
    }

    /// The types of the DTCG format module (2025.10), by their `$type` name.
    static let dtcg: [String: TokenType] = [
        "color": .color, "dimension": .dimension, "number": .number, "fontFamily": .fontFamily,
        "fontWeight": .fontWeight, "duration": .duration, "cubicBezier": .cubicBezier,
        "strokeStyle": .strokeStyle, "typography": .typography, "border": .border,
        "shadow": .shadow, "transition": .transition, "gradient": .gradient,
    ]

    /// Tokens Studio types with no DTCG meaning that are read as written (kept raw).
    static let tokensStudioRaw: Set<String> = ["textCase", "textDecoration", "other", "asset", "boolean", "text", "math", "paragraphSpacing"]

    /// `$type`s Terrazzo reads that DTCG 2025.10 does not define: kept as written, refused by
    /// strict loads.
    static let lenientOnly: Set<String> = ["string", "link"]

    /// Whether `name` is a `$type` Darkroom reads: DTCG's, or Tokens Studio's (mapped or kept raw).
    static func isKnown(_ name: String) -> Bool {
        dtcg[name] != nil || tokensStudio[name] != nil || tokensStudioRaw.contains(name) || lenientOnly.contains(name)
    }

    /// Tokens Studio and Style Dictionary type names with an obvious DTCG meaning.
    static let tokensStudio: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension,
        "borderWidth": .dimension, "fontSizes": .dimension, "fontSize": .dimension,
        "size": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight,
        "opacity": .number, "lineHeights": .number, "lineHeight": .number,
        "boxShadow": .shadow, "composition": .composite,
    ]
}
