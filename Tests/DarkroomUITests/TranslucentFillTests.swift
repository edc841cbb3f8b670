import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// A translucent colour over an opaque one blends with rounding, as iOS draws it (measured on
/// an iOS simulator: `Color.red.opacity(0.2)` over white is 255,216,214).
@MainActor
@Suite struct TranslucentFillTests {
    nonisolated static let directions: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]

    @Test(arguments: directions)
    func translucentRedOverWhite(direction: DarkroomLayout.LayoutDirection) throws {
        let swatch = ZStack { Color.white; Color.red.opacity(0.2) }.frame(width: 4, height: 4)
        #expect(try Pixels(swatch, direction).hex(1, 1) == "#FFD8D6FF")
    }

    // Every 8-bit channel at every alpha blends to round(c·a + 255·(1 − a)) over white, within
    // pixman's own rounding of the blend (at most 1).
    @Test func everyChannelRoundsOverWhite() throws {
        for alpha in stride(from: 15, through: 240, by: 45) {
            for channel in stride(from: 0, through: 255, by: 17) {
                let c = Double(channel) / 255, a = Double(alpha) / 255
                let swatch = ZStack { Color.white; Color(red: c, green: c, blue: c, opacity: a) }.frame(width: 2, height: 2)
                let hex = try Pixels(swatch, .leftToRight).hex(0, 0)
                let got = Int(hex.dropFirst().prefix(2), radix: 16)!
                let want = (Double(channel) * a + 255 * (1 - a)).rounded()
                #expect(abs(Double(got) - want) <= 1, "channel \(channel) alpha \(alpha): \(hex), want \(want)")
            }
        }
    }
}
