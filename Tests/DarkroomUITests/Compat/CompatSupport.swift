import DarkroomLayout
@testable import CompatCorpus
import DarkroomUI
import Foundation

/// One of the four renderings every compatibility component gets.
struct Variant: CustomStringConvertible, Sendable {
    let direction: DarkroomLayout.LayoutDirection
    let scheme: DarkroomUI.ColorScheme
    var description: String { "\(direction == .rightToLeft ? "rtl" : "ltr")-\(scheme)" }
    var isDark: Bool { scheme == .dark }

    static let all: [Variant] = directions.flatMap { d in [DarkroomUI.ColorScheme.light, .dark].map { Variant(direction: d, scheme: $0) } }
}

/// iOS 17's system colours (light, dark) from Apple's Human Interface Guidelines, "Color":
/// what the components' `Color.blue`... must come out as.
enum HIG {
    static let blue = ("#007AFF", "#0A84FF"), green = ("#34C759", "#30D158"), red = ("#FF3B30", "#FF453A")
    static let orange = ("#FF9500", "#FF9F0A"), indigo = ("#5856D6", "#5E5CE6"), gray = ("#8E8E93", "#8E8E93")
    static let label = ("#000000", "#FFFFFF")

    static func rgb(_ pair: (String, String), _ variant: Variant) -> (Int, Int, Int) {
        let hex = variant.isDark ? pair.1 : pair.0
        let v = Int(hex.dropFirst(), radix: 16)!
        return (v >> 16, (v >> 8) & 0xFF, v & 0xFF)
    }
}

extension Pixels {
    @MainActor init<V: DarkroomUI.View>(_ view: V, _ variant: Variant, width: Double? = nil) throws {
        try self.init(view, variant.direction, width: width, scheme: variant.scheme)
        try save("compat-\(String(describing: V.self).prefix(40))-\(variant)")
    }

    /// (r, g, b, a) at (x, y), with x measured from the leading edge in either direction.
    func rgba(leading x: Double, _ y: Double, _ direction: DarkroomLayout.LayoutDirection) -> (Int, Int, Int, Int) {
        let px = direction == .rightToLeft ? image.width - 1 - Int(x) : Int(x)
        let i = (Int(y) * image.width + px) * 4
        return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]), Int(image.pixels[i + 3]))
    }

    /// Whether the opaque pixel at (x from leading, y) is `rgb` within `tolerance` per channel.
    func isColor(_ rgb: (Int, Int, Int), leading x: Double, _ y: Double, _ direction: DarkroomLayout.LayoutDirection,
                 alpha: Int = 255, tolerance: Int = 2) -> Bool {
        let p = rgba(leading: x, y, direction)
        // Cairo keeps premultiplied 8-bit channels: at alpha a, a colour is known to 255 / a.
        let tolerance = alpha < 255 ? max(tolerance, 255 / max(alpha, 1) + 1) : tolerance
        return abs(p.0 - rgb.0) <= tolerance && abs(p.1 - rgb.1) <= tolerance && abs(p.2 - rgb.2) <= tolerance
            && abs(p.3 - alpha) <= tolerance
    }
}

extension Scene {
    /// Text nodes: string, frame and colour, in drawing order.
    var texts: [(string: String, frame: Rect, color: String)] {
        var found: [(String, Rect, String)] = []
        root.visit { if case .text(let run) = $0.content { found.append((run.spec.string, $0.frame, run.spec.color.hex)) } }
        return found
    }

    func text(_ string: String) -> (string: String, frame: Rect, color: String)? { texts.first { $0.string == string } }

    /// The frame measured from the canvas's leading edge (LTR frames as they are; RTL mirrored back).
    func leadingFrame(_ frame: Rect, _ direction: DarkroomLayout.LayoutDirection) -> Rect {
        direction == .rightToLeft ? frame.mirrored(inWidth: size.width) : frame
    }
}

/// A colour's 8 bits blended over another (straight alpha), as Cairo's OVER gives for opaque backdrops.
func over(_ top: (Int, Int, Int), alpha: Double, _ bottom: (Int, Int, Int)) -> (Int, Int, Int) {
    func mix(_ t: Int, _ b: Int) -> Int { Int((Double(t) * alpha + Double(b) * (1 - alpha)).rounded()) }
    return (mix(top.0, bottom.0), mix(top.1, bottom.1), mix(top.2, bottom.2))
}
