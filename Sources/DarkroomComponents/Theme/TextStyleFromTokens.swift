import DarkroomCatalog
import DarkroomTokens
import SeedDesignSystem
import SwiftUI
import enum DarkroomLayout.Node
import struct DarkroomLayout.Font

extension SeedTextStyle {
    /// A typography token pair (`font.size.*`, `font.lineHeight.*`) in the base family and
    /// regular weight, with the font's own line height measured by the text engine drawing it:
    /// what the app reads from `UIFont.lineHeight`.
    init(tokens t: ResolvedTokens, size sizePath: String, lineHeight linePath: String) {
        let family = t.fontFamily("font.family.base"), weight = t.fontWeight("font.weight.regular")
        let size = t.dimension(sizePath)
        let natural = FontLineHeights.natural(DarkroomLayout.Font(family: family, weight: weight, size: size))
        self.init(font: SwiftUI.Font.custom(family, size: CGFloat(size)).weight(SwiftUI.Font.Weight(cssWeight: weight)),
                  lineHeight: CGFloat(t.dimension(linePath)), fontLineHeight: CGFloat(natural))
    }

    /// The tokens `init(tokens:size:lineHeight:)` reads besides the two it is given.
    static let baseTokens: [TokenRequirement] = [
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
    ]
}
