import SwiftUI
import UIKit

/// The fixture's colours and metrics: what its components read instead of literals.
public enum Palette {
    public static let accent = Color(uiColor: .systemIndigo)
    public static let surface = Color(uiColor: .secondarySystemBackground)
    public static let label = Color(uiColor: .label)
    public static let secondaryLabel = Color(uiColor: .secondaryLabel)
    public static let corner: CGFloat = 12
}
