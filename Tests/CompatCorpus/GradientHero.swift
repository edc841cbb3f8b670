import SwiftUI

/// A hero banner on a brand gradient with a frosted badge, and a radial "glow" avatar: the
/// gradients design systems put behind marketing components.
struct GradientHero: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(RadialGradient(colors: [Color(uiColor: .systemYellow), Color(uiColor: .systemOrange)],
                                     center: .center, startRadius: 2, endRadius: 22))
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text("Go Premium").font(.headline).foregroundStyle(Color.white)
                Text("Unlimited projects").font(.subheadline).foregroundStyle(Color.white.opacity(0.85))
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .frame(width: 300)
        .background(
            LinearGradient(colors: [Color.brandPrimary, Color(uiColor: .systemPurple)], startPoint: .topLeading, endPoint: .bottomTrailing),
            in: RoundedRectangle(cornerRadius: 16, style: .continuous)
        )
    }
}

#Preview {
    GradientHero().padding()
}
