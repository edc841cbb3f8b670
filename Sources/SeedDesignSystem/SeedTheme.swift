import SwiftUI

/// The seed design system's theme: what its components read instead of literals, one value
/// per brand and colour scheme. The app builds it from its generated token constants and sets
/// it at the root (`.environment(\.seedTheme, theme)`); Darkroom builds it from the DTCG tables
/// of each brand and theme it renders.
public struct SeedTheme: Sendable {
    public var colors: Colors
    public var metrics: Metrics
    /// Chip-Base's own values (`ChipTheme.swift`); `.unset` until the app or Darkroom sets them.
    public var chip: Chip
    /// Input-Checkbox-Base's and -Legal's values (`CheckboxTheme.swift`).
    public var checkbox: Checkbox
    /// CheckboxView's values (`CheckboxTheme.swift`).
    public var checkboxView: CheckboxViewTheme

    public init(colors: Colors, metrics: Metrics, chip: Chip = .unset, checkbox: Checkbox = .unset,
                checkboxView: CheckboxViewTheme = .unset) {
        self.colors = colors
        self.metrics = metrics
        self.chip = chip
        self.checkbox = checkbox
        self.checkboxView = checkboxView
    }

    public struct Colors: Sendable {
        /// The brand's primary action colour (`color.primary`).
        public var primary: Color
        /// Icons and text drawn on `primary` (`color.contrast.onPrimary`).
        public var onPrimary: Color

        public init(primary: Color, onPrimary: Color) {
            self.primary = primary
            self.onPrimary = onPrimary
        }
    }

    public struct Metrics: Sendable {
        /// The thin border (`border.width.100`).
        public var hairline: CGFloat
        /// The recommended touch target (`tapArea.recommended`).
        public var recommendedTapArea: CGFloat
        /// Room around a control for its focus ring (`focus.buffer`).
        public var focusBuffer: CGFloat
        /// ButtonIcon's icon side and inset, per size (`buttonIcon.icon.*`, `buttonIcon.inset.*`).
        public var buttonIcon: [ButtonIconSize: (icon: CGFloat, inset: CGFloat)]
        /// ButtonIcon's pressed scale (`scale.097`).
        public var buttonIconPressedScale: CGFloat

        public init(hairline: CGFloat, recommendedTapArea: CGFloat, focusBuffer: CGFloat,
                    buttonIcon: [ButtonIconSize: (icon: CGFloat, inset: CGFloat)], buttonIconPressedScale: CGFloat) {
            self.hairline = hairline
            self.recommendedTapArea = recommendedTapArea
            self.focusBuffer = focusBuffer
            self.buttonIcon = buttonIcon
            self.buttonIconPressedScale = buttonIconPressedScale
        }
    }

    /// What a view sees when no theme was set: magenta everywhere, so a missing
    /// `.environment(\.seedTheme, ...)` shows at a glance.
    public static let unset = SeedTheme(
        colors: Colors(primary: Color(red: 1, green: 0, blue: 1), onPrimary: Color(red: 1, green: 0, blue: 1)),
        metrics: Metrics(hairline: 1, recommendedTapArea: 48, focusBuffer: 0,
                         buttonIcon: [.small: (13, 8), .medium: (18, 10), .large: (24, 12)], buttonIconPressedScale: 1))
}

private struct SeedThemeKey: EnvironmentKey {
    static let defaultValue = SeedTheme.unset
}

extension EnvironmentValues {
    /// The seed theme the components below draw with.
    public var seedTheme: SeedTheme {
        get { self[SeedThemeKey.self] }
        set { self[SeedThemeKey.self] = newValue }
    }
}
