/// The outline of each shape kind for a rectangle: SwiftUI's `path(in:)` of the built-in
/// shapes. DarkroomUI's shapes answer `path(in:)` with these, so a custom shape that calls
/// `RoundedRectangle(...).path(in:)` gets the same outline the built-in shape draws.
extension ShapeKind {
    public func path(in rect: Rect) -> PathSpec {
        var p = PathSpec()
        switch self {
        case .rectangle:
            p.addRect(rect)
        case .roundedRectangle(let radius):
            p.addRoundedRect(in: rect, cornerSize: Size(width: radius, height: radius), style: .circular)
        case .capsule:
            p = ShapeKind.styledCapsule(.circular).path(in: rect)
        case .circle:
            // SwiftUI's Circle: the largest circle centred in the rectangle.
            let side = min(rect.width, rect.height)
            p.addEllipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse:
            p.addEllipse(in: rect)
        case .roundedRect(let cornerSize, let style):
            p.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        case .styledCapsule(let style):
            let radius = min(rect.width, rect.height) / 2
            p.addRoundedRect(in: rect, cornerSize: Size(width: radius, height: radius), style: style)
        case .inset(let kind, let amount):
            let inner = Rect(x: rect.minX + amount, y: rect.minY + amount,
                             width: rect.width - 2 * amount, height: rect.height - 2 * amount)
            p = kind.shrunk(by: amount).path(in: inner)
        case .path(let path, _):
            p = path
        }
        return p
    }

    /// The shape whose corners suit a frame inset by `amount`: a rounded rectangle's corner
    /// shrinks by the inset (never below zero), as SwiftUI's `RoundedRectangle.inset(by:)`
    /// and the existing `strokeBorder` do; other shapes derive their size from the frame.
    func shrunk(by amount: Double) -> ShapeKind {
        switch self {
        case .roundedRectangle(let radius):
            return .roundedRect(cornerSize: Size(width: max(0, radius - amount), height: max(0, radius - amount)), style: .circular)
        case .roundedRect(let size, let style):
            return .roundedRect(cornerSize: Size(width: max(0, size.width - amount), height: max(0, size.height - amount)), style: style)
        default:
            return self
        }
    }

    /// The fill rule that decides this outline's inside (only a custom path has a choice).
    public var fillRule: FillRule {
        if case .path(_, let rule) = self { return rule }
        return .nonZero
    }
}
