import SwiftUI
import UIKit

/// A callout whose insets come from a UIKit `NSDirectionalEdgeInsets` constant shared with
/// the UIKit side of the app, converted to SwiftUI's `EdgeInsets`.
enum Layout {
    static let calloutInsets = NSDirectionalEdgeInsets(top: 10, leading: 14, bottom: 10, trailing: 20)
    static let hairline: CGFloat = 1 / UIScreen.main.scale
}

struct InsetCallout: View {
    var body: some View {
        Text("Leading side is 14 pt, trailing 20 pt")
            .font(.footnote)
            .foregroundStyle(Color.textPrimary)
            .padding(EdgeInsets(top: Layout.calloutInsets.top, leading: Layout.calloutInsets.leading,
                                bottom: Layout.calloutInsets.bottom, trailing: Layout.calloutInsets.trailing))
            .background(Color(uiColor: .secondarySystemBackground))
            .overlay(alignment: .leading) { Rectangle().fill(Color.brandPrimary).frame(width: 3) }
            .overlay(alignment: .bottom) { Rectangle().fill(Color(uiColor: .separator)).frame(height: Layout.hairline) }
    }
}

#Preview {
    InsetCallout()
}
