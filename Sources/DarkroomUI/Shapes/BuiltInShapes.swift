import DarkroomLayout
public import Foundation

/// How rounded corners are drawn (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous-curvature corners (the default in SwiftUI).
    case continuous

    var spec: CornerStyle { self == .circular ? .circular : .continuous }
}

public struct Rectangle: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: kind, amount: amount) }
}

public struct RoundedRectangle: InsettableShape, BuiltInShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Circular corners of one radius keep the engine's original kind (and its pixels).
    var kind: ShapeKind {
        if style == .circular && cornerSize.width == cornerSize.height {
            return .roundedRectangle(cornerRadius: Double(cornerSize.width))
        }
        return .roundedRect(cornerSize: cornerSize.size, style: style.spec)
    }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: kind, amount: amount) }
}

/// A rounded rectangle whose corners are half its shorter side.
public struct Capsule: InsettableShape, BuiltInShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    var kind: ShapeKind { style == .circular ? .capsule : .styledCapsule(.continuous) }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: kind, amount: amount) }
}

/// The largest circle centred in the frame.
public struct Circle: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .circle }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: kind, amount: amount) }
}

/// An ellipse filling the frame.
public struct Ellipse: InsettableShape, BuiltInShape {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: kind, amount: amount) }
}

/// A built-in shape drawn in its frame inset by `amount` on every side (SwiftUI's
/// `Rectangle._Inset`, `Circle._Inset`...); insetting again adds up.
public struct _InsetShape: InsettableShape, BuiltInShape {
    let base: ShapeKind
    let amount: CGFloat
    var kind: ShapeKind { .inset(base, by: Double(amount)) }
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: base, amount: self.amount + amount) }
}
