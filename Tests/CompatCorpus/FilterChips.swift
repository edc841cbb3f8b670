import SwiftUI

/// A row of filter chips: the selected one filled with the brand colour, the others on the
/// tertiary system fill.
struct FilterChips: View {
    let filters = ["All", "Unread", "Starred"]
    @State var selected = "All"

    var body: some View {
        HStack(spacing: 8) {
            ForEach(filters, id: \.self) { filter in
                let isSelected = filter == selected
                Text(filter)
                    .font(.subheadline.weight(isSelected ? .semibold : .regular))
                    .foregroundStyle(isSelected ? Color.white : Color.textPrimary)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(isSelected ? Color.brandPrimary : Color(uiColor: .tertiarySystemFill)))
            }
        }
    }
}

#Preview {
    FilterChips().padding()
}
