import SwiftUI

/// How the label sits against the box: centred (one line) or on its top (several lines).
public enum CheckboxLabelAlignment: Hashable, Sendable { case center, top }

/// Input-Checkbox-Base (seed spec 046, iOS task 3.1): a 24/32/40 box (icon 16/20/24 plus
/// inset 4/6/8 on each side) and a 14/16/18 label 8/8/12 away, optional helper or error text
/// indented under the label, press feedback that scales the box to 96 %, and a touch target
/// of at least 44 pt.
public struct InputCheckboxBase: View {
    public var label: String
    @Binding public var state: CheckboxState
    public var size: CheckboxSize
    public var labelAlignment: CheckboxLabelAlignment
    public var message: CheckboxMessage?
    public var onChange: ((Bool) -> Void)?

    public init(_ label: String, state: Binding<CheckboxState>, size: CheckboxSize = .md,
                labelAlignment: CheckboxLabelAlignment = .center, message: CheckboxMessage? = nil,
                onChange: ((Bool) -> Void)? = nil) {
        self.label = label
        self._state = state
        self.size = size
        self.labelAlignment = labelAlignment
        self.message = message
        self.onChange = onChange
    }

    @Environment(\.seedTheme) private var theme

    public var body: some View {
        let metrics = theme.checkbox.size(size)
        VStack(alignment: .leading, spacing: theme.checkbox.messageSpacing) {
            Button(action: toggle) {
                Text(label).textStyle(metrics.label).foregroundColor(theme.checkbox.text).id("label")
            }
            .buttonStyle(CheckboxRowStyle(metrics: metrics, gap: metrics.gap, state: state, hasError: message?.isError ?? false,
                                          alignment: labelAlignment == .top ? .top : .center))
            .id("row")
            if let message {
                CheckboxMessageText(message: message, indent: metrics.box + metrics.gap).id("message")
            }
        }
        .contentShape(MinimumTapShape(minimum: theme.checkbox.minimumTapArea))
        .accessibilityElement(children: .combine)
        .accessibilityLabel(label)
        .accessibilityValue(state.accessibilityValue)
        .accessibilityHint("Double tap to toggle")
        .accessibilityAddTraits(.isButton)
        .accessibilityIdentifier("input-checkbox-base")
    }

    private func toggle() {
        state = state == .checked ? .unchecked : .checked
        onChange?(state == .checked)
    }
}

extension CheckboxState {
    /// What VoiceOver announces (seed spec 046: "checked", "unchecked" or "partially checked").
    var accessibilityValue: String {
        switch self {
        case .unchecked: "unchecked"
        case .checked: "checked"
        case .indeterminate: "partially checked"
        }
    }
}

#Preview("Checkboxes in a list") {
    List {
        InputCheckboxBase("Remember me", state: .constant(.checked))
        InputCheckboxBase("Send me news", state: .constant(.unchecked), size: .sm)
        InputCheckboxBase("Select all", state: .constant(.indeterminate), size: .lg)
    }
    .listStyle(.insetGrouped)
}

#Preview("Sizes", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 12) {
        ForEach(CheckboxSize.allCases, id: \.self) { size in
            InputCheckboxBase("Size \(size)", state: .constant(.checked), size: size)
        }
    }
    .padding()
}
