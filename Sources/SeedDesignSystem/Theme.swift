import SwiftUI

/// The seed design system's theme: one brand in one colour theme, as the components read it,
/// one section per component (so each component depends only on its own values). The app
/// builds it from its token build; Darkroom builds it from the resolved DTCG tables
/// (`SeedTheme.swift` in DarkroomComponents). Components read it from the environment.
public struct Theme: Sendable {
    public var chip: Chip
    public var buttonIcon: ButtonIconStyle

    public init(chip: Chip = Chip(), buttonIcon: ButtonIconStyle = ButtonIconStyle()) {
        self.chip = chip; self.buttonIcon = buttonIcon
    }

    /// A text style: the font, and the line box the seed lays each line in.
    public struct TextStyle: Sendable {
        public var font: Font
        public var lineHeight: CGFloat
        public init(font: Font, lineHeight: CGFloat) { self.font = font; self.lineHeight = lineHeight }
    }
}

private struct ThemeKey: EnvironmentKey {
    /// The defaults, so a component shows without a theme set (as in a preview).
    static let defaultValue = Theme()
}

extension EnvironmentValues {
    /// The theme the seed components draw with.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
