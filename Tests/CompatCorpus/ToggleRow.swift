import SwiftUI

/// A settings row with the system switch's look: a green track when on, the knob on the
/// trailing side (the leading side when off); both follow the layout direction.
struct ToggleRow: View {
    let title: String
    @Binding var isOn: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Capsule()
                .fill(isOn ? Color.green : (colorScheme == .dark ? Color(white: 0.25) : Color(white: 0.9)))
                .frame(width: 51, height: 31)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle()
                        .fill(Color.white)
                        .frame(width: 27, height: 27)
                        .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 1)
                        .padding(2)
                }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .accessibilityLabel(title)
        .accessibilityValue(isOn ? "1" : "0")
    }
}
