import Foundation

/// Wall-clock time of a closure, in milliseconds.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func format(_ v: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", v) }
