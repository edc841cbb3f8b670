import DarkroomCatalog
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem

/// Chip-Base in the catalogue: the seed's SwiftUI `ChipBase` (SeedDesignSystem) with and
/// without its leading icon, at rest and pressed, with the theme of each brand and colour scheme.
public struct ChipBase: Component {
    public enum LeadingIcon: String, AxisValueProtocol { case noicon, withicon }

    public static let name = "ChipBase"
    public static let summary = "A pill-shaped chip for filtering or selection, with an optional leading icon; pressed, it blends its surface and borders in the primary action colour."
    public static let axes: [ComponentAxis] = [
        .of(LeadingIcon.self, "icon", default: .noicon),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    public static let tokens: [TokenRequirement] = SeedTheme.Chip.tokens
    public static let icons = ["filter"]

    public var icon: LeadingIcon
    public var interaction: Interaction

    public init?(axes: AxisValues) {
        icon = axes.get("icon")
        interaction = axes.get("interaction")
    }

    public static let label = "Filters"

    public func body(_ t: ResolvedTokens) -> some View {
        var theme = SeedTheme.unset
        theme.chip = SeedTheme.Chip(tokens: t)
        return SeedDesignSystem.ChipBase(Self.label, showsIcon: icon == .withicon) {}
            .darkroomPressed(interaction == .pressed)
            .environment(\.seedTheme, theme)
    }
}
