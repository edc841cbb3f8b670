import SwiftUI

/// A settings row built on the system `Toggle`: iOS's switch, tinted with the brand colour.
struct SettingsToggle: View {
    let title: String
    @State var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
            .toggleStyle(.switch)
            .tint(Color.brandPrimary)
            .padding(.horizontal, 16)
            .padding(.vertical, 6)
    }
}

struct SettingsToggle_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 0) {
            SettingsToggle(title: "Notifications", isOn: true)
            Divider()
            SettingsToggle(title: "Dark mode", isOn: false)
        }
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Settings toggles")
    }
}
