import SwiftUI

/// An empty state: icon, title and message centred, spacing that scales with Dynamic Type.
struct EmptyStateView: View {
    @ScaledMetric(relativeTo: .title3) private var spacing: CGFloat = 8

    var body: some View {
        VStack(spacing: spacing) {
            Image(systemName: "magnifyingglass")
                .resizable()
                .frame(width: 32, height: 32)
                .foregroundStyle(Color(uiColor: .tertiaryLabel))
            Text("No results")
                .font(.title3.weight(.semibold))
                .foregroundStyle(Color.textPrimary)
            Text("Try a different search term or remove some filters.")
                .font(.callout)
                .foregroundStyle(Color.textSecondary)
                .multilineTextAlignment(.center)
        }
        .frame(width: 240)
        .padding(24)
    }
}

#Preview {
    EmptyStateView()
}
