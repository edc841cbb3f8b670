/// The members of each DTCG composite type and what each must be (format module, "Composite
/// types"), in both dialects.
enum MemberRule: Sendable {
    case typed(TokenType)
    /// Typography `lineHeight`: a number (a multiple of the font size). The drafts also write a
    /// dimension in px, a percentage or em (see `AliasResolver.lineHeight`).
    case lineHeight
    /// Typography `letterSpacing`: a dimension; the drafts also write em and percentages of the
    /// font size, resolved against `fontSize` once the typography is read.
    case letterSpacing
    /// An array of one type (strokeStyle `dashArray`).
    case listOf(TokenType)
    /// A JSON `true` or `false` (shadow `inset`).
    case boolean
    /// One of these strings (strokeStyle `lineCap`).
    case keyword([String])
}

enum CompositeSchema {
    static func members(of type: TokenType, dialect: TokenDialect) -> [String: MemberRule] {
        switch type {
        case .typography:
            return ["fontFamily": .typed(.fontFamily), "fontSize": .typed(.dimension),
                    "fontWeight": .typed(.fontWeight), "letterSpacing": .letterSpacing, "lineHeight": .lineHeight]
        case .border:
            return ["color": .typed(.color), "width": .typed(.dimension), "style": .typed(.strokeStyle)]
        case .shadow:
            var rules: [String: MemberRule] = ["color": .typed(.color), "offsetX": .typed(.dimension), "offsetY": .typed(.dimension),
                                               "blur": .typed(.dimension), "spread": .typed(.dimension), "inset": .boolean]
            // Tokens Studio's names for offsetX/offsetY.
            if dialect == .draft { rules["x"] = .typed(.dimension); rules["y"] = .typed(.dimension) }
            return rules
        case .transition:
            return ["duration": .typed(.duration), "delay": .typed(.duration), "timingFunction": .typed(.cubicBezier)]
        case .gradient:
            return ["color": .typed(.color), "position": .typed(.number)]
        case .strokeStyle:
            return ["dashArray": .listOf(.dimension), "lineCap": .keyword(ScalarValues.lineCaps)]
        default:
            return [:]
        }
    }

    /// Members a value must have. 2025.10 requires every member but shadow `inset`; the drafts
    /// and the tools that follow them leave some out, so only those a value cannot do without
    /// are required there (a typo such as "fontsize" is still caught).
    static func required(of type: TokenType, dialect: TokenDialect) -> [String] {
        switch (type, dialect) {
        case (.typography, .dtcg2025): return ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        case (.typography, .draft): return ["fontFamily", "fontSize", "fontWeight"]
        case (.border, .dtcg2025): return ["color", "width", "style"]
        case (.border, .draft): return ["color", "width"]
        case (.shadow, .dtcg2025): return ["color", "offsetX", "offsetY", "blur", "spread"]
        case (.transition, .dtcg2025): return ["duration", "delay", "timingFunction"]
        case (.transition, .draft): return ["duration"]
        case (.gradient, _): return ["color", "position"]
        case (.strokeStyle, .dtcg2025): return ["dashArray", "lineCap"]
        case (.strokeStyle, .draft): return ["dashArray"]
        default: return []
        }
    }

    /// Types whose value may be a list of the object form (layered shadows, gradient stops).
    static func isListOfObjects(_ type: TokenType) -> Bool { type == .shadow || type == .gradient }
}
