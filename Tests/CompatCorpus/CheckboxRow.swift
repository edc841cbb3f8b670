import SwiftUI

/// A square check box with a label, as a settings or consent row shows it.
struct CheckboxRow: View {
    let title: String
    @Binding var isChecked: Bool

    var body: some View {
        HStack(spacing: 12) {
            ZStack {
                if isChecked {
                    RoundedRectangle(cornerRadius: 6, style: .circular)
                        .fill(Color.blue)
                    CheckGlyph()
                        .stroke(Color.white, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                        .padding(6)
                } else {
                    RoundedRectangle(cornerRadius: 6, style: .circular)
                        .strokeBorder(Color.gray, lineWidth: 2)
                }
            }
            .frame(width: 24, height: 24)
            Text(title)
                .font(.body)
            Spacer(minLength: 0)
        }
        .padding(.vertical, 10)
        .accessibilityLabel(title)
        .accessibilityValue(isChecked ? "checked" : "unchecked")
    }
}
