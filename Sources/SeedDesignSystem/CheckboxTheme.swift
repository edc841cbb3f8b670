import SwiftUI

/// Input-Checkbox-Base's three box sizes (seed spec 046): boxes of 24, 32 and 40.
public enum CheckboxSize: Hashable, CaseIterable, Sendable { case sm, md, lg }

/// A checkbox's checked state; the legal checkbox has no indeterminate state (requirement 9.10).
public enum CheckboxState: Hashable, CaseIterable, Sendable { case unchecked, checked, indeterminate }

/// The text under a checkbox row.
public enum CheckboxMessage: Hashable, Sendable {
    case helper(String)
    /// An error message also turns the box's border to the error colour.
    case error(String)
}

extension SeedTheme {
    /// Input-Checkbox-Base's and -Legal's values (seed spec 046, "Token Usage").
    public struct Checkbox: Sendable {
        /// One size's box, gap and label (the seed's size table).
        public struct Size: Sendable {
            public var icon: CGFloat
            /// Between the icon and the box's edge, on each side.
            public var inset: CGFloat
            /// Between the box and the label.
            public var gap: CGFloat
            public var radius: CGFloat
            public var label: SeedTextStyle

            /// The box's side: the icon plus its inset on both sides.
            public var box: CGFloat { icon + 2 * inset }

            public init(icon: CGFloat, inset: CGFloat, gap: CGFloat, radius: CGFloat, label: SeedTextStyle) {
                self.icon = icon; self.inset = inset; self.gap = gap; self.radius = radius; self.label = label
            }
        }

        public var sizes: [CheckboxSize: Size]

        /// One size's values; a theme that leaves a size out draws it with `unset`'s (magenta) table.
        public func size(_ size: CheckboxSize) -> Size { sizes[size] ?? Self.unset.sizes[size]! }
        /// The legal checkbox's label (14/20) beside its lg box, `gap` away.
        public var legalLabel: SeedTextStyle
        public var legalGap: CGFloat
        /// Helper, error and "Required" text (13/18).
        public var message: SeedTextStyle
        /// Between the row and the text under it.
        public var messageSpacing: CGFloat
        public var borderWidth: CGFloat
        public var pressedScale: CGFloat
        public var minimumTapArea: CGFloat
        public var selectedFill: Color
        public var selectedBorder: Color
        public var border: Color
        public var errorBorder: Color
        /// The check and minus glyphs on the filled box.
        public var glyph: Color
        public var text: Color
        public var mutedText: Color
        public var errorText: Color

        public init(sizes: [CheckboxSize: Size], legalLabel: SeedTextStyle, legalGap: CGFloat, message: SeedTextStyle,
                    messageSpacing: CGFloat, borderWidth: CGFloat, pressedScale: CGFloat, minimumTapArea: CGFloat,
                    selectedFill: Color, selectedBorder: Color, border: Color, errorBorder: Color, glyph: Color,
                    text: Color, mutedText: Color, errorText: Color) {
            self.sizes = sizes; self.legalLabel = legalLabel; self.legalGap = legalGap; self.message = message
            self.messageSpacing = messageSpacing; self.borderWidth = borderWidth; self.pressedScale = pressedScale
            self.minimumTapArea = minimumTapArea; self.selectedFill = selectedFill; self.selectedBorder = selectedBorder
            self.border = border; self.errorBorder = errorBorder; self.glyph = glyph
            self.text = text; self.mutedText = mutedText; self.errorText = errorText
        }

        /// Magenta, as `SeedTheme.unset`, so a checkbox drawn without a theme shows at a glance.
        public static let unset: Checkbox = {
            let magenta = Color(red: 1, green: 0, blue: 1)
            func style(_ size: CGFloat, _ line: CGFloat) -> SeedTextStyle {
                SeedTextStyle(font: .system(size: size), lineHeight: line, fontLineHeight: line)
            }
            return Checkbox(
                sizes: [.sm: Size(icon: 16, inset: 4, gap: 8, radius: 2, label: style(14, 20)),
                        .md: Size(icon: 20, inset: 6, gap: 8, radius: 4, label: style(16, 24)),
                        .lg: Size(icon: 24, inset: 8, gap: 12, radius: 4, label: style(18, 28))],
                legalLabel: style(14, 20), legalGap: 12, message: style(13, 18), messageSpacing: 4, borderWidth: 2,
                pressedScale: 0.96, minimumTapArea: 44, selectedFill: magenta, selectedBorder: magenta, border: magenta,
                errorBorder: magenta, glyph: magenta, text: magenta, mutedText: magenta, errorText: magenta)
        }()
    }

    /// CheckboxView's values (the seed's UIKit plan: `CheckboxColorScheme` and `body5R`).
    public struct CheckboxViewTheme: Sendable {
        public var accent: Color
        public var checkmark: Color
        public var border: Color
        public var disabledBorder: Color
        public var text: Color
        public var disabledText: Color
        public var cornerRadius: CGFloat
        public var borderWidth: CGFloat
        public var gap: CGFloat
        public var iconSize: CGFloat
        public var label: SeedTextStyle

        public init(accent: Color, checkmark: Color, border: Color, disabledBorder: Color, text: Color,
                    disabledText: Color, cornerRadius: CGFloat, borderWidth: CGFloat, gap: CGFloat, iconSize: CGFloat,
                    label: SeedTextStyle) {
            self.accent = accent; self.checkmark = checkmark; self.border = border; self.disabledBorder = disabledBorder
            self.text = text; self.disabledText = disabledText; self.cornerRadius = cornerRadius
            self.borderWidth = borderWidth; self.gap = gap; self.iconSize = iconSize; self.label = label
        }

        public static let unset: CheckboxViewTheme = {
            let magenta = Color(red: 1, green: 0, blue: 1)
            return CheckboxViewTheme(accent: magenta, checkmark: magenta, border: magenta, disabledBorder: magenta,
                                     text: magenta, disabledText: magenta, cornerRadius: 6, borderWidth: 2, gap: 8,
                                     iconSize: 16, label: SeedTextStyle(font: .system(size: 14), lineHeight: 16, fontLineHeight: 16))
        }()
    }
}
