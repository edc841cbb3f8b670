import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// Chip-Base (seed spec 045, iOS task 2.6): a pill with 6 px block and 12 px inline
/// padding, an optional 20 px leading icon 4 px from a 14 px label, and a 1 px border.
/// Pressed, the surface takes the pressed blend and the border the primary action colour.
public struct ChipBase: Component {
    public enum LeadingIcon: String, AxisValueProtocol { case noicon, withicon }

    public static let name = "ChipBase"
    public static let summary = "A pill-shaped chip for filtering or selection, with an optional leading icon; pressed, it blends its surface and borders in the primary action colour."
    public static let axes: [ComponentAxis] = [
        .of(LeadingIcon.self, "icon", default: .noicon),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    public static let tokens: [TokenRequirement] = [
        TokenRequirement("space.075", .dimension), TokenRequirement("space.150", .dimension),
        TokenRequirement("space.050", .dimension), TokenRequirement("icon.size.075", .dimension),
        TokenRequirement("border.width.100", .dimension), TokenRequirement("tapArea.recommended", .dimension),
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
        TokenRequirement("font.size.075", .dimension), TokenRequirement("font.lineHeight.075", .dimension),
        TokenRequirement("color.structure.surface", .color), TokenRequirement("color.structure.border", .color),
        TokenRequirement("color.text.default", .color), TokenRequirement("color.action.primary", .color),
        TokenRequirement("color.blend.pressed", .color),
    ]
    public static let icons = ["filter"]

    public var icon: LeadingIcon
    public var interaction: Interaction

    public init?(axes: AxisValues) {
        icon = axes.get("icon")
        interaction = axes.get("interaction")
    }

    public static let label = "Filters"

    public func body(_ t: ResolvedTokens) -> Node {
        let pressed = interaction == .pressed
        let surface = t.color("color.structure.surface")
        // The seed's `pressedBlend()`: the pressed overlay composited onto the surface.
        let background = pressed ? t.color("color.blend.pressed").over(surface) : surface
        let border = t.color(pressed ? "color.action.primary" : "color.structure.border")
        let text = t.color("color.text.default")
        let font = Font(family: t.fontFamily("font.family.base"), weight: t.fontWeight("font.weight.regular"),
                        size: t.dimension("font.size.075"), lineHeight: t.dimension("font.lineHeight.075"))
        let block = t.dimension("space.075"), inline = t.dimension("space.150")
        let tap = t.dimension("tapArea.recommended")
        return HStack(spacing: t.dimension("space.050")) {
            if icon == .withicon {
                // The icon inherits the label's colour, as the seed's IconBase does.
                Icon("filter", size: t.dimension("icon.size.075"), tint: text).id("icon")
            }
            Text(Self.label).font(font).foregroundColor(text).id("label")
        }
        .padding(EdgeInsets(top: block, leading: inline, bottom: block, trailing: inline))
        .background(Capsule().fill(background).strokeBorder(border, lineWidth: t.dimension("border.width.100")))
        .accessibility(AccessibilitySpec(role: "button", label: Self.label, identifier: "chip-base",
                                         minimumHitSize: Size(width: tap, height: tap)))
    }
}
