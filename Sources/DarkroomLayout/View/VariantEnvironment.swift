/// What a snapshot's variant says about the environment a SwiftUI view sees: its layout
/// direction and whether its token context is a dark theme. The render worker makes it
/// current around each `Component.body` call, so a view lowered there without an explicit
/// environment reads `@Environment(\.layoutDirection)` and `\.colorScheme` as the snapshot
/// draws it (a `.primary` label in a dark snapshot is the dark one).
public struct VariantEnvironment: Sendable, Equatable {
    public var direction: LayoutDirection
    public var isDark: Bool

    public init(direction: LayoutDirection, isDark: Bool) {
        self.direction = direction
        self.isDark = isDark
    }

    @TaskLocal public static var current: VariantEnvironment?
}
