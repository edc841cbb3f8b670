/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
///
/// Eight bits is what the PNG holds, so a colour that survives layout survives the file:
/// tests can compare a token's colour with a pixel exactly.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit) else { return nil }
        let digits = s.count == 3 || s.count == 4 ? String(s.flatMap { [$0, $0] }) : String(s)
        guard digits.count == 6 || digits.count == 8, let v = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(v >> 16 & 0xFF), green: UInt8(v >> 8 & 0xFF), blue: UInt8(v & 0xFF))
        } else {
            self.init(red: UInt8(v >> 24), green: UInt8(v >> 16 & 0xFF), blue: UInt8(v >> 8 & 0xFF), alpha: UInt8(v & 0xFF))
        }
    }

    /// `#RRGGBBAA`, the form used by dumps and manifests.
    public var hex: String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }

    public var description: String { hex }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// The same colour with its alpha multiplied by `factor` (rounded to the nearest step).
    public func opacity(_ factor: Double) -> Color {
        var c = self
        c.alpha = UInt8((Double(alpha) * Swift.min(Swift.max(factor, 0), 1)).rounded())
        return c
    }

    /// Straight-alpha source-over compositing of `self` over `base`, rounded per channel.
    /// Used for blended states such as "pressed", where a design system mixes two tokens.
    public func over(_ base: Color) -> Color {
        let sa = Double(alpha) / 255, ba = Double(base.alpha) / 255
        let outA = sa + ba * (1 - sa)
        guard outA > 0 else { return .clear }
        func ch(_ s: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(((Double(s) * sa + Double(b) * ba * (1 - sa)) / outA).rounded())
        }
        return Color(red: ch(red, base.red), green: ch(green, base.green), blue: ch(blue, base.blue),
                     alpha: UInt8((outA * 255).rounded()))
    }

    /// Linear interpolation towards `other` by `t` in 0...1, per channel.
    public func mixed(with other: Color, by t: Double) -> Color {
        // Typed step by step: as one expression it took 0.8 s to type-check.
        func ch(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let from = Double(a), to = Double(b)
            let mixed: Double = from + (to - from) * t
            return UInt8(mixed.rounded())
        }
        return Color(red: ch(red, other.red), green: ch(green, other.green), blue: ch(blue, other.blue), alpha: ch(alpha, other.alpha))
    }
}
