import DarkroomTokens

extension ResolvedTokens {
    /// A colour token's channels as fractions, for building SwiftUI colours: 8-bit channels
    /// divided by 255, which DarkroomUI rounds back to the same bytes.
    func colorComponents(_ path: String) -> (red: Double, green: Double, blue: Double, opacity: Double) {
        let c = color(path)
        return (Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    }
}
