import SwiftUI

/// ButtonIcon (seed task 4.1): a circular icon-only button in three sizes and three
/// variants (primary fill, secondary ring, tertiary bare), inside a touch target and a
/// focus buffer. Pressing scales the circle.
public struct ButtonIcon: View {
    public enum Size: Sendable { case small, medium, large }
    public enum Variant: Sendable { case primary, secondary, tertiary }

    public var icon: String
    /// Required: an icon-only button has no visible text (seed requirement 4.1).
    public var accessibilityLabel: String
    public var size: Size
    public var variant: Variant
    public var action: () -> Void

    public init(_ icon: String, accessibilityLabel: String, size: Size = .medium, variant: Variant = .primary,
                action: @escaping () -> Void = {}) {
        self.icon = icon; self.accessibilityLabel = accessibilityLabel
        self.size = size; self.variant = variant; self.action = action
    }

    @Environment(\.theme) private var theme

    public var body: some View {
        let metrics = theme.buttonIcon.metrics(size)
        Button(action: action) {
            Image(icon)
                .renderingMode(.template)
                .resizable()
                .frame(width: metrics.icon, height: metrics.icon)
                .accessibilityHidden(true)
        }
        .buttonStyle(ButtonIconButtonStyle(size: size, variant: variant))
        .accessibilityLabel(accessibilityLabel)
        .accessibilityIdentifier("button-icon")
        // Room for the focus ring, outside the touch target.
        .padding(theme.buttonIcon.focusBuffer)
    }
}

struct ButtonIconButtonStyle: ButtonStyle {
    let size: ButtonIcon.Size
    let variant: ButtonIcon.Variant
    @Environment(\.theme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        let style = theme.buttonIcon, metrics = style.metrics(size)
        let side = metrics.icon + 2 * metrics.inset
        ZStack {
            switch variant {
            case .primary: Circle().fill(style.primary)
            case .secondary: Circle().strokeBorder(style.primary, lineWidth: style.borderWidth)
            case .tertiary: Circle().fill(Color.clear)
            }
            configuration.label
                .foregroundStyle(variant == .primary ? style.onPrimary : style.primary)
        }
        .frame(width: side, height: side)
        .scaleEffect(configuration.isPressed ? style.pressedScale : 1)
        .frame(minWidth: style.tapArea, minHeight: style.tapArea)
    }
}

extension Theme.ButtonIconStyle {
    func metrics(_ size: ButtonIcon.Size) -> Metrics {
        switch size {
        case .small: small
        case .medium: medium
        case .large: large
        }
    }
}
