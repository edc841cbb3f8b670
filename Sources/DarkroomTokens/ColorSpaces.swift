import Foundation

/// The colour spaces of the DTCG 2025.10 colour module, converted to 8-bit sRGB for painting.
///
/// Formulas and matrices are CSS Color Module Level 4's (§ "Sample code for colour
/// conversions"); OKLab is Ottosson's. Conversions go through CIE XYZ (D65; D50 spaces adapt
/// with the Bradford matrix) to linear sRGB. A colour outside sRGB is gamut-mapped the way
/// CSS Color 4 says (`GamutMapping`: chroma reduced in OKLCh, lightness and hue kept), as
/// browsers do. When a token gives a `hex` fallback, that is used instead of converting.
///
/// Component ranges, as the DTCG colour module writes them: RGB spaces 0...1; `hsl` and
/// `hwb` hue in degrees and the other two in 0...100; `lab`/`lch` L in 0...100; `oklab`/
/// `oklch` L in 0...1; `xyz-d50`/`xyz-d65` with Y = 1 for white.
enum ColorSpaces {
    /// Linear-light sRGB (unclipped) for `components` in `space`, or nil for an unknown space.
    static func linearSRGB(_ space: String, _ c: [Double]) -> [Double]? {
        guard c.count == 3 else { return nil }
        switch space {
        case "srgb": return c.map(srgbToLinear)
        case "srgb-linear": return c
        case "display-p3": return fromXYZ65(multiply(p3ToXYZ, c.map(srgbToLinear)))
        case "a98-rgb": return fromXYZ65(multiply(a98ToXYZ, c.map { sign($0) * pow(abs($0), 563.0 / 256) }))
        case "prophoto-rgb": return fromXYZ50(multiply(prophotoToXYZ50, c.map(prophotoToLinear)))
        case "rec2020": return fromXYZ65(multiply(rec2020ToXYZ, c.map(rec2020ToLinear)))
        case "xyz-d65", "xyz": return fromXYZ65(c)
        case "xyz-d50": return fromXYZ50(c)
        case "lab": return fromXYZ50(labToXYZ50(c))
        case "lch": return fromXYZ50(labToXYZ50(polarToRectangular(c)))
        case "oklab": return oklabToLinearSRGB(c)
        case "oklch": return oklabToLinearSRGB(polarToRectangular(c))
        case "hsl": return hslToSRGB(c[0], c[1] / 100, c[2] / 100).map(srgbToLinear)
        case "hwb": return hwbToSRGB(c[0], c[1] / 100, c[2] / 100).map(srgbToLinear)
        default: return nil
        }
    }

    /// 8-bit sRGB channels: gamut-map (CSS Color 4), encode, round.
    static func bytes(_ linear: [Double]) -> [UInt8] {
        GamutMapping.sRGB(fromLinear: linear).map { UInt8(($0 * 255).rounded()) }
    }

    static let supported = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
                            "oklab", "oklch", "lab", "lch", "hsl", "hwb", "xyz-d65", "xyz-d50"]

    // MARK: - Transfer functions

    static func srgbToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 0.04045 ? v / 12.92 : sign(v) * pow((a + 0.055) / 1.055, 2.4)
    }

    static func linearToSRGB(_ v: Double) -> Double {
        let a = abs(v)
        return a > 0.0031308 ? sign(v) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * v
    }

    private static func prophotoToLinear(_ v: Double) -> Double {
        abs(v) <= 16.0 / 512 ? v / 16 : sign(v) * pow(abs(v), 1.8)
    }

    private static func rec2020ToLinear(_ v: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        return abs(v) < beta * 4.5 ? v / 4.5 : sign(v) * pow((abs(v) + alpha - 1) / alpha, 1 / 0.45)
    }

    private static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }

    // MARK: - Matrices (CSS Color 4)

    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let prophotoToXYZ50: [[Double]] = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    private static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    /// Bradford chromatic adaptation, D50 to D65.
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    private static func fromXYZ65(_ xyz: [Double]) -> [Double] { multiply(xyzToLinearSRGB, xyz) }
    private static func fromXYZ50(_ xyz: [Double]) -> [Double] { fromXYZ65(multiply(d50ToD65, xyz)) }

    // MARK: - Lab, LCh, OKLab, HSL, HWB

    private static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116, f0 = lab[1] / 500 + f1, f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    /// [L, C, H°] -> [L, a, b].
    private static func polarToRectangular(_ lch: [Double]) -> [Double] {
        let h = lch[2] * .pi / 180
        return [lch[0], lch[1] * cos(h), lch[1] * sin(h)]
    }

    static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s]
    }

    /// HSL (hue in degrees, saturation and lightness 0...1) to gamma-encoded sRGB.
    private static func hslToSRGB(_ hue: Double, _ s: Double, _ l: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    /// HWB (hue in degrees, whiteness and blackness 0...1) to gamma-encoded sRGB.
    private static func hwbToSRGB(_ hue: Double, _ w: Double, _ b: Double) -> [Double] {
        if w + b >= 1 { let grey = w / (w + b); return [grey, grey, grey] }
        return hslToSRGB(hue, 1, 0.5).map { $0 * (1 - w - b) + w }
    }
}
