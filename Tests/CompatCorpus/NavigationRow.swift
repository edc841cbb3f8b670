import SwiftUI

/// A disclosure chevron pointing to the trailing side. A custom shape mirrors in
/// right-to-left layouts by default (iOS 17), so it points left there.
struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
                       CGPoint(x: rect.minX, y: rect.maxY)])
        return path
    }
}

/// A navigation row: initials avatar, title and subtitle, chevron.
struct NavigationRow: View {
    let title: String
    let subtitle: String

    var body: some View {
        HStack(spacing: 12) {
            InitialsAvatar(name: title, size: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.body)
                    .lineLimit(1)
                Text(subtitle)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 8)
            Chevron()
                .stroke(Color.gray, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
