import SwiftUI

/// The square box of Input-Checkbox-Base and -Legal: a rounded rectangle with a 2 pt inside
/// border, filled with the select colour and holding a check or minus glyph when not
/// unchecked. An error turns the border red whatever the state; pressing scales the box.
struct CheckboxBox: View {
    var metrics: SeedTheme.Checkbox.Size
    var state: CheckboxState
    var hasError: Bool
    var isPressed: Bool
    @Environment(\.seedTheme) private var theme

    var body: some View {
        let c = theme.checkbox
        let border = hasError ? c.errorBorder : state == .unchecked ? c.border : c.selectedBorder
        // The radius tokens are CSS border radii, drawn as circular arcs on the web and in the
        // design; SwiftUI's default would be continuous corners.
        ZStack {
            if state != .unchecked {
                RoundedRectangle(cornerRadius: metrics.radius, style: .circular).fill(c.selectedFill).id("fill")
            }
            RoundedRectangle(cornerRadius: metrics.radius, style: .circular).strokeBorder(border, lineWidth: c.borderWidth).id("shape")
            if let glyph {
                Image(glyph)
                    .renderingMode(.template)
                    .resizable()
                    .frame(width: metrics.icon, height: metrics.icon)
                    .foregroundColor(c.glyph)
                    .id("icon")
            }
        }
        .frame(width: metrics.box, height: metrics.box)
        .scaleEffect(isPressed ? c.pressedScale : 1)
    }

    private var glyph: String? {
        switch state {
        case .unchecked: nil
        case .checked: "check"
        case .indeterminate: "minus"
        }
    }
}

/// The row's press feedback: the style draws the box beside the button's label, so that
/// pressing scales the box and not the label.
struct CheckboxRowStyle: ButtonStyle {
    var metrics: SeedTheme.Checkbox.Size
    var gap: CGFloat
    var state: CheckboxState
    var hasError: Bool
    var alignment: VerticalAlignment

    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: alignment, spacing: gap) {
            CheckboxBox(metrics: metrics, state: state, hasError: hasError, isPressed: configuration.isPressed).id("box")
            configuration.label
        }
    }
}

/// Helper or error text under a checkbox row, indented by the box and the gap so that it
/// lines up with the label (on the leading side, so on the right in right-to-left layouts).
struct CheckboxMessageText: View {
    var message: CheckboxMessage
    var indent: CGFloat
    @Environment(\.seedTheme) private var theme

    var body: some View {
        Text(message.text)
            .textStyle(theme.checkbox.message)
            .foregroundColor(message.isError ? theme.checkbox.errorText : theme.checkbox.mutedText)
            .padding(.leading, indent)
    }
}

extension CheckboxMessage {
    var text: String {
        switch self {
        case .helper(let text), .error(let text): text
        }
    }

    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
