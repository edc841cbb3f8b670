import SwiftUI

/// A secondary action: a capsule outline in the tint; pressed, the capsule fills lightly.
struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.medium))
            .foregroundStyle(.tint)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Color.accentColor.opacity(configuration.isPressed ? 0.15 : 0), in: .capsule)
            .overlay(Capsule().strokeBorder(Color.accentColor, lineWidth: 1.5))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

struct OutlineButton: View {
    let title: LocalizedStringKey

    var body: some View {
        Button(title, action: {})
            .buttonStyle(OutlineButtonStyle())
    }
}
