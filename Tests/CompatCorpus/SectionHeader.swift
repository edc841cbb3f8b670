import SwiftUI

/// A grouped list's section header with a hairline divider under it.
struct SectionHeader: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title.uppercased())
                .font(.footnote)
                .tracking(0.5)
                .foregroundColor(.secondary)
                .padding(.horizontal, 16)
            Rectangle()
                .fill(Color.gray.opacity(0.4))
                .frame(height: 1)
        }
        .frame(width: 240)
        .accessibilityAddTraits(.isHeader)
    }
}
