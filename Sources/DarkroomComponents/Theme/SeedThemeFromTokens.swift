import DarkroomCatalog
import DarkroomTokens
import SeedDesignSystem
import SwiftUI

/// Darkroom's side of the seed theme: the `SeedTheme` the components read, built from one
/// brand x theme's resolved DTCG tables. The app builds the same value from its generated
/// constants; this file is the token-to-theme mapping, and the only place that knows token paths.
extension SeedTheme {
    init(tokens t: ResolvedTokens) {
        func color(_ path: String) -> Color { Color(token: t.color(path)) }
        func length(_ path: String) -> CGFloat { CGFloat(t.dimension(path)) }
        var buttonIcon: [ButtonIconSize: (icon: CGFloat, inset: CGFloat)] = [:]
        for (size, name) in [(ButtonIconSize.small, "small"), (.medium, "medium"), (.large, "large")] {
            buttonIcon[size] = (length("buttonIcon.icon." + name), length("buttonIcon.inset." + name))
        }
        self.init(
            colors: Colors(primary: color("color.primary"), onPrimary: color("color.contrast.onPrimary")),
            metrics: Metrics(hairline: length("border.width.100"), recommendedTapArea: length("tapArea.recommended"),
                             focusBuffer: length("focus.buffer"), buttonIcon: buttonIcon,
                             buttonIconPressedScale: CGFloat(t.number("scale.097"))))
    }

    /// Every token the mapping reads: a component that draws with the theme declares these, so
    /// the render index re-renders it when one changes, and a brand missing one is refused.
    static let tokens: [TokenRequirement] = [
        TokenRequirement("color.primary", .color), TokenRequirement("color.contrast.onPrimary", .color),
        TokenRequirement("border.width.100", .dimension), TokenRequirement("tapArea.recommended", .dimension),
        TokenRequirement("focus.buffer", .dimension), TokenRequirement("scale.097", .number),
    ] + ["small", "medium", "large"].flatMap {
        [TokenRequirement("buttonIcon.icon." + $0, .dimension), TokenRequirement("buttonIcon.inset." + $0, .dimension)]
    }
}
