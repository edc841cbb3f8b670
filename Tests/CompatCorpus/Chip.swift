import SwiftUI

/// A check mark, short stroke then long.
struct CheckGlyph: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        }
    }
}

/// A filter chip: outlined when off, filled with a check when selected.
struct Chip: View {
    let title: String
    var isSelected = false

    var body: some View {
        HStack(spacing: 6) {
            if isSelected {
                CheckGlyph()
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(width: 12, height: 10)
            }
            Text(title)
                .font(.subheadline)
                .foregroundColor(isSelected ? .white : .primary)
        }
        .padding(.horizontal, 12)
        .frame(height: 32)
        .background(Capsule().fill(isSelected ? Color.blue : Color.clear))
        .overlay(Capsule().strokeBorder(isSelected ? Color.clear : Color.gray, lineWidth: 1))
        .accessibilityLabel(title)
    }
}
