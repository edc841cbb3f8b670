import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// Input-Checkbox-Base's three box sizes. Each names the tokens the seed's size table gives:
/// box = icon size + inset on each side (24/32/40), gap 8/8/12, label 14/16/18.
public enum CheckboxSize: String, AxisValueProtocol {
    case sm, md, lg

    var iconToken: String { ["icon.size.050", "icon.size.075", "icon.size.100"][index] }
    var insetToken: String { ["space.inset.050", "space.inset.075", "space.inset.100"][index] }
    var gapToken: String { self == .lg ? "space.grouped.loose" : "space.grouped.normal" }
    /// 2 for sm (radius.subtle), 4 for md and lg (radius.small).
    var radiusToken: String { self == .sm ? "radius.subtle" : "radius.small" }
    var labelSizeToken: String { ["font.size.075", "font.size.100", "font.size.125"][index] }
    var labelLineHeightToken: String { ["font.lineHeight.075", "font.lineHeight.100", "font.lineHeight.125"][index] }

    private var index: Int { Self.allCases.firstIndex(of: self)! }

    /// The box's side: the icon plus its inset on both sides.
    func side(_ t: ResolvedTokens) -> Double { t.dimension(iconToken) + 2 * t.dimension(insetToken) }

    /// Every token a size reads, for the components' requirement lists.
    static let tokens: [TokenRequirement] = allCases.flatMap {
        [$0.iconToken, $0.insetToken, $0.gapToken, $0.radiusToken, $0.labelSizeToken, $0.labelLineHeightToken]
    }.uniqued().map { TokenRequirement($0, .dimension) }
}

/// Checked state of a checkbox. Input-Checkbox-Legal shares it and declares `indeterminate`
/// impossible (seed requirement 9.10), so the matrix skips that combination.
public enum CheckboxState: String, AxisValueProtocol {
    case unchecked, checked, indeterminate

    /// The glyph inside a filled box.
    var icon: String? {
        switch self {
        case .unchecked: return nil
        case .checked: return "check"
        case .indeterminate: return "minus"
        }
    }

    /// What assistive technology announces. The seed says "partially checked" for the
    /// indeterminate state; "mixed" is the ARIA/AT state name the manifest records.
    var accessibilityValue: String {
        switch self {
        case .unchecked: return "unchecked"
        case .checked: return "checked"
        case .indeterminate: return "mixed"
        }
    }
}

/// The text under a checkbox row: none, helper text, or an error message (which also turns
/// the box's border to the error colour).
public enum CheckboxMessage: String, AxisValueProtocol { case nomessage, helper, error }

/// The square box of Input-Checkbox-Base and -Legal: a rounded rectangle with a 2 px inside
/// border, filled with the select colour and holding a check or minus glyph when not
/// unchecked. Pressing scales the box (not the label) to `scale.096`.
struct CheckboxBox: View {
    var size: CheckboxSize
    var state: CheckboxState
    var hasError: Bool
    var pressed: Bool
    var t: ResolvedTokens

    static let tokens: [TokenRequirement] = [
        TokenRequirement("border.emphasis", .dimension),
        TokenRequirement("color.feedback.select.background.rest", .color),
        TokenRequirement("color.feedback.select.border.rest", .color),
        TokenRequirement("color.feedback.select.border.default", .color),
        TokenRequirement("color.feedback.error.border", .color),
        TokenRequirement("color.contrast.onDark", .color),
        TokenRequirement("scale.096", .number),
    ]
    static let icons = ["check", "minus"]

    var node: Node {
        let side = size.side(t)
        let filled = state != .unchecked
        // The error border wins over the checked border: the seed turns the border red
        // whenever an error message is shown, whatever the state.
        let border = hasError ? t.color("color.feedback.error.border")
            : filled ? t.color("color.feedback.select.border.rest") : t.color("color.feedback.select.border.default")
        return ZStack {
            Shape(.roundedRectangle(cornerRadius: t.dimension(size.radiusToken)))
                .fill(filled ? t.color("color.feedback.select.background.rest") : nil)
                .strokeBorder(border, lineWidth: t.dimension("border.emphasis"))
                .id("shape")
            if let icon = state.icon {
                Icon(icon, size: t.dimension(size.iconToken), tint: t.color("color.contrast.onDark")).id("icon")
            }
        }
        .frame(width: side, height: side)
        .scaleEffect(pressed ? t.number("scale.096") : 1)
    }
}

/// Helper or error text under a checkbox row, indented by the box and the gap so it lines
/// up with the label (on the logical leading side, so on the right in RTL).
struct CheckboxMessageText: View {
    var message: CheckboxMessage
    var helper: String
    var error: String
    var indent: Double
    var t: ResolvedTokens

    static let tokens: [TokenRequirement] = [
        TokenRequirement("font.size.050", .dimension), TokenRequirement("font.lineHeight.050", .dimension),
        TokenRequirement("color.text.muted", .color), TokenRequirement("color.feedback.error.text", .color),
    ]

    var text: String? {
        switch message {
        case .nomessage: return nil
        case .helper: return helper
        case .error: return error
        }
    }

    var node: Node {
        guard let text else { return .empty }
        let font = Font(family: t.fontFamily("font.family.base"), weight: t.fontWeight("font.weight.regular"),
                        size: t.dimension("font.size.050"), lineHeight: t.dimension("font.lineHeight.050"))
        return Text(text).font(font)
            .foregroundColor(t.color(message == .error ? "color.feedback.error.text" : "color.text.muted"))
            .padding(.leading, indent)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, without repeats.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
