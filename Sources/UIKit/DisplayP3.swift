import Foundation

/// Display P3 to extended sRGB, exactly: both spaces share the sRGB transfer curve and the
/// D65 white, so a colour is linearised, multiplied by the linear-P3-to-linear-sRGB matrix and
/// encoded again. The matrix is CSS Color 4's `lin_P3_to_XYZ` followed by `XYZ_to_lin_sRGB`
/// (https://www.w3.org/TR/css-color-4/#color-conversion-code), multiplied out. Components
/// outside 0...1 stay (extended sRGB, as UIKit's `UIExtendedSRGBColorSpace` keeps them);
/// drawing into an sRGB surface clamps them.
package enum DisplayP3 {
    static let matrix: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0.0],
        [-0.04205695470968816, 1.042056954709688, 0.0],
        [-0.019637554590334432, -0.07863604555063189, 1.0982736001409663],
    ]

    package static func extendedSRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        let linear = [red, green, blue].map(toLinear)
        let out = matrix.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }.map(fromLinear)
        return (out[0], out[1], out[2])
    }

    /// The sRGB curve (IEC 61966-2-1), mirrored for negative values as extended sRGB does.
    package static func toLinear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    package static func fromLinear(_ v: Double) -> Double {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
