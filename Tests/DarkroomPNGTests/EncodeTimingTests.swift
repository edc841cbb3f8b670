import Testing
import DarkroomPNG
#if canImport(Glibc)
import Glibc
#endif

/// Prints how our encoder compares with cairo's writer. Never asserts: timings vary by machine
/// and a debug build runs our Swift unoptimised while cairo's C is always optimised. The numbers
/// quoted in `PNGEncoder.canonical` come from a release build.
struct EncodeTimingTests {
    static func milliseconds(_ iterations: Int, _ body: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        for _ in 0..<iterations { body() }
        clock_gettime(CLOCK_MONOTONIC, &end)
        let ns = Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
        return ns / 1e6 / Double(iterations)
    }

    @Test(arguments: [1.0, 2.0])
    func printEncodeTimes(scale: Double) {
        let canvas = CairoCanvas(width: Int(120 * scale), height: Int(24 * scale))
        canvas.drawCheckbox(scale: scale)
        let ours = Self.milliseconds(200) { _ = canvas.encodeWithDarkroom() }
        let cairo = Self.milliseconds(200) { _ = canvas.encodeWithCairo() }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        print("PNG encode \(canvas.width)x\(canvas.height) (\(build)): darkroom \(format3(ours)) ms "
              + "(\(canvas.encodeWithDarkroom().count) B), cairo \(format3(cairo)) ms (\(canvas.encodeWithCairo().count) B)")
    }

    func format3(_ v: Double) -> String { String(Double(Int(v * 1000)) / 1000) }
}
