import SwiftUI

/// A large statistic in a thin weight over a heavy caption, weights design systems use.
struct StatNumber: View {
    let value: String
    let caption: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(value)
                .font(.system(size: 44, weight: .thin))
                .foregroundStyle(Color.textPrimary)
            Text(caption)
                .font(.system(size: 12, weight: .heavy))
                .textCase(.uppercase)
                .foregroundStyle(Color.textSecondary)
        }
    }
}

#Preview {
    HStack(spacing: 24) {
        StatNumber(value: "128", caption: "Steps")
        StatNumber(value: "42", caption: "Minutes")
    }
    .padding()
}
