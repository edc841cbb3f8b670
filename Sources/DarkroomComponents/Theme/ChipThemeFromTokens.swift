import DarkroomCatalog
import DarkroomTokens
import SeedDesignSystem
import SwiftUI

/// Darkroom's side of Chip-Base's theme section: built from one brand x theme's resolved
/// tokens, reading exactly `SeedTheme.Chip.tokens` (what ChipBase declares).
extension SeedTheme.Chip {
    init(tokens t: ResolvedTokens) {
        func color(_ c: (red: Double, green: Double, blue: Double, opacity: Double)) -> Color {
            Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        }
        let weight = Font.Weight(cssWeight: t.fontWeight("font.weight.regular"))
        let surface = t.color("color.structure.surface")
        let pressed = t.color("color.blend.pressed").over(surface)
        self.init(
            paddingBlock: CGFloat(t.dimension("space.075")), paddingInline: CGFloat(t.dimension("space.150")),
            gap: CGFloat(t.dimension("space.050")), iconSize: CGFloat(t.dimension("icon.size.075")),
            borderWidth: CGFloat(t.dimension("border.width.100")),
            labelFont: Font.custom(t.fontFamily("font.family.base"), size: CGFloat(t.dimension("font.size.075"))).weight(weight),
            labelLineHeight: CGFloat(t.dimension("font.lineHeight.075")),
            surface: color(t.colorComponents("color.structure.surface")),
            surfacePressed: Color(red: Double(pressed.red) / 255, green: Double(pressed.green) / 255,
                                  blue: Double(pressed.blue) / 255, opacity: Double(pressed.alpha) / 255),
            border: color(t.colorComponents("color.structure.border")),
            borderPressed: color(t.colorComponents("color.action.primary")),
            text: color(t.colorComponents("color.text.default")))
    }

    static let tokens: [TokenRequirement] = [
        TokenRequirement("space.075", .dimension), TokenRequirement("space.150", .dimension),
        TokenRequirement("space.050", .dimension), TokenRequirement("icon.size.075", .dimension),
        TokenRequirement("border.width.100", .dimension),
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
        TokenRequirement("font.size.075", .dimension), TokenRequirement("font.lineHeight.075", .dimension),
        TokenRequirement("color.structure.surface", .color), TokenRequirement("color.structure.border", .color),
        TokenRequirement("color.text.default", .color), TokenRequirement("color.action.primary", .color),
        TokenRequirement("color.blend.pressed", .color),
    ]
}
