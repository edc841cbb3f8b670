import SwiftUI
import UIKit

/// A header that takes its fonts from UIKit, as apps migrating from UIKit still do.
struct UIFontTitle: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(Font(UIFont.preferredFont(forTextStyle: .title2)))
                .foregroundStyle(Color.textPrimary)
            Text(subtitle)
                .font(Font(UIFont.systemFont(ofSize: 13, weight: .medium)))
                .foregroundStyle(Color.textSecondary)
        }
    }
}

#Preview {
    UIFontTitle(title: "Payments", subtitle: "Last updated today").padding()
}
