import SwiftUI

/// A touch target at least `minimum` points on each side, centred on the view, whatever the
/// view's own size (Apple's Human Interface Guidelines: 44 x 44 pt). Used as a content shape,
/// it reaches beyond a small control's frame without changing its layout.
public struct MinimumTapShape: Shape {
    public var minimum: CGFloat

    public init(minimum: CGFloat) { self.minimum = minimum }

    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: min(0, (rect.width - minimum) / 2), dy: min(0, (rect.height - minimum) / 2)))
    }
}
