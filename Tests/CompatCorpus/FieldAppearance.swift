import SwiftUI

/// How a design system's text field looks in each state (the field itself is UIKit's job;
/// snapshots check its frame): label, box with placeholder or value, helper or error text.
struct FieldAppearance: View {
    enum State { case normal, focused, error }
    let label: String
    var placeholder = ""
    var value = ""
    var state: State = .normal
    var helper: String?

    private var borderColor: Color {
        switch state {
        case .normal: return Color.gray.opacity(0.5)
        case .focused: return .blue
        case .error: return .red
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(label)
                .font(.footnote.weight(.medium))
                .foregroundColor(.secondary)
            Text(value.isEmpty ? placeholder : value)
                .foregroundColor(value.isEmpty ? .secondary : .primary)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 12)
                .frame(height: 44)
                .overlay(
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(borderColor, lineWidth: state == .normal ? 1 : 2)
                )
            if let helper {
                Text(helper)
                    .font(.caption)
                    .foregroundColor(state == .error ? .red : .secondary)
            }
        }
        .frame(width: 280)
        .accessibilityLabel(label)
    }
}
