import DarkroomCatalog
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem

/// ButtonIcon in the catalogue: the seed's SwiftUI `ButtonIcon` (SeedDesignSystem), drawn for
/// each size x variant x interaction with the theme of each brand and colour scheme.
///
/// Seed discrepancy: the ButtonIcon report sizes its icons from `icon.size050/075/100` as
/// 13/18/24, while the later checkbox and chip reports give that shared scale as 16/20/24.
/// We keep ButtonIcon's own numbers, under component tokens `buttonIcon.icon.*` (13/18/24),
/// so its circles stay 29/38/48 as its report specifies and the shared `icon.size.*` scale
/// stays 16/20/24 for everything else.
/// The report also gives the secondary border as "borderDefault"; its token table only
/// names `borderWidth100` for it, and the icon and fill of every variant are `color.primary`,
/// so the secondary ring is 1 px (`border.width.100`) in `color.primary`.
public struct ButtonIcon: Component {
    public enum ButtonSize: String, AxisValueProtocol {
        case small, medium, large
        var seed: ButtonIconSize { [.small: .small, .medium: .medium, .large: .large][self]! }
    }
    public enum Variant: String, AxisValueProtocol {
        case primary, secondary, tertiary
        var seed: ButtonIconVariant { [.primary: .primary, .secondary: .secondary, .tertiary: .tertiary][self]! }
    }

    public static let name = "ButtonIcon"
    public static let summary = "A circular icon-only button in three sizes (29/38/48) and three variants (primary fill, secondary ring, tertiary bare), with a 48 px touch target, a 4 px focus buffer and a pressed scale."
    public static let axes: [ComponentAxis] = [
        .of(ButtonSize.self, "size", default: .medium),
        .of(Variant.self, "variant", default: .primary),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    public static let tokens: [TokenRequirement] = SeedTheme.tokens
    public static let icons = ["heart"]

    public var size: ButtonSize
    public var variant: Variant
    public var interaction: Interaction

    public init?(axes: AxisValues) {
        size = axes.get("size")
        variant = axes.get("variant")
        interaction = axes.get("interaction")
    }

    /// Required: an icon-only button has no visible text (seed requirement 4.1).
    public static let accessibilityLabel = "Add to favourites"

    public func body(_ t: ResolvedTokens) -> some View {
        let theme = SeedTheme(tokens: t)
        return SeedDesignSystem.ButtonIcon(icon: "heart", accessibilityLabel: Self.accessibilityLabel, size: size.seed, variant: variant.seed) {}
            .darkroomPressed(interaction == .pressed)
            .environment(\.seedTheme, theme)
    }
}
