import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// A status badge: a capsule with a short label, in three tones and two sizes.
struct AcmeBadge: Component {
    enum Tone: String, AxisValueProtocol { case neutral, success, danger }
    enum BadgeSize: String, AxisValueProtocol { case small, large }

    static let name = "AcmeBadge"
    static let summary = "A status badge: short label in a capsule."
    static let axes: [ComponentAxis] = [.of(Tone.self, "tone", default: .neutral), .of(BadgeSize.self, "size", default: .small)]
    static let tokens: [TokenRequirement] = [
        TokenRequirement("badge.padding.small", .dimension), TokenRequirement("badge.padding.large", .dimension),
        TokenRequirement("badge.font.small", .dimension), TokenRequirement("badge.font.large", .dimension),
        TokenRequirement("color.badge.neutral", .color), TokenRequirement("color.badge.success", .color),
        TokenRequirement("color.badge.danger", .color), TokenRequirement("color.badge.text", .color),
    ]

    var tone: Tone
    var size: BadgeSize

    init?(axes: AxisValues) {
        tone = axes.get("tone")
        size = axes.get("size")
    }

    func body(_ t: ResolvedTokens) -> Node {
        let padding = t.dimension("badge.padding.\(size.rawValue)")
        return Text(tone.rawValue.capitalized)
            .font(Font(family: "Roboto", weight: 500, size: t.dimension("badge.font.\(size.rawValue)")))
            .foregroundColor(t.color("color.badge.text"))
            .padding(EdgeInsets(vertical: padding / 2, horizontal: padding))
            .background(Capsule().fill(t.color("color.badge.\(tone.rawValue)")))
            .accessibility(AccessibilitySpec(role: "status", label: tone.rawValue))
    }
}
