import SwiftUI

/// A key-value row with a hairline divider, as in settings and receipts.
struct DetailRow: View {
    let key: String
    let value: String

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(key).foregroundStyle(Color(uiColor: .secondaryLabel))
                Spacer()
                Text(value)
                    .font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
                    .foregroundStyle(Color(uiColor: .label))
            }
            .font(.subheadline)
            .padding(.vertical, 10)
            Divider()
        }
        .padding(.horizontal, 16)
    }
}

#Preview {
    List {
        DetailRow(key: "Subtotal", value: "$42.00")
        DetailRow(key: "Shipping", value: "Free")
    }
    .listStyle(.insetGrouped)
}
