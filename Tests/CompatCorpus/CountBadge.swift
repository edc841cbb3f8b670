import SwiftUI

/// An unread count: a red capsule at least as wide as it is tall.
struct CountBadge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.weight(.bold))
            .foregroundColor(.white)
            .padding(.horizontal, 6)
            .frame(minWidth: 20, minHeight: 20)
            .background(Capsule().fill(Color.red))
            .accessibilityLabel("\(count) new")
    }
}

/// A badge pinned to the top-trailing corner of a tile. The offset is not mirrored by SwiftUI,
/// so the component flips it by hand for right-to-left layouts.
struct BadgedTile: View {
    let count: Int
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.blue.opacity(0.2))
            .frame(width: 48, height: 48)
            .overlay(alignment: .topTrailing) {
                CountBadge(count: count)
                    .offset(x: layoutDirection == .rightToLeft ? -8 : 8, y: -8)
            }
            .padding(12)
    }
}
