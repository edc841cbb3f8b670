import SwiftUI

/// A price with a display P3 accent, the way wide-gamut brand colours are written.
struct PriceTag: View {
    let amount: String
    let isDiscounted: Bool

    private static let sale = Color(.displayP3, red: 0.95, green: 0.25, blue: 0.35)

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(amount)
                .font(.title3.weight(.heavy))
                .foregroundStyle(isDiscounted ? Self.sale : Color.textPrimary)
            if isDiscounted {
                Text("-20%")
                    .font(.caption.bold())
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 4)
                    .background(RoundedRectangle(cornerRadius: 4).fill(Self.sale))
            }
        }
    }
}

#Preview {
    VStack { PriceTag(amount: "$24.00", isDiscounted: true); PriceTag(amount: "$30.00", isDiscounted: false) }
}
