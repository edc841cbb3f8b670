import DarkroomLayout
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem

// The token-to-theme mapping: each section of the seed design system's `Theme` for one
// brand and colour theme, built from the resolved DTCG table as the app's token build would
// make it. Each reads exactly the tokens its component declares (the render index
// re-renders a component when one of them changes).

extension Theme.Chip {
    /// From `ChipBase.tokens`.
    public init(tokens t: ResolvedTokens) {
        self.init()
        paddingBlock = t.dimension("space.075")
        paddingInline = t.dimension("space.150")
        gap = t.dimension("space.050")
        iconSize = t.dimension("icon.size.075")
        borderWidth = t.dimension("border.width.100")
        label = Theme.TextStyle(
            font: DarkroomUI.Font.custom(t.fontFamily("font.family.base"), size: t.dimension("font.size.075"))
                .weight(DarkroomUI.Font.Weight(cssWeight: t.fontWeight("font.weight.regular"))),
            lineHeight: t.dimension("font.lineHeight.075"))
        let surface = t.color("color.structure.surface")
        self.surface = DarkroomUI.Color(token: surface)
        border = DarkroomUI.Color(token: t.color("color.structure.border"))
        text = DarkroomUI.Color(token: t.color("color.text.default"))
        actionPrimary = DarkroomUI.Color(token: t.color("color.action.primary"))
        surfacePressed = DarkroomUI.Color(token: t.color("color.blend.pressed").over(surface))
    }
}

extension Theme.ButtonIconStyle {
    /// From `ButtonIcon.tokens` (its own icon scale `buttonIcon.icon.*`, see ButtonIcon.swift).
    public init(tokens t: ResolvedTokens) {
        self.init()
        func metrics(_ size: String) -> Metrics {
            Metrics(icon: t.dimension("buttonIcon.icon." + size), inset: t.dimension("buttonIcon.inset." + size))
        }
        small = metrics("small")
        medium = metrics("medium")
        large = metrics("large")
        borderWidth = t.dimension("border.width.100")
        tapArea = t.dimension("tapArea.recommended")
        focusBuffer = t.dimension("focus.buffer")
        pressedScale = t.number("scale.097")
        primary = DarkroomUI.Color(token: t.color("color.primary"))
        onPrimary = DarkroomUI.Color(token: t.color("color.contrast.onPrimary"))
    }
}

extension DarkroomUI.Color {
    /// A token colour as a SwiftUI colour: 8-bit channels over 255, which DarkroomUI draws back
    /// to the same bytes.
    init(token c: DarkroomLayout.Color) {
        self.init(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255,
                  opacity: Double(c.alpha) / 255)
    }
}

extension DarkroomUI.Font.Weight {
    /// A DTCG font weight (100...900) as SwiftUI's named weight.
    init(cssWeight: Int) {
        let weights: [DarkroomUI.Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        self = weights[min(max(cssWeight / 100, 1), 9) - 1]
    }
}
