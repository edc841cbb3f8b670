import SwiftUI

/// A typography token as SwiftUI draws it: a font and the design's fixed line height.
///
/// SwiftUI (iOS 17) has no line-height modifier; a line is as tall as the font's own line
/// height (`UIFont.lineHeight`: ascent + descent + leading). The usual way to reach the
/// design's value is to add the difference between lines (`lineSpacing`) and half of it above
/// the first line and below the last (vertical padding), which puts every baseline where a
/// fixed line height with the leading split evenly puts it (CSS's half-leading).
public struct SeedTextStyle: Sendable {
    public var font: Font
    /// The design's line height (`font.lineHeight.*`).
    public var lineHeight: CGFloat
    /// The font's own line height: `UIFont(name:size:).lineHeight` in the app.
    public var fontLineHeight: CGFloat

    public init(font: Font, lineHeight: CGFloat, fontLineHeight: CGFloat) {
        self.font = font
        self.lineHeight = lineHeight
        self.fontLineHeight = fontLineHeight
    }

    /// The leading the design adds to each line. SwiftUI ignores a negative `lineSpacing`, so
    /// a design line shorter than the font's own keeps the font's spacing between lines.
    var extraLeading: CGFloat { lineHeight - fontLineHeight }
}

extension View {
    /// Draws text in `style`: its font, with lines `style.lineHeight` apart and the first
    /// baseline where the design puts it.
    public func textStyle(_ style: SeedTextStyle) -> some View {
        font(style.font)
            .lineSpacing(max(0, style.extraLeading))
            .padding(.vertical, style.extraLeading / 2)
    }
}
