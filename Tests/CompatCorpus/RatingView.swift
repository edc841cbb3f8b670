import SwiftUI

/// A five-pointed star.
struct Star: InsettableShape {
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        let center = CGPoint(x: r.midX, y: r.midY)
        let outer = min(r.width, r.height) / 2, inner = outer * 0.4
        var path = Path()
        for i in 0..<10 {
            let angle = Angle.degrees(Double(i) * 36 - 90)
            let radius = i.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> Star { Star(inset: inset + amount) }
}

/// A star rating: filled stars up to the rating, outlined after it.
struct RatingView: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...5, id: \.self) { index in
                if index <= rating {
                    Star().fill(Color.orange)
                } else {
                    Star().strokeBorder(Color.orange, lineWidth: 1.5)
                }
            }
            .frame(width: 20, height: 20)
        }
        .accessibilityLabel("\(rating) of 5 stars")
    }
}
