import SwiftUI

/// A design system's primary action: tinted rounded rectangle, white label, darker while pressed.
struct FilledButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.medium))
            .foregroundColor(.white)
            .padding(.horizontal, 20)
            .frame(minHeight: 44)
            .background(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(isEnabled ? Color.blue : Color.gray)
            )
            .overlay(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(Color.black.opacity(configuration.isPressed ? 0.2 : 0))
            )
    }
}

struct FilledButton: View {
    let title: String

    var body: some View {
        Button(title) {}
            .buttonStyle(FilledButtonStyle())
    }
}
