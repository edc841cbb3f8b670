/// A font request. The family must resolve to a face in `Fonts/`; nothing else is reachable.
public struct Font: Hashable, Sendable, Codable {
    public var family: String
    /// CSS-style weight: 400 regular, 500 medium, 700 bold.
    public var weight: Int
    /// Size in layout units (px at scale 1).
    public var size: Double
    /// Absolute line height; nil uses the font's natural line height.
    public var lineHeight: Double?
    /// An italic face of the family (must be bundled: drawing fails rather than slant a roman face).
    public var italic: Bool

    public init(family: String = "Roboto", weight: Int = 400, size: Double, lineHeight: Double? = nil, italic: Bool = false) {
        self.family = family; self.weight = weight; self.size = size; self.lineHeight = lineHeight; self.italic = italic
    }
}

/// Everything a Text node needs to be measured and drawn.
public struct TextSpec: Hashable, Sendable, Codable {
    public var string: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// Maximum number of lines; nil means unlimited (text never truncates unless this is set).
    public var lineLimit: Int?
    /// Where an ellipsis replaces what does not fit `lineLimit` (SwiftUI's `truncationMode`).
    public var truncationMode: TruncationMode = .tail
    /// Extra space between lines, added to each line's height except the last
    /// (SwiftUI's `lineSpacing`).
    public var lineSpacing: Double = 0
    /// Extra space after each character, before shaping (SwiftUI's `kerning`). This and the
    /// three attributes below apply to a text without `spans`; spans carry their own.
    public var kerning: Double = 0
    /// Extra space between characters (SwiftUI's `tracking`).
    public var tracking: Double = 0
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// The parts of a concatenated `Text + Text`, each with its own attributes; `string` is
    /// their concatenation. Empty: one run with the attributes above.
    public internal(set) var spans: [TextSpan] = []

    public init(_ string: String, font: Font = Font(size: 14), color: Color = .black,
                alignment: TextAlignment = .leading, lineLimit: Int? = nil) {
        self.string = string; self.font = font; self.color = color
        self.alignment = alignment; self.lineLimit = lineLimit
    }

    /// One paragraph made of `spans`. The paragraph's own `font` and `color` are the first
    /// span's (they set the height of an empty text); each span draws with its own.
    public init(spans: [TextSpan], alignment: TextAlignment = .leading, lineLimit: Int? = nil) {
        let first = spans.first?.attributes ?? TextAttributes(font: Font(size: 14), color: .black)
        self.init(spans.map(\.string).joined(), font: first.font, color: first.color, alignment: alignment, lineLimit: lineLimit)
        self.spans = spans
    }

    /// The runs to draw: the spans, or the whole string with the paragraph's attributes.
    public var runs: [TextSpan] {
        if !spans.isEmpty { return spans }
        return [TextSpan(string, TextAttributes(font: font, color: color, kerning: kerning, tracking: tracking,
                                                underline: underline, strikethrough: strikethrough))]
    }
}

/// The outline of a shape node or clip.
public enum ShapeKind: Hashable, Sendable, Codable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    /// A rounded rectangle whose radius is half its shorter side.
    case capsule
    /// A circle inscribed in the frame, centred.
    case circle
    /// An ellipse filling the frame (SwiftUI's `Ellipse`).
    case ellipse
    /// SwiftUI's `RoundedRectangle(cornerSize:style:)`; each corner dimension is limited to
    /// half the frame's (see `ShapeGeometry.swift`).
    case roundedRect(cornerSize: Size, style: CornerStyle)
    /// SwiftUI's `Capsule(style:)`: corners of half the shorter side, in `style`.
    case styledCapsule(CornerStyle)
    /// SwiftUI's `InsettableShape.inset(by:)`: the shape drawn in the frame inset by `amount`
    /// on every side, a rounded rectangle's corners shrunk by the same amount.
    indirect case inset(ShapeKind, by: Double)
    /// An outline already computed for the node's final frame, in the frame's own
    /// coordinates (origin at its top-left corner). Layout makes it from a `PathBuilder`.
    case path(PathSpec, fillRule: FillRule)
}

/// A stroke drawn entirely inside the shape's bounds (like SwiftUI's `strokeBorder`).
public struct Stroke: Hashable, Sendable, Codable {
    public var color: Color
    public var width: Double
    public init(color: Color, width: Double) { self.color = color; self.width = width }
}

public struct ShapeSpec: Hashable, Sendable, Codable {
    public var kind: ShapeKind
    public var fill: Color?
    /// Inside the bounds (`strokeBorder` of the basic shapes).
    public var stroke: Stroke?
    /// Centred on the outline, half outside (SwiftUI's `stroke(_:style:)`). Drawn after
    /// `stroke`; a shape usually has one or the other.
    public var lineStroke: StrokeSpec?
    /// A gradient filling the outline, painted where `fill` would be.
    public var gradient: GradientPaint?
    public init(kind: ShapeKind, fill: Color? = nil, stroke: Stroke? = nil, lineStroke: StrokeSpec? = nil,
                gradient: GradientPaint? = nil) {
        self.kind = kind; self.fill = fill; self.stroke = stroke; self.lineStroke = lineStroke; self.gradient = gradient
    }
}

/// An SVG icon from the icon library, drawn at `size` and tinted with `tint`
/// (nil keeps the SVG's own colours).
public struct IconSpec: Hashable, Sendable, Codable {
    public var name: String
    public var size: Size
    public var tint: Color?
    public init(name: String, size: Size, tint: Color? = nil) {
        self.name = name; self.size = size; self.tint = tint
    }
}

/// What assistive technology is told about an element.
public struct AccessibilitySpec: Hashable, Sendable, Codable {
    public var role: String
    public var label: String
    public var value: String?
    public var hint: String?
    /// Longer description, e.g. which legal text and version a consent refers to.
    public var description: String?
    public var identifier: String?
    /// The smallest hit area the element promises (e.g. a 48 x 48 tap target), centred on it.
    public var minimumHitSize: Size?

    public init(role: String, label: String, value: String? = nil, hint: String? = nil, description: String? = nil,
                identifier: String? = nil, minimumHitSize: Size? = nil) {
        self.role = role; self.label = label; self.value = value; self.hint = hint; self.description = description
        self.identifier = identifier; self.minimumHitSize = minimumHitSize
    }
}
