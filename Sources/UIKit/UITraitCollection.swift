import Foundation

/// The traits a view is drawn under, as UIKit's `UITraitCollection`: a dynamic colour's
/// provider, `UIFontMetrics` and `preferredFont(forTextStyle:compatibleWith:)` read them.
/// Darkroom builds one per view from the SwiftUI environment (colour scheme, direction,
/// Dynamic Type size, display scale) of the variant being rendered.
///
/// A collection made with one trait leaves the others unspecified, and
/// `init(traitsFrom:)` merges specified traits, later collections winning, as UIKit does.
open class UITraitCollection: NSObject, @unchecked Sendable {
    var style: UIUserInterfaceStyle?
    var direction: UITraitEnvironmentLayoutDirection?
    var contentSize: UIContentSizeCategory?
    var scale: CGFloat?
    var level: UIUserInterfaceLevel?
    var contrast: UIAccessibilityContrast?

    public override init() {}

    public init(userInterfaceStyle: UIUserInterfaceStyle) { style = userInterfaceStyle }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { direction = layoutDirection }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { contentSize = preferredContentSizeCategory }
    public init(displayScale scale: CGFloat) { self.scale = scale }
    public init(userInterfaceLevel: UIUserInterfaceLevel) { level = userInterfaceLevel }
    public init(accessibilityContrast: UIAccessibilityContrast) { contrast = accessibilityContrast }

    public init(traitsFrom traitCollections: [UITraitCollection]) {
        for t in traitCollections {
            if let v = t.style, v != .unspecified { style = v }
            if let v = t.direction, v != .unspecified { direction = v }
            if let v = t.contentSize, v != .unspecified { contentSize = v }
            if let v = t.scale, v != 0 { scale = v }
            if let v = t.level, v != .unspecified { level = v }
            if let v = t.contrast, v != .unspecified { contrast = v }
        }
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { style ?? .unspecified }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { direction ?? .unspecified }
    open var preferredContentSizeCategory: UIContentSizeCategory { contentSize ?? .unspecified }
    open var displayScale: CGFloat { scale ?? 0 }
    open var userInterfaceLevel: UIUserInterfaceLevel { level ?? .unspecified }
    open var accessibilityContrast: UIAccessibilityContrast { contrast ?? .unspecified }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
    open var legibilityWeight: UILegibilityWeight { .regular }

    /// What code outside any view sees: iOS's defaults (light, left to right, Large, 1x).
    /// Read-only here: a render's traits come from the variant, never from a global.
    open class var current: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light),
                                       UITraitCollection(layoutDirection: .leftToRight),
                                       UITraitCollection(preferredContentSizeCategory: .large)])
    }

    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != traitCollection?.userInterfaceStyle || userInterfaceLevel != traitCollection?.userInterfaceLevel
            || accessibilityContrast != traitCollection?.accessibilityContrast
    }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}
