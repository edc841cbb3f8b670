import SwiftUI

/// Input-Checkbox-Legal (seed spec 046, iOS task 4.3): a consent checkbox with a fixed
/// configuration (the lg box, a 14 pt label 12 pt away, top alignment) for legal text that is
/// never truncated, a "Required" indicator above the row, and no indeterminate state.
public struct InputCheckboxLegal: View {
    public var legalText: String
    @Binding public var isChecked: Bool
    public var showRequiredIndicator: Bool
    public var message: CheckboxMessage?
    /// The audit trail the seed attaches to every consent change.
    public var legalTextId: String?
    public var legalTextVersion: String?

    public init(_ legalText: String, isChecked: Binding<Bool>, showRequiredIndicator: Bool = true,
                message: CheckboxMessage? = nil, legalTextId: String? = nil, legalTextVersion: String? = nil) {
        self.legalText = legalText
        self._isChecked = isChecked
        self.showRequiredIndicator = showRequiredIndicator
        self.message = message
        self.legalTextId = legalTextId
        self.legalTextVersion = legalTextVersion
    }

    @Environment(\.seedTheme) private var theme

    public var body: some View {
        let c = theme.checkbox
        let box = c.size(.lg)
        VStack(alignment: .leading, spacing: c.messageSpacing) {
            if showRequiredIndicator {
                Text("Required").textStyle(c.message).foregroundColor(c.mutedText).id("required")
            }
            Button { isChecked.toggle() } label: {
                // No line limit: legal text is never truncated (requirement 9.11).
                Text(legalText)
                    .textStyle(c.legalLabel)
                    .foregroundColor(c.text)
                    .fixedSize(horizontal: false, vertical: true)
                    .id("label")
            }
            .buttonStyle(CheckboxRowStyle(metrics: box, gap: c.legalGap, state: isChecked ? .checked : .unchecked,
                                          hasError: message?.isError ?? false, alignment: .top))
            .id("row")
            if let message {
                CheckboxMessageText(message: message, indent: box.box + c.legalGap).id("message")
            }
        }
        .contentShape(MinimumTapShape(minimum: c.minimumTapArea))
        .accessibilityElement(children: .combine)
        .accessibilityLabel(legalText)
        .accessibilityValue(isChecked ? "checked" : "unchecked")
        .accessibilityHint(isChecked ? "Double tap to withdraw consent" : "Double tap to give consent")
        .accessibilityAddTraits(.isButton)
        .accessibilityIdentifier("input-checkbox-legal")
    }
}

#Preview("Legal consent") {
    ScrollView {
        VStack(alignment: .leading, spacing: 16) {
            InputCheckboxLegal("I agree to the Terms of Service and the Privacy Policy.", isChecked: .constant(false))
            InputCheckboxLegal("I want to receive offers by email.", isChecked: .constant(true), showRequiredIndicator: false)
        }
        .padding()
    }
}

struct InputCheckboxLegal_Previews: PreviewProvider {
    static var previews: some View {
        InputCheckboxLegal("I agree to the Terms of Service.", isChecked: .constant(true))
            .padding()
            .preferredColorScheme(.dark)
            .environment(\.layoutDirection, .rightToLeft)
            .previewDisplayName("Legal, dark, right to left")
    }
}
