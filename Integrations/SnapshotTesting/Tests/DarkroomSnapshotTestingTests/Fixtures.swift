import DarkroomUI
import Foundation

/// A tag as a design system writes it (`import DarkroomUI` here, where an app file says `import SwiftUI`).
struct StatusTag: View {
    var title: String
    var tint: Color = .green
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 6) {
            Circle().fill(tint).frame(width: 8, height: 8)
            Text(title).font(.system(size: 13, weight: .medium))
                .foregroundColor(colorScheme == .dark ? .white : .black)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(tint.opacity(0.2)))
    }
}


/// The laid-out size of `view` at its ideal size.
@MainActor
func idealSize<V: DarkroomUI.View>(of view: V) throws -> (width: Double, height: Double) {
    let size = try ImageRenderer(content: view).scene().size
    return (size.width, size.height)
}
