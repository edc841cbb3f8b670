import SwiftUI

/// A surface card whose corner radius and padding scale with Dynamic Type.
struct ScaledCard<Content: View>: View {
    @ScaledMetric private var padding: CGFloat = 16
    @ScaledMetric private var radius: CGFloat = 14
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: radius, style: .continuous).fill(Color.brandSurface))
            .overlay(RoundedRectangle(cornerRadius: radius, style: .continuous).stroke(Color(uiColor: .separator), lineWidth: 1))
    }
}

struct AccountCard: View {
    var body: some View {
        ScaledCard {
            VStack(alignment: .leading, spacing: 4) {
                Text("Balance").font(.subheadline).foregroundStyle(Color.textSecondary)
                Text("$1,280.40").font(.title.bold()).foregroundStyle(Color.textPrimary)
            }
        }
        .frame(width: 260)
    }
}

#Preview {
    ScrollView {
        AccountCard()
        AccountCard().dynamicTypeSize(.xxxLarge)
    }
    .preferredColorScheme(.dark)
}
