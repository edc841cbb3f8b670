import SwiftUI

/// A label style that puts a tinted icon before the title, used for list-like menus.
struct IconLabelStyle: LabelStyle {
    var tint: Color = .brandPrimary

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
                .foregroundStyle(tint)
                .frame(width: 20, height: 20)
            configuration.title
                .foregroundStyle(Color.textPrimary)
        }
    }
}

struct MenuItems: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Favourites", systemImage: "star.fill").labelStyle(IconLabelStyle())
            Label("Search", systemImage: "magnifyingglass").labelStyle(IconLabelStyle(tint: Color(uiColor: .systemOrange)))
            Label("Profile only title", systemImage: "person").labelStyle(.titleOnly)
            Label("Info", systemImage: "info.circle").labelStyle(.iconOnly)
        }
    }
}

#Preview {
    MenuItems().padding()
}
