import SwiftUI

/// A filled call-to-action style: padding that grows with Dynamic Type, the brand colour,
/// dimmed when pressed and grey when disabled.
struct PrimaryButtonStyle: ButtonStyle {
    @ScaledMetric(relativeTo: .body) private var verticalPadding: CGFloat = 12
    @ScaledMetric(relativeTo: .body) private var horizontalPadding: CGFloat = 20
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(Color.white)
            .padding(.vertical, verticalPadding)
            .padding(.horizontal, horizontalPadding)
            .background(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(isEnabled ? Color.brandPrimary : Color(uiColor: .systemGray3))
            )
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

struct PrimaryCTA: View {
    var title = "Get started"
    var body: some View {
        Button(title) {}
            .buttonStyle(.primary)
    }
}

#Preview("Primary CTA") {
    VStack(spacing: 12) {
        PrimaryCTA()
        PrimaryCTA(title: "Disabled").disabled(true)
    }
    .padding()
}
