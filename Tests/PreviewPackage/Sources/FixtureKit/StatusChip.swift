import FixtureStyle
import SwiftUI

/// A small capsule naming a state.
public struct StatusChip: View {
    public enum State { case active, paused }
    let state: State

    public init(_ state: State) { self.state = state }

    public var body: some View {
        HStack(spacing: 4) {
            Image(systemName: state == .active ? "checkmark" : "minus")
            Text(state == .active ? "Active" : "Paused")
        }
            .font(.caption.weight(.semibold))
            .foregroundColor(state == .active ? .white : Palette.label)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(state == .active ? Palette.accent : Palette.surface))
    }
}

struct StatusChip_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StatusChip(.active)
                .previewDisplayName("Active")
            StatusChip(.paused)
                .previewDisplayName("Paused")
            HStack { StatusChip(.active); StatusChip(.paused) }
                .environment(\.layoutDirection, .rightToLeft)
                .previewDisplayName("Both, right to left")
        }
        .padding(8)
        .previewLayout(.fixed(width: 200, height: 60))
    }
}
