import Testing
@testable import DarkroomLayout

/// Sidecar numbers: the fast formatter writes exactly what the shortest round-trip form of
/// the rounded value would, so sidecars keep their bytes.
@Suite("Dump numbers")
struct DumpNumberTests {
    /// The formatter sidecars were written with before: round, then `Double.description`.
    static func reference(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        let s = (r == 0 ? 0 : r).description
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }

    @Test func edgeCases() {
        let values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, 0.001, -0.001, 0.05, 0.5, 1, -1, 1.5, 12.345, 12.3456,
                                99.9995, 100, 0.1 + 0.2, 1e9 + 0.001, -123456.789, 1e11 + 0.125, 2.675, 1.0005, 8.0625]
        for v in values { #expect(fmt(v) == Self.reference(v), "\(v)") }
        #expect(fmt(-0.0) == "0" && fmt(0.0004) == "0" && fmt(12.3456) == "12.346" && fmt(0.05) == "0.05")
    }

    @Test func layoutSizedValues() {
        // Every thousandth from -2 to 2, and pseudo-random layout coordinates.
        for k in -2000...2000 { #expect(fmt(Double(k) / 1000) == Self.reference(Double(k) / 1000), "\(k)") }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<100_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let v = (Double(state >> 11) / Double(1 << 53) - 0.5) * 4000
            #expect(fmt(v) == Self.reference(v), "\(v)")
        }
    }

    @Test func quotingEscapesOnlyWhatItMust() {
        #expect(quoted("Remember me") == "\"Remember me\"")
        #expect(quoted("a\"b\\c\nd é") == "\"a\\\"b\\\\c\\nd é\"")
    }
}
