import Foundation

/// CSS Color 4's gamut mapping to sRGB (§13.2 "CSS Gamut Mapping to an RGB Destination", the
/// binary search over OKLCh chroma with a local MINDE): a colour outside sRGB keeps its
/// lightness and hue and loses chroma until clipping what is left changes it by less than
/// one just-noticeable difference (deltaE OK 0.02). Colours inside sRGB are unchanged.
/// This is what browsers paint for `color(display-p3 1 0.5 0)`, so a token and a web page agree.
enum GamutMapping {
    static let jnd = 0.02
    static let epsilon = 0.0001

    /// Gamma-encoded sRGB in 0...1 for a linear-light sRGB colour that may lie outside the gamut.
    static func sRGB(fromLinear linear: [Double]) -> [Double] {
        let origin = linear.map(ColorSpaces.linearToSRGB)
        if inGamut(origin) { return origin }
        let lab = oklab(fromLinear: linear)
        if lab[0] >= 1 { return [1, 1, 1] }   // step 3: lighter than white
        if lab[0] <= 0 { return [0, 0, 0] }   // step 4: darker than black
        let hue = atan2(lab[2], lab[1])
        var current = lab
        var clipped = clip(current)
        if deltaEOK(clipped, current) < jnd { return clipped }   // steps 8-10
        var low = 0.0, high = hypot(lab[1], lab[2]), lowInGamut = true
        while high - low > epsilon {                             // step 12
            let chroma = (low + high) / 2
            current = [lab[0], chroma * cos(hue), chroma * sin(hue)]
            let encoded = ColorSpaces.oklabToLinearSRGB(current).map(ColorSpaces.linearToSRGB)
            if lowInGamut && inGamut(encoded) { low = chroma; continue }
            clipped = clip(current)
            let e = deltaEOK(clipped, current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    private static func inGamut(_ rgb: [Double]) -> Bool { rgb.allSatisfy { (0...1).contains($0) } }

    /// The OKLab colour clipped to sRGB, as gamma-encoded sRGB.
    private static func clip(_ lab: [Double]) -> [Double] {
        ColorSpaces.oklabToLinearSRGB(lab).map { min(max(ColorSpaces.linearToSRGB($0), 0), 1) }
    }

    /// Euclidean distance in OKLab between an encoded sRGB colour and an OKLab colour.
    private static func deltaEOK(_ rgb: [Double], _ lab: [Double]) -> Double {
        let other = oklab(fromLinear: rgb.map(ColorSpaces.srgbToLinear))
        return sqrt(zip(other, lab).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }

    /// Ottosson's linear sRGB -> OKLab.
    static func oklab(fromLinear c: [Double]) -> [Double] {
        let l = cbrt(0.4122214708 * c[0] + 0.5363325363 * c[1] + 0.0514459929 * c[2])
        let m = cbrt(0.2119034982 * c[0] + 0.6806995451 * c[1] + 0.1073969566 * c[2])
        let s = cbrt(0.0883024619 * c[0] + 0.2817188376 * c[1] + 0.6299787005 * c[2])
        return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
    }
}
