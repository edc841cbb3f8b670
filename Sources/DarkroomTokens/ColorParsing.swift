import DarkroomFiles
import DarkroomGeometry
import Foundation

/// Colour values in the forms token files use.
///
/// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` strings (Style Dictionary, Tokens Studio, DTCG drafts);
/// - the DTCG 2025.10 object `{"colorSpace": ..., "components": [...], "alpha": a, "hex": "#..."}`
///   in every space of the colour module (`ColorSpaces`), each component checked against its
///   space's range: the `hex` fallback when the token gives one (what the design tool
///   computed), otherwise converted to sRGB and gamut-mapped (see `ColorSpaces`);
/// - CSS `rgb()`/`rgba()` (comma or space syntax, `/ alpha`, percentages), which Tokens Studio
///   writes, including its `rgba(#RRGGBB, 0.5)` form once an alias is substituted.
enum ColorParsing {
    static func color(_ node: JSONNode) -> Color? {
        switch node.kind {
        case let .string(s): return color(text: s)
        case .object: if case let .value(.color(c)) = colorObject(node, lenient: true) { return c } else { return nil }
        default: return nil
        }
    }

    static func color(text raw: String) -> Color? {
        let s = raw.trimmingWhitespaces
        if s.hasPrefix("#") { return Color(hex: s) }
        switch s.lowercased() {
        case "transparent": return .clear
        case "white": return .white
        case "black": return .black
        default: break
        }
        return cssRGB(s)
    }

    /// The range each component may take, per space (DTCG colour module, "Supported color
    /// spaces"): `true` in `upperOpen` means the top is excluded (hue 360 is 0 again).
    private struct ComponentRange { var name: String; var low: Double?; var high: Double?; var upperOpen = false }

    private static func ranges(_ space: String) -> [ComponentRange]? {
        let unit = { (n: String) in ComponentRange(name: n, low: 0, high: 1) }
        let hue = ComponentRange(name: "hue", low: 0, high: 360, upperOpen: true)
        let percent = { (n: String) in ComponentRange(name: n, low: 0, high: 100) }
        let signed = { (n: String) in ComponentRange(name: n, low: nil, high: nil) }
        switch space {
        case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020": return [unit("red"), unit("green"), unit("blue")]
        // The module says 0...1, but D65 white is Z = 1.089: XYZ is only kept non-negative.
        case "xyz-d65", "xyz-d50": return ["X", "Y", "Z"].map { ComponentRange(name: $0, low: 0, high: nil) }
        case "hsl": return [hue, percent("saturation"), percent("lightness")]
        case "hwb": return [hue, percent("whiteness"), percent("blackness")]
        case "lab": return [percent("lightness"), signed("a"), signed("b")]
        case "lch": return [percent("lightness"), ComponentRange(name: "chroma", low: 0, high: nil), hue]
        case "oklab": return [unit("lightness"), signed("a"), signed("b")]
        case "oklch": return [unit("lightness"), ComponentRange(name: "chroma", low: 0, high: nil), hue]
        default: return nil
        }
    }

    /// The DTCG 2025.10 colour object: `colorSpace`, three `components` (numbers in the space's
    /// ranges, or "none"), optional `alpha` in 0...1 and optional 6-digit `hex` fallback, which
    /// wins when given: it is what the design tool showed.
    /// `lenient` also takes a 3-, 4- or 8-digit hex fallback.
    static func colorObject(_ node: JSONNode, lenient: Bool) -> Literal {
        guard case let .object(members) = node.kind else { return .problem(nil) }
        if let extra = members.first(where: { !["colorSpace", "components", "alpha", "hex"].contains($0.key) }) {
            return .problem("a colour object has colorSpace, components, alpha and hex, not \"\(extra.key)\"")
        }
        guard let spaceNode = node["colorSpace"] else { return .problem("it has no \"colorSpace\" (such as \"srgb\")") }
        guard case let .string(space) = spaceNode.kind, let limits = ranges(space) else {
            return .problem("its colorSpace \(spaceNode.shortDescription) is not one of \(ColorSpaces.supported.joined(separator: ", "))")
        }
        var alpha = 1.0
        if let a = node["alpha"] {
            if case let .string(s) = a.kind, s.hasPrefix("{") { return .problem("a reference cannot stand for part of a colour; reference the whole colour, or point at the number with $ref") }
            guard case let .number(v) = a.kind else { return .problem("its alpha is \(a.shortDescription), not a number") }
            guard (0...1).contains(v) else { return .problem("its alpha \(format(v)) is outside 0...1") }
            alpha = v
        }
        var fallback: Color?
        if let h = node["hex"] {
            guard case let .string(hex) = h.kind else { return .problem("its hex fallback is \(h.shortDescription), not a string") }
            // Carbon writes "#000": Terrazzo reads 3-, 4- and 8-digit fallbacks, and so do lenient loads.
            let digits = lenient ? [4, 5, 7, 9] : [7]
            guard digits.contains(hex.count), hex.hasPrefix("#"), let c = Color(hex: hex) else {
                return .problem("its hex fallback \"\(hex)\" is not \(lenient ? "#RGB, #RGBA, #RRGGBB or #RRGGBBAA" : "6-digit #RRGGBB (the alpha goes in \"alpha\"; --strict holds the fallback to DTCG 2025.10)")")
            }
            fallback = c
        }
        guard let componentsNode = node["components"] else { return .problem("it has no \"components\" array") }
        guard case let .array(items) = componentsNode.kind else { return .problem("its components are \(componentsNode.kindName), not an array of three numbers") }
        guard items.count == 3 else { return .problem("\(space) has 3 components, but \(items.count) are given") }
        var components: [Double] = []
        for (item, range) in zip(items, limits) {
            switch item.kind {
            case let .number(v):
                // Unbounded components (lab a/b, chroma, XYZ) too: a 1e308 must not reach the
                // conversion to 8-bit channels, where it would become NaN and trap.
                guard abs(v) <= 1e6 else { return .problem("its \(range.name) \(String(v)) is beyond any colour (at most 1e6 in magnitude)") }
                if let low = range.low, v < low { return .problem("its \(range.name) \(format(v)) is below \(format(low)) in \(space)") }
                if let high = range.high, range.upperOpen ? v >= high : v > high {
                    return .problem("its \(range.name) \(format(v)) is outside \(format(range.low ?? 0))...\(format(high))\(range.upperOpen ? " (\(format(high)) excluded; it is \(format(range.low ?? 0)) again)" : "") in \(space)")
                }
                components.append(v)
            case .string("none"): components.append(0) // CSS Color 4: a missing component is zero
            case let .string(s) where s.hasPrefix("{"):
                return .problem("a reference cannot stand for part of a colour; reference the whole colour, or point at the number with $ref")
            default:
                return .problem("its \(range.name) is \(item.shortDescription); a component is a number or \"none\"")
            }
        }
        let a8 = UInt8((alpha * 255).rounded())
        if var c = fallback {
            // A 4- or 8-digit fallback (lenient only) carries its own alpha unless "alpha" is given.
            if node["alpha"] != nil || c.alpha == 255 { c.alpha = a8 }
            return .value(.color(c))
        }
        guard let linear = ColorSpaces.linearSRGB(space, components) else { return .problem(nil) }
        let channels = ColorSpaces.bytes(linear)
        return .value(.color(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: a8)))
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
