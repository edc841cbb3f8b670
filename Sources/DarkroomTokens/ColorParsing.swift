import DarkroomFiles
import DarkroomLayout
import Foundation

/// Colour values in the forms token files use.
///
/// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` strings (Style Dictionary, Tokens Studio, DTCG drafts);
/// - the DTCG 2025.10 object `{"colorSpace": ..., "components": [...], "alpha": a, "hex": "#..."}`
///   in every space of the colour module (`ColorSpaces`): the `hex` fallback when the token
///   gives one (what the design tool computed), otherwise converted to sRGB and clipped;
/// - CSS `rgb()`/`rgba()` (comma or space syntax, `/ alpha`, percentages), which Tokens Studio
///   writes, including its `rgba(#RRGGBB, 0.5)` form once an alias is substituted.
enum ColorParsing {
    static func color(_ node: JSONNode) -> Color? {
        switch node.kind {
        case let .string(s): return color(text: s)
        case .object: return colorObject(node)
        default: return nil
        }
    }

    static func color(text raw: String) -> Color? {
        let s = raw.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") { return Color(hex: s) }
        switch s.lowercased() {
        case "transparent": return .clear
        case "white": return .white
        case "black": return .black
        default: break
        }
        return cssRGB(s)
    }

    private static func colorObject(_ node: JSONNode) -> Color? {
        guard case let .string(space)? = node["colorSpace"]?.kind else { return nil }
        var alpha = 1.0
        if let a = node["alpha"] {
            guard case let .number(v) = a.kind, (0...1).contains(v) else { return nil }
            alpha = v
        }
        // The fallback the token gives wins: it is what the design tool showed.
        if case let .string(hex)? = node["hex"]?.kind {
            guard hex.count == 7, var c = Color(hex: hex) else { return nil }  // the format's hex is #RRGGBB
            if node["alpha"] != nil { c.alpha = UInt8((alpha * 255).rounded()) }
            return c
        }
        guard case let .array(items)? = node["components"]?.kind, items.count == 3 else { return nil }
        var components: [Double] = []
        for item in items {
            switch item.kind {
            case let .number(v): components.append(v)
            case .string("none"): components.append(0) // CSS Color 4: a missing component is zero
            default: return nil
            }
        }
        if space == "srgb", !components.allSatisfy({ (0...1).contains($0) }) { return nil }
        guard let linear = ColorSpaces.linearSRGB(space, components) else { return nil }
        let channels = ColorSpaces.bytes(linear)
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: UInt8((alpha * 255).rounded()))
    }

    /// `rgb(…)`/`rgba(…)`: three channels (0–255 or %) and an optional alpha (0–1 or %),
    /// or Tokens Studio's `rgba(<colour>, alpha)`.
    private static func cssRGB(_ s: String) -> Color? {
        let lower = s.lowercased()
        guard lower.hasPrefix("rgb"), let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        let parts = inner.replacingOccurrences(of: "/", with: " ").replacingOccurrences(of: ",", with: " ")
            .split(separator: " ").map(String.init)
        if parts.count == 2, let base = color(text: parts[0]), let a = fraction(parts[1], scale: 1) {
            var c = base; c.alpha = UInt8((a * 255).rounded()); return c
        }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var ch: [UInt8] = []
        for p in parts.prefix(3) {
            guard let v = fraction(p, scale: 255) else { return nil }
            ch.append(UInt8((v * 255).rounded()))
        }
        var alpha = 1.0
        if parts.count == 4 { guard let a = fraction(parts[3], scale: 1) else { return nil }; alpha = a }
        return Color(red: ch[0], green: ch[1], blue: ch[2], alpha: UInt8((alpha * 255).rounded()))
    }

    /// A channel as a fraction of its full scale: "50%" -> 0.5, "128" (scale 255) -> 0.502.
    private static func fraction(_ p: String, scale: Double) -> Double? {
        let v: Double?
        if p.hasSuffix("%") { v = Double(p.dropLast()).map { $0 / 100 } } else { v = Double(p).map { $0 / scale } }
        guard let v, (0...1).contains(v) else { return nil }
        return v
    }
}
