import DarkroomCatalog
import DarkroomTokens
import SeedDesignSystem
import SwiftUI
import UIKit

extension SeedTextStyle {
    /// A typography token pair (`font.size.*`, `font.lineHeight.*`) in the base family and
    /// regular weight, with the font's own line height as the app reads it, `UIFont.lineHeight`
    /// (Darkroom's UIKit answers the bundled faces' metrics, equal to what the text engine
    /// measures: `UIKitBridgeTests.fontMetricsMatchTheTextEngine`).
    init(tokens t: ResolvedTokens, size sizePath: String, lineHeight linePath: String) {
        let family = t.fontFamily("font.family.base"), weight = t.fontWeight("font.weight.regular")
        let size = t.dimension(sizePath)
        let natural = UIFont(family: family, size: CGFloat(size), cssWeight: weight, italic: false).lineHeight
        self.init(font: SwiftUI.Font.custom(family, size: CGFloat(size)).weight(SwiftUI.Font.Weight(cssWeight: weight)),
                  lineHeight: CGFloat(t.dimension(linePath)), fontLineHeight: CGFloat(natural))
    }

    /// The tokens `init(tokens:size:lineHeight:)` reads besides the two it is given.
    static let baseTokens: [TokenRequirement] = [
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
    ]
}
