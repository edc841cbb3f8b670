/// A line drawn under or through text (SwiftUI's `underline` / `strikethrough`).
public struct TextDecoration: Hashable, Sendable, Codable {
    /// Only `.solid` can be drawn exactly (Pango draws solid lines); SwiftUI's other
    /// `Text.LineStyle.Pattern`s are unavailable in DarkroomUI.
    public enum Pattern: String, Hashable, Sendable, Codable { case solid }
    public var pattern: Pattern
    /// nil draws the line in the text's own colour.
    public var color: Color?
    public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
}

/// Where text that does not fit its line limit is cut (SwiftUI's `Text.TruncationMode`).
public enum TruncationMode: String, Hashable, Sendable, Codable { case head, middle, tail }

/// The attributes of one run of text: everything that may differ between the parts of a
/// concatenated `Text + Text`.
public struct TextAttributes: Hashable, Sendable, Codable {
    public var font: Font
    public var color: Color
    /// Extra space after each character, in layout units, applied before shaping
    /// (SwiftUI's `kerning`). Pango has one letter-spacing attribute; see `TextEngine`.
    public var kerning: Double
    /// Extra space between characters that keeps ligatures (SwiftUI's `tracking`).
    public var tracking: Double
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?

    public init(font: Font, color: Color, kerning: Double = 0, tracking: Double = 0,
                underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
        self.font = font; self.color = color; self.kerning = kerning; self.tracking = tracking
        self.underline = underline; self.strikethrough = strikethrough
    }
}

/// One piece of a concatenated text: its string and its attributes.
public struct TextSpan: Hashable, Sendable, Codable {
    public var string: String
    public var attributes: TextAttributes
    public init(_ string: String, _ attributes: TextAttributes) { self.string = string; self.attributes = attributes }
}
