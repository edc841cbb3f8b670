/// Horizontal alignment of children in a VStack, frame or ZStack (logical: leading flips in RTL).
public enum HorizontalAlignment: String, Hashable, Sendable, Codable {
    case leading, center, trailing
}

/// Vertical alignment of children in an HStack, frame or ZStack.
public enum VerticalAlignment: String, Hashable, Sendable, Codable {
    case top, center, bottom
    /// Aligns the first line's baseline of each child; a child without text aligns its bottom.
    case firstTextBaseline
    /// Aligns the last line's baseline of each child (its lowest text line); a child without
    /// text aligns its bottom.
    case lastTextBaseline
}

/// A two-axis alignment, as in SwiftUI.
public struct Alignment: Hashable, Sendable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Alignment of the lines of a multi-line text inside its frame (logical).
public enum TextAlignment: String, Hashable, Sendable, Codable {
    case leading, center, trailing
}

/// Physical alignment, what a text alignment becomes once the direction is known.
public enum PhysicalTextAlignment: String, Hashable, Sendable, Codable {
    case left, center, right

    /// `alignment` in a paragraph of `direction`: leading is the left edge left to right,
    /// the right edge right to left.
    public init(_ alignment: TextAlignment, in direction: LayoutDirection) {
        switch (alignment, direction) {
        case (.center, _): self = .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): self = .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): self = .right
        }
    }
}
