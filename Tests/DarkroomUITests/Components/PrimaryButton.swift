import SwiftUI

/// A design system's primary button: filled capsule, white label, darker and smaller when pressed.
struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 16, weight: .medium))
            .foregroundColor(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(Capsule().fill(isEnabled ? Color(red: 0.25, green: 0.70, blue: 0.35) : .gray))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(isEnabled ? 1 : 0.5)
    }
}

struct PrimaryButton: View {
    let title: String

    var body: some View {
        Button(title) {}
            .buttonStyle(PrimaryButtonStyle())
            .accessibilityHint("Saves your changes")
    }
}

#Preview {
    PrimaryButton(title: "Save")
}

#Preview("Disabled", traits: .sizeThatFitsLayout) {
    PrimaryButton(title: "Save").disabled(true)
}
