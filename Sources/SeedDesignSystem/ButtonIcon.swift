import SwiftUI

/// ButtonIcon's three sizes: circles of 29, 38 and 48 (the icon plus its inset on each side).
public enum ButtonIconSize: Hashable, CaseIterable, Sendable { case small, medium, large }

/// ButtonIcon's three looks: a filled circle, a ring, or the bare icon.
public enum ButtonIconVariant: Hashable, CaseIterable, Sendable { case primary, secondary, tertiary }

/// ButtonIcon (seed task 4.1): a circular icon-only button inside a 48 pt touch target and a
/// focus buffer. Pressing scales the circle to 97 %. An icon-only button has no visible text,
/// so it must be given an accessibility label (seed requirement 4.1).
public struct ButtonIcon: View {
    public var icon: String
    public var accessibilityLabel: String
    public var size: ButtonIconSize
    public var variant: ButtonIconVariant
    public var action: () -> Void

    public init(icon: String, accessibilityLabel: String, size: ButtonIconSize = .medium,
                variant: ButtonIconVariant = .primary, action: @escaping () -> Void) {
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.size = size
        self.variant = variant
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Image(icon).renderingMode(.template).resizable()
        }
        .buttonStyle(ButtonIconStyle(size: size, variant: variant))
        .accessibilityLabel(accessibilityLabel)
        .accessibilityIdentifier("button-icon")
        .padding(theme.metrics.focusBuffer)
    }

    @Environment(\.seedTheme) private var theme
}

/// The circle, the icon's size and colour, and the press feedback.
struct ButtonIconStyle: ButtonStyle {
    var size: ButtonIconSize
    var variant: ButtonIconVariant
    @Environment(\.seedTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        let (icon, inset) = theme.metrics.buttonIcon[size] ?? (0, 0)
        let side = icon + 2 * inset
        let tap = theme.metrics.recommendedTapArea
        // The touch target is at least `tap` square whatever the circle's size, centred on it.
        return ZStack {
            ZStack {
                circle.id("circle")
                configuration.label
                    .frame(width: icon, height: icon)
                    .foregroundColor(variant == .primary ? theme.colors.onPrimary : theme.colors.primary)
                    .id("icon")
            }
            .frame(width: side, height: side)
            .scaleEffect(configuration.isPressed ? theme.metrics.buttonIconPressedScale : 1)
            .id("button")
        }
        .frame(minWidth: tap, minHeight: tap)
    }

    @ViewBuilder private var circle: some View {
        switch variant {
        case .primary: Circle().fill(theme.colors.primary)
        case .secondary: Circle().strokeBorder(theme.colors.primary, lineWidth: theme.metrics.hairline)
        case .tertiary: Circle().fill(Color.clear)
        }
    }
}

#Preview("ButtonIcon sizes") {
    HStack(spacing: 16) {
        ForEach(ButtonIconSize.allCases, id: \.self) { size in
            ButtonIcon(icon: "plus", accessibilityLabel: "Add", size: size) {}
        }
    }
    .padding()
}

struct ButtonIcon_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ButtonIcon(icon: "heart", accessibilityLabel: "Like", variant: .secondary) {}
            ButtonIcon(icon: "close", accessibilityLabel: "Close", variant: .tertiary) {}
        }
        .padding()
        .preferredColorScheme(.dark)
        .previewLayout(.fixed(width: 120, height: 80))
    }
}
