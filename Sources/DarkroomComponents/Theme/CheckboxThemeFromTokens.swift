import DarkroomCatalog
import DarkroomTokens
import SeedDesignSystem
import SwiftUI

/// Darkroom's side of the checkbox sections of the seed theme: built from one brand x theme's
/// resolved tokens, reading exactly the tokens each section declares.
extension SeedTheme.Checkbox {
    /// The token paths of one size in the seed's size table.
    private static func paths(_ size: CheckboxSize) -> (icon: String, inset: String, gap: String, radius: String, font: String, line: String) {
        switch size {
        case .sm: ("icon.size.050", "space.inset.050", "space.grouped.normal", "radius.subtle", "font.size.075", "font.lineHeight.075")
        case .md: ("icon.size.075", "space.inset.075", "space.grouped.normal", "radius.small", "font.size.100", "font.lineHeight.100")
        case .lg: ("icon.size.100", "space.inset.100", "space.grouped.loose", "radius.small", "font.size.125", "font.lineHeight.125")
        }
    }

    init(tokens t: ResolvedTokens) {
        func color(_ path: String) -> Color { Color(token: t.color(path)) }
        func length(_ path: String) -> CGFloat { CGFloat(t.dimension(path)) }
        var sizes: [CheckboxSize: Size] = [:]
        for size in CheckboxSize.allCases {
            let p = Self.paths(size)
            sizes[size] = Size(icon: length(p.icon), inset: length(p.inset), gap: length(p.gap), radius: length(p.radius),
                               label: SeedTextStyle(tokens: t, size: p.font, lineHeight: p.line))
        }
        self.init(
            sizes: sizes,
            legalLabel: SeedTextStyle(tokens: t, size: "font.size.075", lineHeight: "font.lineHeight.075"),
            legalGap: length("space.grouped.loose"),
            message: SeedTextStyle(tokens: t, size: "font.size.050", lineHeight: "font.lineHeight.050"),
            messageSpacing: length("space.grouped.tight"), borderWidth: length("border.emphasis"),
            pressedScale: CGFloat(t.number("scale.096")), minimumTapArea: length("tapArea.minimum"),
            selectedFill: color("color.feedback.select.background.rest"),
            selectedBorder: color("color.feedback.select.border.rest"),
            border: color("color.feedback.select.border.default"),
            errorBorder: color("color.feedback.error.border"), glyph: color("color.contrast.onDark"),
            text: color("color.text.default"), mutedText: color("color.text.muted"),
            errorText: color("color.feedback.error.text"))
    }

    static let tokens: [TokenRequirement] = {
        let dimensions = CheckboxSize.allCases.flatMap { size -> [String] in
            let p = paths(size)
            return [p.icon, p.inset, p.gap, p.radius, p.font, p.line]
        } + ["font.size.050", "font.lineHeight.050", "space.grouped.tight", "border.emphasis", "tapArea.minimum"]
        let colors = ["color.feedback.select.background.rest", "color.feedback.select.border.rest",
                      "color.feedback.select.border.default", "color.feedback.error.border", "color.contrast.onDark",
                      "color.text.default", "color.text.muted", "color.feedback.error.text"]
        return dimensions.uniqued().map { TokenRequirement($0, .dimension) } + colors.map { TokenRequirement($0, .color) }
            + [TokenRequirement("scale.096", .number)] + SeedTextStyle.baseTokens
    }()
}

extension SeedTheme.CheckboxViewTheme {
    init(tokens t: ResolvedTokens) {
        func color(_ path: String) -> Color { Color(token: t.color(path)) }
        func length(_ path: String) -> CGFloat { CGFloat(t.dimension(path)) }
        self.init(accent: color("color.accent"), checkmark: color("color.contrast.onDark"),
                  border: color("color.basic.55"), disabledBorder: color("color.basic.25"),
                  text: color("color.basic.50"), disabledText: color("color.basic.25"),
                  cornerRadius: length("radius.checkbox"), borderWidth: length("border.emphasis"),
                  gap: length("space.grouped.normal"), iconSize: length("icon.size.050"),
                  // The plan's body5R: Roboto 14 on a 16 line.
                  label: SeedTextStyle(tokens: t, size: "font.size.075", lineHeight: "font.lineHeight.body5R"))
    }

    static let tokens: [TokenRequirement] = [
        TokenRequirement("color.basic.25", .color), TokenRequirement("color.basic.50", .color),
        TokenRequirement("color.basic.55", .color), TokenRequirement("color.accent", .color),
        TokenRequirement("color.contrast.onDark", .color),
        TokenRequirement("radius.checkbox", .dimension), TokenRequirement("border.emphasis", .dimension),
        TokenRequirement("space.grouped.normal", .dimension), TokenRequirement("icon.size.050", .dimension),
        TokenRequirement("font.size.075", .dimension), TokenRequirement("font.lineHeight.body5R", .dimension),
    ] + SeedTextStyle.baseTokens
}

extension Array where Element: Hashable {
    /// The elements in order, without repeats.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
