import DarkroomLayout
import DarkroomPNG
import DarkroomTokens

/// How big a snapshot's canvas may be, checked before Cairo is asked for a surface.
///
/// A token such as `"100000px"` would otherwise stop the whole run with Cairo's bare
/// "invalid size" naming neither the snapshot nor the token. The limits: 16,384 device
/// pixels a side (Cairo's own limit is 32,767) and the PNG pixel limit that `verify` reads
/// back (`DARKROOM_MAX_PIXELS`, default 2^24), so every image written can be verified.
enum CanvasLimits {
    static let maxSide = 16_384

    static func check(_ size: Size, scale: Int, snapshot: String, theme: ResolvedTokens, tokens: [TokenRequirement]) throws {
        let width = (size.width.rounded(.up)) * Double(scale), height = (size.height.rounded(.up)) * Double(scale)
        let maxPixels = PNGDecoder.defaultMaxPixels
        let fits = width.isFinite && height.isFinite && width <= Double(maxSide) && height <= Double(maxSide)
            && width * height <= Double(maxPixels)
        if fits { return }
        let shown = width.isFinite && height.isFinite ? "\(formatted(width)) x \(formatted(height)) pixels" : "not finite (\(size.width) x \(size.height))"
        throw SnapshotError.input("snapshot \(snapshot): its canvas would be \(shown), over the limit of \(maxSide) pixels a side and \(maxPixels) in all (DARKROOM_MAX_PIXELS)\(suspects(theme, tokens, scale: scale)); check the token values or the component's sizes")
    }

    /// The largest dimension tokens the component reads, the likely cause.
    private static func suspects(_ theme: ResolvedTokens, _ tokens: [TokenRequirement], scale: Int) -> String {
        let dimensions = tokens.filter { $0.type == .dimension }.map { ($0.path, theme.dimension($0.path)) }
        let large = dimensions.filter { $0.1 * Double(scale) > Double(maxSide) / 4 }.sorted { $0.1 > $1.1 }.prefix(3)
        guard !large.isEmpty else { return "" }
        return "; the dimension tokens it reads that large: " + large.map { "\($0.0) = \(formatted($0.1))px" }.joined(separator: ", ")
    }

    /// Whole numbers without ".0"; `Int(_:)` only inside its range (a `1e308` token reaches
    /// here, and converting it would trap).
    static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
