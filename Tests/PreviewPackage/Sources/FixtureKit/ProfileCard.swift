import FixtureStyle
import SwiftUI

/// A card with a title, a subtitle and an action, as screens show it.
public struct ProfileCard: View {
    let name: String
    let role: String

    public init(name: String, role: String) {
        self.name = name
        self.role = role
    }

    public var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Palette.accent)
                .frame(width: 40, height: 40)
                .overlay(Text(String(name.prefix(1))).font(.headline).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline).foregroundColor(Palette.label)
                Text(role).font(.subheadline).foregroundColor(Palette.secondaryLabel)
            }
            Spacer(minLength: 0)
            Image(systemName: "info.circle")
                .foregroundColor(Palette.secondaryLabel)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: Palette.corner).fill(Palette.surface))
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace", role: "Engineer")
        .padding()
}

#Preview("Long name", traits: .sizeThatFitsLayout) {
    ProfileCard(name: "Maximiliane Wolfeschlegelsteinhausen", role: "Principal designer, platform team")
        .frame(width: 320)
        .padding()
}

#Preview("Landscape", traits: .landscapeLeft) {
    ProfileCard(name: "Grace Hopper", role: "Rear admiral")
        .padding()
}
