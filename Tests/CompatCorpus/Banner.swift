import SwiftUI

/// An "x" close glyph.
struct CrossGlyph: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

/// An inline message with a leading accent stripe and a close button.
struct Banner: View {
    enum Style { case info, warning, error }
    let style: Style
    let message: String

    private var tint: Color {
        switch style {
        case .info: return .blue
        case .warning: return .orange
        case .error: return .red
        }
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(message)
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button(action: {}) {
                CrossGlyph()
                    .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
                    .frame(width: 10, height: 10)
                    .padding(4)
            }
            .accessibilityLabel("Dismiss")
        }
        .padding(.vertical, 12)
        .padding(.leading, 16)
        .padding(.trailing, 12)
        .background(tint.opacity(0.12))
        .overlay(alignment: .leading) {
            Rectangle().fill(tint).frame(width: 4)
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .frame(width: 320)
    }
}
