import Foundation

/// Scales fonts and lengths with Dynamic Type relative to a text style, as UIKit's
/// `UIFontMetrics`: by the ratio of the style's point size at the traits' content size to its
/// size at Large (`DynamicTypeSizes`). Without traits, UIKit scales for the current traits,
/// which outside a view are iOS's defaults (Large): the value comes back unchanged.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Body's metrics.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * CGFloat(DynamicTypeSizes.scale(textStyle, (traitCollection ?? .current).preferredContentSizeCategory))
    }

    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: nil)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }
}
