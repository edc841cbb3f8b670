import SwiftUI

/// A full-width bordered sign-in button whose label is a `Label` with its own style.
struct OutlinedLabelButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelStyle(IconLabelStyle(tint: .textPrimary))
            .font(.body.weight(.semibold))
            .frame(maxWidth: .infinity)
            .padding(.vertical, 12)
            .background(
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(configuration.isPressed ? Color(uiColor: .systemGray5) : Color(uiColor: .systemBackground))
            )
            .overlay(RoundedRectangle(cornerRadius: 10, style: .continuous).strokeBorder(Color.brandBorder, lineWidth: 1))
    }
}

struct SocialSignInButton: View {
    var body: some View {
        Button {} label: {
            Label("Continue with email", systemImage: "person.fill")
        }
        .buttonStyle(OutlinedLabelButtonStyle())
        .frame(width: 300)
    }
}

#Preview {
    SocialSignInButton().padding()
}
