import SwiftUI

extension Theme {
    /// Chip-Base's values (seed spec 045).
    public struct Chip: Sendable {
        public var paddingBlock: CGFloat = 6
        public var paddingInline: CGFloat = 12
        public var gap: CGFloat = 4
        public var iconSize: CGFloat = 20
        public var borderWidth: CGFloat = 1
        public var label = TextStyle(font: .system(size: 14), lineHeight: 20)
        public var surface: Color = .white
        public var border: Color = .gray
        public var text: Color = .black
        public var actionPrimary: Color = .blue
        /// The seed's `pressedBlend()`: the pressed overlay composited onto the surface.
        public var surfacePressed = Color(white: 0.88)

        public init() {}
    }
}
