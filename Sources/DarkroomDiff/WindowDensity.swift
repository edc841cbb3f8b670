/// The largest number of differing pixels in any N x N window: pixelmatch 8's `windowSize`.
///
/// Windows slide one pixel at a time (pixelmatch#170: "maximum number of diff pixels in any
/// N x N window"); tiles would report 6a/6b at N = 32 as fewer than its 29. A summed-area table
/// makes every window an O(1) lookup. A window larger than the image is clamped to it, so
/// N >= max(width, height) gives the total count.
enum WindowDensity {
    /// `mask` holds one byte per pixel, 1 for a counted difference (never an AA pixel).
    static func maximum(mask: UnsafeBufferPointer<UInt8>, width: Int, height: Int, window: Int) -> Int {
        precondition(window > 0, "WindowDensity: window must be positive (bug in the caller)")
        if width == 0 || height == 0 { return 0 }
        let stride = width + 1
        // table[(y + 1) * stride + (x + 1)] = differences in rows 0...y, columns 0...x.
        var table = [Int32](repeating: 0, count: stride * (height + 1))
        table.withUnsafeMutableBufferPointer { t in
            for y in 0..<height {
                var rowSum: Int32 = 0
                let row = y * width
                for x in 0..<width {
                    rowSum &+= Int32(mask[row + x])
                    t[(y + 1) * stride + x + 1] = t[y * stride + x + 1] &+ rowSum
                }
            }
        }
        let w = min(window, width), h = min(window, height)
        var best: Int32 = 0
        table.withUnsafeBufferPointer { t in
            for y in 0...(height - h) {
                let top = y * stride, bottom = (y + h) * stride
                for x in 0...(width - w) {
                    let sum = t[bottom + x + w] - t[top + x + w] - t[bottom + x] + t[top + x]
                    if sum > best { best = sum }
                }
            }
        }
        return Int(best)
    }
}
