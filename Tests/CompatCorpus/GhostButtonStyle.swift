import SwiftUI

/// A primitive style that keeps the system's borderless button and adds a hairline capsule
/// around it: the pattern teams use to build on iOS's own styles.
struct GhostButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(.borderless)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .overlay(Capsule().strokeBorder(Color.brandBorder, lineWidth: 1))
    }
}

struct GhostButton: View {
    var body: some View {
        HStack(spacing: 8) {
            Button("Skip") {}.buttonStyle(GhostButtonStyle())
            Button("Learn more") {}.buttonStyle(.plain)
        }
        .tint(Color.brandPrimary)
    }
}

#Preview {
    GhostButton().padding()
}
