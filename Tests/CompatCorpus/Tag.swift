import SwiftUI

/// A status tag: tinted text on a light wash of the same colour.
struct Tag: View {
    enum Kind { case success, warning, neutral }
    let text: String
    var kind: Kind = .neutral

    private var color: Color {
        switch kind {
        case .success: return .green
        case .warning: return .orange
        case .neutral: return .gray
        }
    }

    var body: some View {
        Text(text.uppercased())
            .font(.caption2.weight(.bold))
            .tracking(0.6)
            .foregroundColor(color)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(color.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
    }
}
