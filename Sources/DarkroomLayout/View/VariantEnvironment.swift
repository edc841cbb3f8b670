/// What a snapshot's variant says about the environment a SwiftUI view sees: its layout
/// direction and whether its token context is a dark theme. The render worker makes it
/// current around each `Component.body` call, so a view lowered there without an explicit
/// environment reads `@Environment(\.layoutDirection)` and `\.colorScheme` as the snapshot
/// draws it (a `.primary` label in a dark snapshot is the dark one), `\.dynamicTypeSize` as its
/// Dynamic Type axis says, and its text in its pseudo-locale.
public struct VariantEnvironment: Sendable, Equatable {
    public var direction: LayoutDirection
    public var isDark: Bool
    /// The Dynamic Type size and pseudo-locale of the variant (Large and none by default).
    public var stress: TextStress

    public init(direction: LayoutDirection, isDark: Bool, stress: TextStress = .default) {
        self.direction = direction
        self.isDark = isDark
        self.stress = stress
    }

    @TaskLocal public static var current: VariantEnvironment?
}
