import SwiftUI

/// A card look as a reusable ViewModifier.
struct CardStyle: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(colorScheme == .dark ? Color(white: 0.15) : Color.white)
            .overlay(RoundedRectangle(cornerRadius: 8, style: .circular).strokeBorder(Color.gray, lineWidth: 1))
    }
}

extension View {
    func card() -> some View { modifier(CardStyle()) }
}

struct ListRow: View {
    let title: String
    let subtitle: String?
    @State private var isOn = true

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle().fill(isOn ? Color.green : Color.gray).frame(width: 12, height: 12)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.body)
                if let subtitle {
                    Text(subtitle).font(.footnote).foregroundColor(.secondary)
                }
            }
            Spacer(minLength: 0)
        }
        .card()
    }
}
