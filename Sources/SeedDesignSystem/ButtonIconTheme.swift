import SwiftUI

extension Theme {
    /// ButtonIcon's values (seed task 4.1): per size, the icon and the inset around it.
    public struct ButtonIconStyle: Sendable {
        public struct Metrics: Sendable {
            public var icon: CGFloat
            public var inset: CGFloat
            public init(icon: CGFloat, inset: CGFloat) { self.icon = icon; self.inset = inset }
        }
        public var small = Metrics(icon: 13, inset: 8)
        public var medium = Metrics(icon: 18, inset: 10)
        public var large = Metrics(icon: 24, inset: 12)
        public var borderWidth: CGFloat = 1
        /// The smallest touch target, centred on the circle.
        public var tapArea: CGFloat = 48
        /// Room around the target for the focus ring.
        public var focusBuffer: CGFloat = 4
        public var pressedScale: CGFloat = 0.97
        public var primary: Color = .blue
        public var onPrimary: Color = .white

        public init() {}
    }
}
