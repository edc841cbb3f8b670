import SwiftUI

/// A grouped-list section header: small uppercase secondary text over a grouped background.
struct GroupHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.footnote)
            .textCase(.uppercase)
            .foregroundStyle(Color(uiColor: .secondaryLabel))
            .padding(.horizontal, 20)
            .padding(.top, 16)
            .padding(.bottom, 6)
            .frame(width: 320, alignment: .leading)
            .background(Color(uiColor: .systemGroupedBackground))
    }
}

#Preview {
    GroupHeader(title: "Privacy & security")
}
