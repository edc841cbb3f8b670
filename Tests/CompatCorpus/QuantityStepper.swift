import SwiftUI

/// A quantity control: minus and plus buttons around a number, in a bordered capsule.
struct QuantityStepper: View {
    @State var quantity: Int

    var body: some View {
        HStack(spacing: 0) {
            Button { quantity -= 1 } label: {
                Image(systemName: "minus").resizable().frame(width: 14, height: 14).frame(width: 36, height: 32)
            }
            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 28)
            Button { quantity += 1 } label: {
                Image(systemName: "plus").resizable().frame(width: 14, height: 14).frame(width: 36, height: 32)
            }
        }
        .foregroundStyle(Color.textPrimary)
        .tint(Color.textPrimary)
        .overlay(Capsule().strokeBorder(Color.brandBorder, lineWidth: 1))
    }
}

#Preview {
    QuantityStepper(quantity: 2).padding()
}
