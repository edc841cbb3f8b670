/// What a snapshot's variant says about the environment a SwiftUI view sees: its layout
/// direction, whether its token context is a dark theme, its Dynamic Type size and
/// pseudo-locale, and the run's named colours. Every entry point (the render worker,
/// `ImageRenderer`, `assertSnapshot`, the snapshot-testing strategy) passes it to the lowering
/// as a value, so a view reads `@Environment(\.layoutDirection)`, `\.colorScheme` and
/// `\.dynamicTypeSize` as the snapshot draws them (a `.primary` label in a dark snapshot is the
/// dark one), and nothing that changes pixels lives in a global.
public struct VariantEnvironment: Sendable {
    /// Reading it is recorded in `directionReads`.
    public var direction: LayoutDirection {
        get { directionReads?.mark(); return unobservedDirection }
        set { unobservedDirection = newValue }
    }
    /// The direction, read without recording it: for the lowering's own environment, whose
    /// reads are recorded where a view makes them.
    package private(set) var unobservedDirection: LayoutDirection
    /// Where reads of the direction during one lowering are recorded; nil records none.
    public var directionReads: DirectionReads?
    public var isDark: Bool
    /// The Dynamic Type size and pseudo-locale of the variant (Large and none by default).
    public var stress: TextStress
    /// The run's named colours (`asset-colors.json`) and the names it missed; nil: none.
    public var namedColors: AssetColors.Current?
    /// The scale the snapshot is painted at: `@Environment(\.displayScale)` (a hairline of
    /// `1 / displayScale` is one pixel at every scale).
    public var displayScale: Double

    public init(direction: LayoutDirection, isDark: Bool, stress: TextStress = .default, namedColors: AssetColors.Current? = nil,
                displayScale: Double = 1, directionReads: DirectionReads? = nil) {
        unobservedDirection = direction
        self.directionReads = directionReads
        self.isDark = isDark
        self.stress = stress
        self.namedColors = namedColors
        self.displayScale = displayScale
    }
}
