import SwiftUI

/// A bubble with a pointer near its leading edge, under the bubble. A custom shape, so it
/// mirrors in right-to-left layouts and the pointer stays on the leading side.
struct BubbleShape: Shape {
    var pointer: CGFloat = 8

    func path(in rect: CGRect) -> Path {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - pointer)
        var path = Path(roundedRect: body, cornerRadius: 8, style: .continuous)
        path.move(to: CGPoint(x: rect.minX + 16, y: body.maxY))
        path.addLine(to: CGPoint(x: rect.minX + 16 + pointer, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + 16 + 2 * pointer, y: body.maxY))
        path.closeSubpath()
        return path
    }
}

struct Tooltip: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.footnote)
            .foregroundColor(.white)
            .padding(.horizontal, 12)
            .padding(.top, 8)
            .padding(.bottom, 16)
            .background(BubbleShape().fill(Color(white: 0.15)))
    }
}
