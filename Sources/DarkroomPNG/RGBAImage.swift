/// An image in straight (non-premultiplied) RGBA, 8 bits per channel.
///
/// This is the one pixel format Darkroom compares, diffs and stores. Pixels are row-major with
/// no row padding, so pixel (x, y) starts at byte `(y * width + x) * 4`. Straight alpha keeps
/// colours comparable when alpha differs, which is how PNG stores them and pixelmatch reads them.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var pixels: [UInt8]

    /// Wraps existing pixels. A size mismatch is a programming error, so it traps.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)x\(height) (bug in the caller)")
        precondition(pixels.count == width * height * 4,
                     "RGBAImage: \(pixels.count) bytes for \(width)x\(height) (expected \(width * height * 4); bug in the caller)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour, given as straight (r, g, b, a).
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)x\(height) (bug in the caller)")
        let count = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            for i in 0..<count {
                buffer[i * 4] = fill.0
                buffer[i * 4 + 1] = fill.1
                buffer[i * 4 + 2] = fill.2
                buffer[i * 4 + 3] = fill.3
            }
            initialized = count * 4
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The straight RGBA value at (x, y). Out-of-range coordinates trap.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = offset(x: x, y: y)
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Replaces the pixel at (x, y) with a straight (r, g, b, a) value.
    public mutating func setPixel(x: Int, y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = offset(x: x, y: y)
        pixels[i] = p.0
        pixels[i + 1] = p.1
        pixels[i + 2] = p.2
        pixels[i + 3] = p.3
    }

    /// True when every alpha byte is 255; such images are written as PNG colour type 2 (RGB).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    private func offset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "RGBAImage: pixel (\(x), \(y)) outside \(width)x\(height) (bug in the caller)")
        return (y * width + x) * 4
    }
}
