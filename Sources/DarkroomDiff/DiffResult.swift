import DarkroomPNG

/// How two images compare, in the spirit of Paparazzi's `Identical / Similar / Different`.
public enum DiffVerdict: Hashable, Sendable {
    /// Byte-equal pixels.
    case identical
    /// Some pixels differ, but none beyond the threshold (or only anti-aliasing).
    case similar
    /// At least one pixel differs beyond the threshold and is not anti-aliasing.
    case different
}

/// The outcome of `ImageDiffer.compare`.
public struct DiffResult: Hashable, Sendable {
    public var verdict: DiffVerdict
    /// Pixels over the threshold that are not anti-aliasing: pixelmatch's return value.
    public var mismatchedPixels: Int
    /// Pixels over the threshold that were forgiven as anti-aliasing (0 when `includeAA`).
    public var antialiasedPixels: Int
    /// The largest `mismatchedPixels` count in any `windowSize` x `windowSize` window, when asked.
    public var maxWindowDensity: Int?
    /// pixelmatch's diff image, when asked.
    public var diffImage: RGBAImage?

    public init(verdict: DiffVerdict, mismatchedPixels: Int, antialiasedPixels: Int,
                maxWindowDensity: Int?, diffImage: RGBAImage?) {
        self.verdict = verdict
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.maxWindowDensity = maxWindowDensity
        self.diffImage = diffImage
    }
}

/// Images that cannot be compared pixel by pixel.
public enum ImageDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The two images differ in size; pixelmatch throws "Image sizes do not match." here.
    case sizeMismatch(expected: Size, actual: Size)

    public struct Size: Hashable, Sendable {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
    }

    public var description: String {
        switch self {
        case let .sizeMismatch(a, b):
            return "image sizes differ: \(a.width)x\(a.height) against \(b.width)x\(b.height)"
        }
    }
}
