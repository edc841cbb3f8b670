import SwiftUI
import UIKit

/// A brand palette the way many design systems keep it: UIKit colours with dynamic providers
/// for light and dark, exposed to SwiftUI as `Color`s.
extension UIColor {
    static let brandPrimary = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.42, green: 0.56, blue: 1.0, alpha: 1)
            : UIColor(red: 0.16, green: 0.31, blue: 0.87, alpha: 1)
    }
    static let brandSurface = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .secondarySystemBackground : .systemBackground
    }
    static let brandBorder = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor.systemGray3 : UIColor.systemGray4
    }
    static let brandSuccess = UIColor(displayP3Red: 0.2, green: 0.7, blue: 0.35, alpha: 1)
}

extension Color {
    static let brandPrimary = Color(uiColor: .brandPrimary)
    static let brandSurface = Color(uiColor: .brandSurface)
    static let brandBorder = Color(.brandBorder)
    static let brandSuccess = Color(uiColor: .brandSuccess)
    static let textPrimary = Color(uiColor: .label)
    static let textSecondary = Color(uiColor: .secondaryLabel)
}
