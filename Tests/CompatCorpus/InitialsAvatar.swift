import SwiftUI

/// A round avatar with the person's initials, and an optional presence dot.
struct InitialsAvatar: View {
    let name: String
    var size: CGFloat = 40
    var isOnline = false

    private var initials: String {
        name.split(separator: " ").prefix(2).compactMap { $0.first }.map(String.init).joined()
    }

    var body: some View {
        Circle()
            .fill(Color.indigo)
            .frame(width: size, height: size)
            .overlay(
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .medium))
                    .foregroundColor(.white)
            )
            .overlay(alignment: .bottomTrailing) {
                if isOnline {
                    Circle()
                        .fill(Color.green)
                        .frame(width: size * 0.3, height: size * 0.3)
                        .overlay(Circle().strokeBorder(Color.white, lineWidth: 2))
                }
            }
            .accessibilityLabel(name)
    }
}
