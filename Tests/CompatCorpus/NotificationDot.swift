import SwiftUI

/// An unread-count badge over an icon, at least as wide as it is tall.
struct NotificationDot: View {
    let count: Int

    var body: some View {
        Image(systemName: "heart")
            .resizable()
            .frame(width: 24, height: 24)
            .foregroundStyle(Color.textPrimary)
            .padding(6)
            .overlay(alignment: .topTrailing) {
                Text(count > 99 ? "99+" : "\(count)")
                    .font(.caption2.bold())
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 4)
                    .frame(minWidth: 16, minHeight: 16)
                    .background(Capsule().fill(Color(uiColor: .systemRed)))
            }
    }
}

#Preview {
    HStack { NotificationDot(count: 3); NotificationDot(count: 120) }
}
