import Foundation
import DarkroomLayout

/// The two contrast measures the audit reports, over straight sRGB colours.
public enum Contrast {
    /// WCAG 2.2's contrast ratio, (L1 + 0.05) / (L2 + 0.05), from 1 to 21.
    /// Relative luminance as WCAG 2.2 defines it ("relative luminance", Understanding SC 1.4.3):
    /// the sRGB transfer function with the 0.04045 threshold (WCAG 2.0 printed 0.03928; for
    /// 8-bit values both give the same result), weights 0.2126, 0.7152, 0.0722.
    public static func wcagRatio(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    public static func relativeLuminance(_ c: Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// APCA's lightness contrast Lc of `text` on `background` (APCA-W3 0.0.98G-4g, the
    /// constants of the reference `APCAcontrast()` in Myndex/apca-w3): positive for dark text
    /// on a light background, negative for light on dark; black on white is 106.04 and white
    /// on black -107.88. Reported beside WCAG's ratio, not used as a threshold: WCAG 3 is a draft.
    public static func apcaLc(text: Color, background: Color) -> Double {
        func y(_ c: Color) -> Double {
            let yv = 0.2126729 * pow(Double(c.red) / 255, 2.4) + 0.7151522 * pow(Double(c.green) / 255, 2.4)
                + 0.0721750 * pow(Double(c.blue) / 255, 2.4)
            // Soft clamp near black (blkThrs 0.022, blkClmp 1.414).
            return yv > 0.022 ? yv : yv + pow(0.022 - yv, 1.414)
        }
        let yText = y(text), yBackground = y(background)
        guard abs(yBackground - yText) >= 0.0005 else { return 0 }
        if yBackground > yText {
            let sapc = (pow(yBackground, 0.56) - pow(yText, 0.57)) * 1.14
            return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
        } else {
            let sapc = (pow(yBackground, 0.65) - pow(yText, 0.62)) * 1.14
            return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
        }
    }

    /// `top` painted over the opaque `bottom` with `opacity` on top of its own alpha
    /// (source-over in 8-bit sRGB, as Cairo composites).
    static func over(_ top: Color, opacity: Double, on bottom: Color) -> Color {
        let a = Double(top.alpha) / 255 * opacity
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }
}
