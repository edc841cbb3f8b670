import SwiftUI

/// A segmented picker's look: segments in a grey capsule, the selected one raised.
struct SegmentedControl: View {
    let segments: [String]
    @Binding var selection: Int
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { index in
                Text(segments[index])
                    .font(.footnote.weight(index == selection ? .medium : .regular))
                    .frame(maxWidth: .infinity)
                    .frame(height: 28)
                    .background {
                        if index == selection {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(colorScheme == .dark ? Color(white: 0.39) : Color.white)
                                .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
                        }
                    }
            }
        }
        .padding(2)
        .background(colorScheme == .dark ? Color(white: 0.46, opacity: 0.24) : Color(white: 0.46, opacity: 0.12),
                    in: RoundedRectangle(cornerRadius: 9))
        .frame(width: 240)
    }
}
