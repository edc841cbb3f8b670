import DarkroomPNG

/// A pixelmatch-compatible image differ (mapbox/pixelmatch 8, ISC).
///
/// ```swift
/// let result = try ImageDiffer(DiffOptions(threshold: 0.05)).compare(reference, actual)
/// if result.verdict == .different { write(result.diffImage!) }
/// ```
///
/// Counts and diff images follow pixelmatch: OKLab + HyAB colour distance (`ColorDistance`),
/// anti-aliasing forgiven unless `includeAA` (`AntiAliasing`), similar pixels drawn as a faded
/// grey copy of the first image, and an optional windowed density (`WindowDensity`).
public struct ImageDiffer: Sendable {
    public var options: DiffOptions

    public init(_ options: DiffOptions = DiffOptions()) {
        self.options = options
    }

    /// Compares `a` (expected) against `b` (actual). Throws only when the sizes differ.
    ///
    /// - Parameter diffImage: whether to paint the diff image; counting alone is faster.
    public func compare(_ a: RGBAImage, _ b: RGBAImage, diffImage: Bool = true) throws(ImageDiffError) -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            throw .sizeMismatch(expected: .init(width: a.width, height: a.height),
                                actual: .init(width: b.width, height: b.height))
        }
        let count = a.width * a.height
        let window = options.windowSize

        if a.pixels == b.pixels {
            // pixelmatch's fast path: only the grey copy (or, for a mask, nothing) is drawn.
            var output: RGBAImage?
            if diffImage {
                var pixels = [UInt8](repeating: 0, count: count * 4)
                if !options.diffMask { Self.paintGrey(a.pixels, into: &pixels, alpha: options.alpha) }
                output = RGBAImage(width: a.width, height: a.height, pixels: pixels)
            }
            return DiffResult(verdict: .identical, mismatchedPixels: 0, antialiasedPixels: 0,
                              maxWindowDensity: window.map { _ in 0 }, diffImage: output)
        }

        var output = diffImage ? [UInt8](repeating: 0, count: count * 4) : []
        var mask = window != nil ? [UInt8](repeating: 0, count: count) : []
        var counts = (mismatched: 0, antialiased: 0)

        a.pixels.withUnsafeBufferPointer { p1 in
            b.pixels.withUnsafeBufferPointer { p2 in
                output.withUnsafeMutableBufferPointer { out in
                    mask.withUnsafeMutableBufferPointer { m in
                        let input = DiffPass.Input(p1: p1.baseAddress!, p2: p2.baseAddress!, width: a.width, height: a.height)
                        let maskBase = window != nil ? m.baseAddress : nil
                        if diffImage {
                            counts = DiffPass.run(input, options, canvas: PixelCanvas(base: out.baseAddress!), mask: maskBase)
                        } else {
                            counts = DiffPass.run(input, options, canvas: NoCanvas(), mask: maskBase)
                        }
                    }
                }
            }
        }

        let density: Int? = window.map { n in
            mask.withUnsafeBufferPointer { WindowDensity.maximum(mask: $0, width: a.width, height: a.height, window: n) }
        }
        return DiffResult(verdict: counts.mismatched > 0 ? .different : .similar,
                          mismatchedPixels: counts.mismatched, antialiasedPixels: counts.antialiased,
                          maxWindowDensity: density,
                          diffImage: diffImage ? RGBAImage(width: a.width, height: a.height, pixels: output) : nil)
    }

    /// pixelmatch's `drawGrayPixel` over a whole image.
    static func paintGrey(_ source: [UInt8], into output: inout [UInt8], alpha: Double) {
        source.withUnsafeBufferPointer { s in
            output.withUnsafeMutableBufferPointer { o in
                let canvas = PixelCanvas(base: o.baseAddress!)
                var k = 0
                while k < s.count {
                    canvas.grey(from: s.baseAddress!, at: k, alpha: alpha)
                    k += 4
                }
            }
        }
    }
}
