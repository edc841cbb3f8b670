import SwiftUI

/// A search field's resting look: magnifying glass, placeholder, grey rounded fill.
struct SearchBar: View {
    var placeholder: LocalizedStringKey = "Search"
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .resizable()
                .scaledToFit()
                .frame(width: 17, height: 17)
                .foregroundColor(.secondary)
            Text(placeholder)
                .foregroundColor(.secondary)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .frame(width: 280, height: 36)
        .background(colorScheme == .dark ? Color(white: 0.46, opacity: 0.24) : Color(white: 0.46, opacity: 0.12),
                    in: RoundedRectangle(cornerRadius: 10))
    }
}
