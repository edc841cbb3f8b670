import SwiftUI

/// The shape of CheckboxView's box.
public enum CheckboxViewShape: Hashable, Sendable { case square, circle }

/// CheckboxView, the SwiftUI port of the seed's UIKit plan: a 24 pt frame holding a 20 pt
/// square (radius 6) or circle, filled with the brand accent and a check when checked, an
/// optional Roboto 14/16 label 8 pt away. One line is centred on the box; several lines
/// align to its top (the plan switches its stack's alignment on the label's line count).
public struct CheckboxView: View {
    public var label: String?
    @Binding public var isChecked: Bool
    public var shape: CheckboxViewShape
    /// Whether the label wraps onto several lines; SwiftUI cannot count a text's lines.
    public var isMultiline: Bool

    /// The plan's Layout constants (no tokens exist for them).
    static let outerSize: CGFloat = 24
    static let innerSize: CGFloat = 20

    public init(_ label: String? = nil, isChecked: Binding<Bool>, shape: CheckboxViewShape = .square, isMultiline: Bool = false) {
        self.label = label
        self._isChecked = isChecked
        self.shape = shape
        self.isMultiline = isMultiline
    }

    @Environment(\.seedTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        let t = theme.checkboxView
        HStack(alignment: isMultiline ? .top : .center, spacing: t.gap) {
            box(t).id("box")
            if let label {
                Text(label)
                    .textStyle(t.label)
                    .foregroundColor(isEnabled ? t.text : t.disabledText)
                    .id("label")
            }
        }
        .onTapGesture { if isEnabled { isChecked.toggle() } }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(label ?? "Checkbox")
        .accessibilityValue(isChecked ? "checked" : "unchecked")
        .accessibilityHint(isEnabled ? "Double tap to toggle" : "Dimmed")
        .accessibilityAddTraits(.isButton)
    }

    private func box(_ t: SeedTheme.CheckboxViewTheme) -> some View {
        ZStack {
            if isChecked {
                outline(fill: t.accent).frame(width: Self.innerSize, height: Self.innerSize)
                Image("check")
                    .renderingMode(.template)
                    .resizable()
                    .frame(width: t.iconSize, height: t.iconSize)
                    .foregroundColor(t.checkmark)
            } else {
                outline(border: isEnabled ? t.border : t.disabledBorder, width: t.borderWidth)
                    .frame(width: Self.innerSize, height: Self.innerSize)
            }
        }
        .frame(width: Self.outerSize, height: Self.outerSize)
    }

    // The plan's UIKit box rounds its layer (`layer.cornerRadius`): circular corners, not
    // SwiftUI's default continuous ones.
    @ViewBuilder private func outline(fill: Color) -> some View {
        switch shape {
        case .square: RoundedRectangle(cornerRadius: theme.checkboxView.cornerRadius, style: .circular).fill(fill)
        case .circle: Circle().fill(fill)
        }
    }

    @ViewBuilder private func outline(border: Color, width: CGFloat) -> some View {
        switch shape {
        case .square: RoundedRectangle(cornerRadius: theme.checkboxView.cornerRadius, style: .circular).strokeBorder(border, lineWidth: width)
        case .circle: Circle().strokeBorder(border, lineWidth: width)
        }
    }
}

#Preview("CheckboxView") {
    List {
        CheckboxView("Square", isChecked: .constant(true))
        CheckboxView("Circle", isChecked: .constant(false), shape: .circle)
        CheckboxView("A label long enough to wrap onto a second line in a narrow row", isChecked: .constant(true), isMultiline: true)
    }
}

#Preview("Disabled, dark") {
    CheckboxView("Disabled", isChecked: .constant(true))
        .disabled(true)
        .padding()
        .preferredColorScheme(.dark)
}
