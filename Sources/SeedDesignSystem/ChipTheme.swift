import SwiftUI

extension SeedTheme {
    /// Chip-Base's values (seed spec 045): its paddings, icon, border, label style and colours.
    public struct Chip: Sendable {
        public var paddingBlock: CGFloat
        public var paddingInline: CGFloat
        /// Between the icon and the label.
        public var gap: CGFloat
        public var iconSize: CGFloat
        public var borderWidth: CGFloat
        public var label: SeedTextStyle
        /// The smallest touch target (`tapArea.recommended`).
        public var minimumTapArea: CGFloat
        public var surface: Color
        /// The seed's `pressedBlend()`: the pressed overlay composited onto the surface.
        public var surfacePressed: Color
        public var border: Color
        public var borderPressed: Color
        public var text: Color

        public init(paddingBlock: CGFloat, paddingInline: CGFloat, gap: CGFloat, iconSize: CGFloat, borderWidth: CGFloat,
                    label: SeedTextStyle, minimumTapArea: CGFloat, surface: Color, surfacePressed: Color,
                    border: Color, borderPressed: Color, text: Color) {
            self.paddingBlock = paddingBlock; self.paddingInline = paddingInline; self.gap = gap
            self.iconSize = iconSize; self.borderWidth = borderWidth
            self.label = label; self.minimumTapArea = minimumTapArea
            self.surface = surface; self.surfacePressed = surfacePressed
            self.border = border; self.borderPressed = borderPressed; self.text = text
        }

        /// Magenta, as `SeedTheme.unset`, so a chip drawn without a theme shows at a glance.
        public static let unset: Chip = {
            let magenta = Color(red: 1, green: 0, blue: 1)
            return Chip(paddingBlock: 6, paddingInline: 12, gap: 4, iconSize: 20, borderWidth: 1,
                        label: SeedTextStyle(font: .system(size: 14), lineHeight: 20, fontLineHeight: 20),
                        minimumTapArea: 48, surface: magenta, surfacePressed: magenta,
                        border: magenta, borderPressed: magenta, text: magenta)
        }()
    }
}
