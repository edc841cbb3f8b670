import DarkroomLayout
public import Foundation

/// Text's own modifiers, as SwiftUI spells them: each returns a `Text`, so texts with
/// different attributes can still be concatenated with `+`.
extension Text {
    public func font(_ font: Font?) -> Text { updatingRuns { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { updatingRuns { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { updatingRuns { if $0.italic == nil { $0.italic = isActive } } }
    public func foregroundColor(_ color: Color?) -> Text { updatingRuns { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// Extra space after each character, applied before shaping: ligatures the font would
    /// form are an error when drawn (use `tracking`, which keeps them, as SwiftUI advises).
    public func kerning(_ kerning: CGFloat) -> Text { updatingRuns { if $0.kerning == nil { $0.kerning = kerning } } }
    /// Extra space between characters, keeping ligatures.
    public func tracking(_ tracking: CGFloat) -> Text { updatingRuns { if $0.tracking == nil { $0.tracking = tracking } } }

    /// A solid line under the text, in the text's colour unless `color` is given.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        updatingRuns { if $0.underline == nil { $0.underline = TextLineRequest(isActive: isActive, color: color) } }
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        updatingRuns { if $0.strikethrough == nil { $0.strikethrough = TextLineRequest(isActive: isActive, color: color) } }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    @available(*, unavailable, message: "DarkroomUI: baselineOffset is not laid out; use padding or an HStack alignment")
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Where text that does not fit its line limit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
        var spec: DarkroomLayout.TruncationMode {
            switch self { case .head: .head; case .tail: .tail; case .middle: .middle }
        }
    }

    /// SwiftUI's `Text.LineStyle`; Pango draws solid lines only, so only `.solid` exists.
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }

        public struct Pattern: Hashable, Sendable {
            public static let solid = Pattern()
            @available(*, unavailable, message: "DarkroomUI: only solid text lines are drawn; use .solid")
            public static var dot: Pattern { Pattern() }
            @available(*, unavailable, message: "DarkroomUI: only solid text lines are drawn; use .solid")
            public static var dash: Pattern { Pattern() }
            @available(*, unavailable, message: "DarkroomUI: only solid text lines are drawn; use .solid")
            public static var dashDot: Pattern { Pattern() }
            @available(*, unavailable, message: "DarkroomUI: only solid text lines are drawn; use .solid")
            public static var dashDotDot: Pattern { Pattern() }
        }
    }
}
