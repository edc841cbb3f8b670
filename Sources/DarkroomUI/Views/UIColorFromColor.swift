import DarkroomLayout
public import UIKit

/// SwiftUI's `UIColor(_ color: Color)`: a UIKit colour that resolves the SwiftUI colour
/// against the traits it is asked with, so a semantic colour (`.red`, `.primary`) stays
/// dynamic, as on iOS.
extension UIColor {
    public convenience init(_ color: Color) {
        self.init(dynamicProvider: { traits in
            let c = color.resolved(in: EnvironmentValues(traits: traits))
            return UIColor(red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255, blue: CGFloat(c.blue) / 255,
                           alpha: CGFloat(c.alpha) / 255)
        })
    }
}

extension EnvironmentValues {
    /// SwiftUI's defaults with what `traits` specify: colour scheme, direction, Dynamic Type
    /// size and display scale.
    init(traits: UITraitCollection) {
        self.init()
        if traits.userInterfaceStyle == .dark { colorScheme = .dark }
        if traits.layoutDirection == .rightToLeft { layoutDirection = .rightToLeft }
        if traits.preferredContentSizeCategory != .unspecified {
            dynamicTypeSize = DynamicTypeSize.allCases[traits.preferredContentSizeCategory.index]
        }
        if traits.displayScale > 0 { displayScale = traits.displayScale }
    }
}
