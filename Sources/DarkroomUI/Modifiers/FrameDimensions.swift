import Foundation

/// What SwiftUI makes of frame dimensions it calls contradictory or invalid, so a frame lays
/// out as iOS lays it out instead of as written. Measured on Apple's SwiftUI (a `Layout` probe
/// reading `sizeThatFits` answers, around a 20 x 20 child; SwiftUI logs "Contradictory frame
/// constraints specified" or "Invalid frame dimension" for each case that changes):
/// - fixed: `width: -10` answers 0, `-.infinity` 0, `.infinity` and `.nan` the child's 20;
/// - flexible: `minWidth: 60, idealWidth: 40` answers 60 and `idealWidth: 100, maxWidth: 80`
///   100 (the ideal is raised to the minimum, then the maximum to the ideal, as
///   `minWidth: 80, maxWidth: 40` answering 80 shows); `maxWidth: -10` answers 0.
/// What SwiftUI itself answers with an infinite or NaN size (`minWidth: .infinity` or `.nan`
/// with no proposal) stays so, and the render refuses the canvas, naming its size.
enum FrameDimensions {
    static func fixed(_ value: CGFloat?) -> Double? {
        guard let value else { return nil }
        if value.isNaN || value == .infinity { return nil }
        return max(0, Double(value))
    }

    static func flexible(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> (min: Double?, ideal: Double?, max: Double?) {
        let lower = min.map(Double.init)
        var ideal = ideal.map(Double.init)
        var upper = max.map { Swift.max(0, Double($0)) }
        if let l = lower, let i = ideal, l > i { ideal = l }
        if let u = upper, let floor = ideal ?? lower, floor > u { upper = floor }
        return (lower, ideal, upper)
    }
}
