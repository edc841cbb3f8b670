import DarkroomCatalog
import DarkroomTokens
import SeedDesignSystem
import SwiftUI

/// Darkroom's side of Chip-Base's theme section: built from one brand x theme's resolved
/// tokens, reading exactly `SeedTheme.Chip.tokens` (what ChipBase declares).
extension SeedTheme.Chip {
    init(tokens t: ResolvedTokens) {
        let surface = t.color("color.structure.surface")
        let pressed = t.color("color.blend.pressed").over(surface)
        self.init(
            paddingBlock: CGFloat(t.dimension("space.075")), paddingInline: CGFloat(t.dimension("space.150")),
            gap: CGFloat(t.dimension("space.050")), iconSize: CGFloat(t.dimension("icon.size.075")),
            borderWidth: CGFloat(t.dimension("border.width.100")),
            label: SeedTextStyle(tokens: t, size: "font.size.075", lineHeight: "font.lineHeight.075"),
            minimumTapArea: CGFloat(t.dimension("tapArea.recommended")),
            surface: Color(token: surface),
            surfacePressed: Color(token: pressed),
            border: Color(token: t.color("color.structure.border")),
            borderPressed: Color(token: t.color("color.action.primary")),
            text: Color(token: t.color("color.text.default")))
    }

    static let tokens: [TokenRequirement] = [
        TokenRequirement("space.075", .dimension), TokenRequirement("space.150", .dimension),
        TokenRequirement("space.050", .dimension), TokenRequirement("icon.size.075", .dimension),
        TokenRequirement("border.width.100", .dimension), TokenRequirement("tapArea.recommended", .dimension),
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
        TokenRequirement("font.size.075", .dimension), TokenRequirement("font.lineHeight.075", .dimension),
        TokenRequirement("color.structure.surface", .color), TokenRequirement("color.structure.border", .color),
        TokenRequirement("color.text.default", .color), TokenRequirement("color.action.primary", .color),
        TokenRequirement("color.blend.pressed", .color),
    ]
}
