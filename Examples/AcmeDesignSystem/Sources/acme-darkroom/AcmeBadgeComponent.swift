import AcmeDesignSystem
import DarkroomCatalog
import DarkroomTokens
import DarkroomUI
import Foundation

/// AcmeBadge in Darkroom's token catalogue: its axes, and the theme built from the tokens of
/// each brand x theme. The tokens it depends on are the ones `AcmeTheme(tokens:)` reads,
/// recorded by the render; nothing lists them by hand. The component itself is the SwiftUI file
/// in AcmeDesignSystem, whose #Previews render without this layer (`darkroom render --package`).
struct AcmeBadgeComponent: Component {
    enum Tone: String, AxisValueProtocol { case neutral, success, danger }
    enum BadgeSize: String, AxisValueProtocol { case small, large }

    static let name = "AcmeBadge"
    static let summary = "A status badge: short label in a capsule."
    static let axes: [ComponentAxis] = [.of(Tone.self, "tone", default: .neutral), .of(BadgeSize.self, "size", default: .small)]

    var tone: Tone
    var size: BadgeSize

    init?(axes: AxisValues) {
        tone = axes.get("tone")
        size = axes.get("size")
    }

    func body(_ t: ResolvedTokens) -> some View {
        AcmeBadge(tone.rawValue.capitalized, tone: [.neutral: .neutral, .success: .success, .danger: .danger][tone]!,
                  size: size == .small ? .small : .large)
            .environment(\.acmeTheme, AcmeTheme(tokens: t))
    }
}

extension AcmeTheme {
    /// The theme of one token context (light or dark).
    init(tokens t: ResolvedTokens) {
        self.init(
            padding: [.small: CGFloat(t.dimension("badge.padding.small")), .large: CGFloat(t.dimension("badge.padding.large"))],
            fontSize: [.small: CGFloat(t.dimension("badge.font.small")), .large: CGFloat(t.dimension("badge.font.large"))],
            tones: [.neutral: Color(token: t.color("color.badge.neutral")), .success: Color(token: t.color("color.badge.success")),
                    .danger: Color(token: t.color("color.badge.danger"))],
            text: Color(token: t.color("color.badge.text")))
    }
}
