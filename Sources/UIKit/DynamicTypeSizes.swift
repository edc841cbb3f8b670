import Foundation

/// iOS's text style point sizes at every Dynamic Type size: Apple's Human Interface
/// Guidelines, "Typography", "Dynamic Type sizes" (iOS, iPadOS), the same table Xcode's
/// Accessibility Inspector shows. Rows follow `UIContentSizeCategory.ordered` (xSmall to AX5);
/// columns are the eleven text styles in `UIFont.TextStyle.ordered`. `UIFontMetrics`, SwiftUI's
/// text styles and `@ScaledMetric` all read this one table.
package enum DynamicTypeSizes {
    //                    largeTitle title1 title2 title3 headline body callout subhead footnote caption1 caption2
    static let table: [[Double]] = [
        /* xSmall   */ [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        /* small    */ [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        /* medium   */ [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        /* large    */ [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        /* xLarge   */ [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        /* xxLarge  */ [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        /* xxxLarge */ [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        /* AX1      */ [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        /* AX2      */ [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        /* AX3      */ [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        /* AX4      */ [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        /* AX5      */ [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    /// The point size of `style` at `category` (an unspecified category is Large).
    package static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> Double {
        table[category.index][style.column]
    }

    /// How much `category` scales values relative to `style`: its size there over its size at
    /// Large. UIFontMetrics scales a value by the same ratio as the style's font.
    package static func scale(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> Double {
        pointSize(style, category) / pointSize(style, .large)
    }
}
