import DarkroomLayout
import Foundation

/// Alignment along the horizontal axis: leading and trailing follow the layout direction.
public struct HorizontalAlignment: Hashable, Sendable {
    let value: DarkroomLayout.HorizontalAlignment
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

public struct VerticalAlignment: Hashable, Sendable {
    let value: DarkroomLayout.VerticalAlignment
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    /// The last text line's baseline of each child (its lowest); a child without text aligns its bottom.
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)
}

public struct Alignment: Hashable, Sendable {
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

    var resolved: DarkroomLayout.Alignment {
        DarkroomLayout.Alignment(horizontal: horizontal.value, vertical: vertical.value)
    }
}

/// An edge of a rectangle, logical in the horizontal axis.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on logical edges.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    var resolved: DarkroomLayout.EdgeInsets {
        DarkroomLayout.EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
