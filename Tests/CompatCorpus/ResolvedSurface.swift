import SwiftUI
import UIKit

/// A surface that resolves a dynamic UIKit colour itself for the current colour scheme, as
/// code bridging to CALayer colours does.
struct ResolvedSurface: View {
    @Environment(\.colorScheme) private var colorScheme

    private var fill: UIColor {
        let traits = UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light)
        return UIColor.brandPrimary.resolvedColor(with: traits)
    }

    var body: some View {
        Text(colorScheme == .dark ? "Dark surface" : "Light surface")
            .font(.subheadline.weight(.medium))
            .foregroundStyle(Color.white)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: fill)))
    }
}

#Preview {
    ResolvedSurface()
}
