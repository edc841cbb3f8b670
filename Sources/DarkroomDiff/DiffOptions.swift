/// An opaque RGB colour used to paint the diff image.
public struct DiffColor: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    public static let red = DiffColor(255, 0, 0)
    public static let yellow = DiffColor(255, 255, 0)
}

/// What semi-transparent pixels are blended over before their colours are compared.
///
/// pixelmatch blends over a checkerboard by default so that a transparent pixel never matches
/// white ink (mapbox/pixelmatch#26); `white` is its pre-v7 behaviour (`checkerboard: false`).
public enum BlendBackground: Hashable, Sendable {
    case checkerboard
    case white
}

/// pixelmatch's options, with its defaults (README "API", `pixelmatch(img1, img2, output, ...)`).
public struct DiffOptions: Hashable, Sendable {
    /// Matching threshold in HyAB units, 0 to 1, where 1 is black against white. Smaller is stricter.
    public var threshold: Double = 0.1
    /// When true, anti-aliased pixels count as differences instead of being forgiven.
    public var includeAA: Bool = false
    /// Opacity of the grey copy of the first image drawn under the diff: 0 is white, 1 full.
    public var alpha: Double = 0.1
    /// Colour of forgiven anti-aliased pixels in the diff image.
    public var aaColor: DiffColor = .yellow
    /// Colour of differing pixels in the diff image.
    public var diffColor: DiffColor = .red
    /// Colour of differing pixels where the first image is the lighter one ("removed" ink).
    /// `nil` paints every difference with `diffColor`.
    public var diffColorAlt: DiffColor? = nil
    /// Paint only the differences over a transparent image, without the grey copy or AA pixels.
    public var diffMask: Bool = false
    /// What semi-transparent pixels are blended over.
    public var background: BlendBackground = .checkerboard
    /// When set to N, also report the largest number of differing pixels in any N x N window.
    public var windowSize: Int? = nil

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
                diffMask: Bool = false, background: BlendBackground = .checkerboard, windowSize: Int? = nil) {
        precondition((0...1).contains(threshold), "DiffOptions: threshold \(threshold) outside 0...1 (bug in the caller)")
        precondition((0...1).contains(alpha), "DiffOptions: alpha \(alpha) outside 0...1 (bug in the caller)")
        precondition(windowSize.map { $0 > 0 } ?? true, "DiffOptions: windowSize must be positive (bug in the caller)")
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.background = background
        self.windowSize = windowSize
    }
}
