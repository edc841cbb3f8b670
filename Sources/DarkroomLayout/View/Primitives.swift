/// A font request. The family must resolve to a face in `Fonts/`; nothing else is reachable.
public struct Font: Hashable, Sendable, Codable {
    public var family: String
    /// CSS-style weight: 400 regular, 500 medium, 700 bold.
    public var weight: Int
    /// Size in layout units (px at scale 1).
    public var size: Double
    /// Absolute line height; nil uses the font's natural line height.
    public var lineHeight: Double?

    public init(family: String = "Roboto", weight: Int = 400, size: Double, lineHeight: Double? = nil) {
        self.family = family; self.weight = weight; self.size = size; self.lineHeight = lineHeight
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

    public init(_ string: String, font: Font = Font(size: 14), color: Color = .black,
                alignment: TextAlignment = .leading, lineLimit: Int? = nil) {
        self.string = string; self.font = font; self.color = color
        self.alignment = alignment; self.lineLimit = lineLimit
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
    public var stroke: Stroke?
    public init(kind: ShapeKind, fill: Color? = nil, stroke: Stroke? = nil) {
        self.kind = kind; self.fill = fill; self.stroke = stroke
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
