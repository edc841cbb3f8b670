import DarkroomPNG

/// Tiny pictures that look like a checkbox or chip: a box at the leading edge (filled when
/// "on"), then a bar standing in for the label. Mirrored in RTL, darker surface colours in
/// the dark theme, one accent per brand, so screenshots of the gallery are easy to read.
enum FixtureImages {
    static let accents: [(UInt8, UInt8, UInt8)] = [(47, 91, 211), (214, 69, 65), (46, 160, 92), (155, 89, 182), (230, 140, 20)]

    static func draw(width: Int, height: Int, scale: Int, accent: Int, on: Bool, dark: Bool, rtl: Bool,
                     shape: Int = 0, mark: (UInt8, UInt8, UInt8)? = nil) -> [UInt8] {
        let w = width * scale, h = height * scale
        var image = RGBAImage(width: w, height: h, fill: (0, 0, 0, 0))
        let a = accents[accent % accents.count]
        let ink: (UInt8, UInt8, UInt8, UInt8) = dark ? (225, 225, 230, 255) : (40, 40, 45, 255)
        let box = (height - 8) * scale
        let inset = 4 * scale
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) {
            for y in max(0, y0)..<min(h, y1) {
                for x in max(0, x0)..<min(w, x1) { image.setPixel(x: rtl ? w - 1 - x : x, y: y, c) }
            }
        }
        // Box: border, then fill or hollow; shape 1 cuts the corners a little.
        fill(inset, inset, inset + box, inset + box, (a.0, a.1, a.2, 255))
        if !on { fill(inset + 2 * scale, inset + 2 * scale, inset + box - 2 * scale, inset + box - 2 * scale, dark ? (30, 30, 32, 255) : (255, 255, 255, 255)) }
        else { fill(inset + box / 3, inset + box / 3, inset + box - box / 3, inset + box - box / 3, (255, 255, 255, 255)) }
        if shape == 1 {
            let c = 2 * scale
            fill(inset, inset, inset + c, inset + c, (0, 0, 0, 0)); fill(inset + box - c, inset, inset + box, inset + c, (0, 0, 0, 0))
            fill(inset, inset + box - c, inset + c, inset + box, (0, 0, 0, 0)); fill(inset + box - c, inset + box - c, inset + box, inset + box, (0, 0, 0, 0))
        }
        // Label bar.
        let barX = inset + box + 6 * scale
        fill(barX, h / 2 - 2 * scale, w - inset - 8 * scale, h / 2 + 2 * scale, ink)
        if let m = mark { fill(w - inset - 6 * scale, inset, w - inset, h - inset, (m.0, m.1, m.2, 255)) }
        return PNGEncoder.encode(image)
    }
}
