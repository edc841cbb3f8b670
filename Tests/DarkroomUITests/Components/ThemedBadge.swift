import SwiftUI

/// A theme reaches components through the environment, as design systems do it.
struct BadgeTheme {
    var fill: Color
    var text: Color
    var radius: CGFloat
}

private struct BadgeThemeKey: EnvironmentKey {
    static let defaultValue = BadgeTheme(fill: .blue, text: .white, radius: 4)
}

extension EnvironmentValues {
    var badgeTheme: BadgeTheme {
        get { self[BadgeThemeKey.self] }
        set { self[BadgeThemeKey.self] = newValue }
    }
}

struct ThemedBadge: View {
    let count: Int
    @Environment(\.badgeTheme) private var theme

    var body: some View {
        Text("\(count)")
            .font(.caption)
            .foregroundColor(theme.text)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(RoundedRectangle(cornerRadius: theme.radius, style: .circular).fill(theme.fill))
            .accessibilityLabel("\(count) unread")
    }
}
