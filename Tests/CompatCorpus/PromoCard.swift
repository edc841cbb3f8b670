import SwiftUI

/// A promotion card coloured from the package's own asset catalogue, as teams keep brand
/// colours: `Color("Name", bundle: .module)` from `Colors.xcassets` in this target's resources.
struct PromoCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Spring sale")
                .font(.headline)
                .foregroundStyle(Color("CardAccent", bundle: .module))
            Text("Up to 30% off selected items until Sunday.")
                .font(.subheadline)
                .foregroundStyle(Color(uiColor: .secondaryLabel))
        }
        .padding(16)
        .frame(width: 260, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color("CardBackground", bundle: .module)))
    }
}

#Preview {
    PromoCard().padding()
}
