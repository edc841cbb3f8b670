import SwiftUI

/// A status badge: a short label in a capsule, in three tones and two sizes. Plain SwiftUI:
/// the iOS app compiles this file as it is, and Darkroom renders it on Linux.
public struct AcmeBadge: View {
    public enum Tone: Hashable, Sendable { case neutral, success, danger }
    public enum Size: Hashable, Sendable { case small, large }

    public var title: String
    public var tone: Tone
    public var size: Size

    public init(_ title: String, tone: Tone = .neutral, size: Size = .small) {
        self.title = title
        self.tone = tone
        self.size = size
    }

    @Environment(\.acmeTheme) private var theme

    public var body: some View {
        let padding = theme.padding[size] ?? 8
        Text(title)
            .font(.custom("Roboto", size: theme.fontSize[size] ?? 12).weight(.medium))
            .foregroundColor(theme.text)
            .padding(.vertical, padding / 2)
            .padding(.horizontal, padding)
            .background(Capsule().fill(theme.tones[tone] ?? theme.text))
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isStaticText)
    }
}

/// Acme's theme: what its components read instead of literals. The app builds it from its
/// generated token constants; Darkroom builds it from the DTCG files of each theme it renders.
public struct AcmeTheme: Sendable {
    public var padding: [AcmeBadge.Size: CGFloat]
    public var fontSize: [AcmeBadge.Size: CGFloat]
    public var tones: [AcmeBadge.Tone: Color]
    public var text: Color

    public init(padding: [AcmeBadge.Size: CGFloat], fontSize: [AcmeBadge.Size: CGFloat],
                tones: [AcmeBadge.Tone: Color], text: Color) {
        self.padding = padding
        self.fontSize = fontSize
        self.tones = tones
        self.text = text
    }

    /// The app's theme, from the constants its token build generates (light and dark).
    public static let standard = AcmeTheme(
        padding: [.small: 8, .large: 12], fontSize: [.small: 12, .large: 15],
        tones: [.neutral: Color(uiColor: .systemGray), .success: Color(uiColor: .systemGreen), .danger: Color(uiColor: .systemRed)],
        text: .white)

    /// Magenta, so a badge drawn without a theme shows at a glance.
    public static let unset = AcmeTheme(padding: [.small: 8, .large: 12], fontSize: [.small: 12, .large: 14],
                                        tones: [:], text: Color(red: 1, green: 0, blue: 1))
}

private struct AcmeThemeKey: EnvironmentKey {
    static let defaultValue = AcmeTheme.unset
}

extension EnvironmentValues {
    public var acmeTheme: AcmeTheme {
        get { self[AcmeThemeKey.self] }
        set { self[AcmeThemeKey.self] = newValue }
    }
}

#Preview("Tones", traits: .sizeThatFitsLayout) {
    HStack(spacing: 8) {
        AcmeBadge("Neutral")
        AcmeBadge("Shipped", tone: .success)
        AcmeBadge("Failed", tone: .danger)
    }
    .padding()
    .environment(\.acmeTheme, .standard)
}

#Preview("Sizes", traits: .fixedLayout(width: 240, height: 80)) {
    VStack(alignment: .leading, spacing: 8) {
        AcmeBadge("Small", tone: .success)
        AcmeBadge("Large", tone: .success, size: .large)
    }
    .environment(\.acmeTheme, .standard)
}

#Preview {
    AcmeBadge("Default")
        .padding()
        .environment(\.acmeTheme, .standard)
}

struct AcmeBadge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            AcmeBadge("Unthemed")
                .padding()
                .previewDisplayName("Without a theme")
            AcmeBadge("Dark", tone: .danger, size: .large)
                .padding()
                .environment(\.acmeTheme, .standard)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark only")
        }
        .previewLayout(.sizeThatFits)
    }
}
