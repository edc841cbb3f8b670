import SwiftUI
import UIKit

/// An inline validation message whose colours come from a dynamic UIKit palette.
struct InlineMessage: View {
    enum Kind { case error, warning, info }
    let kind: Kind
    let text: String

    private var color: UIColor {
        switch kind {
        case .error: UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.45, blue: 0.42, alpha: 1) : UIColor(red: 0.77, green: 0.13, blue: 0.12, alpha: 1) }
        case .warning: .systemOrange
        case .info: .link
        }
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Circle().fill(Color(uiColor: color)).frame(width: 6, height: 6)
            Text(text)
                .font(.footnote)
                .foregroundStyle(Color(uiColor: color))
        }
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 8) {
        InlineMessage(kind: .error, text: "Enter a valid email address")
        InlineMessage(kind: .warning, text: "Your session expires soon")
        InlineMessage(kind: .info, text: "We'll never share your email")
    }
    .padding()
}
