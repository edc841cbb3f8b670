/// The members of each DTCG composite type and the type each member must have
/// (format module §9). Members not listed are kept as written (Tokens Studio adds
/// `paragraphSpacing`, `textCase`, shadow `type`...).
enum MemberRule: Sendable {
    case typed(TokenType)
    /// Typography `lineHeight`: a number (multiple of the font size) per DTCG, or a dimension
    /// in px, which is how the seed design system and many Figma exports write it.
    case lineHeight
    /// An array of one type (strokeStyle `dashArray`).
    case listOf(TokenType)
}

enum CompositeSchema {
    static func members(of type: TokenType) -> [String: MemberRule] {
        switch type {
        case .typography:
            return ["fontFamily": .typed(.fontFamily), "fontSize": .typed(.dimension),
                    "fontWeight": .typed(.fontWeight), "letterSpacing": .typed(.dimension),
                    "lineHeight": .lineHeight]
        case .border:
            return ["color": .typed(.color), "width": .typed(.dimension), "style": .typed(.strokeStyle)]
        case .shadow:
            // x/y are Tokens Studio's names for offsetX/offsetY.
            return ["color": .typed(.color), "offsetX": .typed(.dimension), "offsetY": .typed(.dimension),
                    "x": .typed(.dimension), "y": .typed(.dimension),
                    "blur": .typed(.dimension), "spread": .typed(.dimension)]
        case .transition:
            return ["duration": .typed(.duration), "delay": .typed(.duration), "timingFunction": .typed(.cubicBezier)]
        case .gradient:
            return ["color": .typed(.color), "position": .typed(.number)]
        case .strokeStyle:
            return ["dashArray": .listOf(.dimension)]
        default:
            return [:]
        }
    }

    /// Members a value of this type must have, so a typo ("fontsize") is caught at load.
    static func required(of type: TokenType) -> [String] {
        switch type {
        case .typography: return ["fontFamily", "fontSize", "fontWeight"]
        case .border: return ["color", "width"]
        case .transition: return ["duration"]
        case .gradient: return ["color", "position"]
        default: return []
        }
    }

    /// Types whose value may be a list of the object form (layered shadows, gradient stops).
    static func isListOfObjects(_ type: TokenType) -> Bool { type == .shadow || type == .gradient }
}
