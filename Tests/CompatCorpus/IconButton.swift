import SwiftUI

/// A plus sign drawn as two strokes.
struct PlusGlyph: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

struct IconButtonStyle: ButtonStyle {
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 44, height: 44)
            .background(
                Circle().fill(configuration.isPressed
                              ? (colorScheme == .dark ? Color(white: 0.3) : Color(white: 0.85))
                              : (colorScheme == .dark ? Color(white: 0.2) : Color(white: 0.94)))
            )
            .contentShape(Circle())
    }
}

/// A round 44 pt button with a glyph, as toolbars and floating actions use.
struct IconButton: View {
    var label: String = "Add"

    var body: some View {
        Button(action: {}) {
            PlusGlyph()
                .stroke(Color.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .frame(width: 16, height: 16)
        }
        .buttonStyle(IconButtonStyle())
        .accessibilityLabel(label)
    }
}
