import SwiftUI

/// A custom segmented switcher: a capsule track with the selected tab raised on it.
struct TabSwitcher: View {
    let tabs: [String]
    @Binding var selection: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs.indices, id: \.self) { index in
                Text(tabs[index])
                    .font(.subheadline.weight(index == selection ? .semibold : .regular))
                    .foregroundStyle(index == selection ? Color.textPrimary : Color.textSecondary)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity)
                    .background(
                        Capsule()
                            .fill(index == selection ? Color(uiColor: .systemBackground) : Color.clear)
                            .shadow(color: .black.opacity(index == selection ? 0.12 : 0), radius: 2, y: 1)
                    )
            }
        }
        .padding(3)
        .background(Capsule().fill(Color(uiColor: .tertiarySystemFill)))
        .frame(width: 280)
    }
}

#Preview {
    TabSwitcher(tabs: ["Posts", "Replies", "Media"], selection: .constant(0))
}
