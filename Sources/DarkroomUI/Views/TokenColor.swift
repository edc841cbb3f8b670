public import DarkroomLayout

extension Color {
    /// Darkroom, not SwiftUI: a resolved design-token colour as the SwiftUI colour a theme
    /// holds, for the Darkroom-side files that build a design system's theme from its tokens.
    /// The 8-bit channels divided by 255, which rendering rounds back to the same bytes.
    public init(token c: DarkroomLayout.Color) {
        self.init(red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255,
                  opacity: Double(c.alpha) / 255)
    }
}
