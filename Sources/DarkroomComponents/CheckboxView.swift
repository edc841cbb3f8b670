import DarkroomCatalog
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem

/// CheckboxView in the catalogue: the SwiftUI port of the seed's UIKit plan
/// (SeedDesignSystem/CheckboxView.swift) for each shape, checked state, enabled state and
/// label, with the theme of each brand and colour scheme.
public struct CheckboxView: Component {
    public enum BoxShape: String, AxisValueProtocol { case square, circle }
    public enum Checked: String, AxisValueProtocol { case unchecked, checked }
    public enum Enabled: String, AxisValueProtocol { case enabled, disabled }
    /// Label content: none, one line, or a label long enough to wrap.
    public enum Label: String, AxisValueProtocol { case nolabel, label, multiline }

    public static let name = "CheckboxView"
    public static let summary = "A checkbox with square (rounded rect) and circle shapes, checked/unchecked, enabled/disabled, and an optional label. Brand accent fills the checked box."
    public static let axes: [ComponentAxis] = [
        .of(BoxShape.self, "shape", default: .square),
        .of(Checked.self, "checked", default: .unchecked),
        .of(Enabled.self, "enabled", default: .enabled),
        .of(Label.self, "label", default: .label),
    ]
    public static let tokens: [TokenRequirement] = SeedTheme.CheckboxViewTheme.tokens
    public static let icons = ["check"]

    public var shape: BoxShape
    public var checked: Checked
    public var enabled: Enabled
    public var label: Label

    public init?(axes: AxisValues) {
        shape = axes.get("shape")
        checked = axes.get("checked")
        enabled = axes.get("enabled")
        label = axes.get("label")
    }

    public var text: String? {
        switch label {
        case .nolabel: return nil
        case .label: return "Accept terms"
        case .multiline: return "Send me occasional product news, tips and offers by email"
        }
    }

    /// Multi-line labels wrap inside this width (the box, the gap and 200 pt of text).
    public var proposedWidth: Double? { label == .multiline ? 232 : nil }

    public func body(_ t: ResolvedTokens) -> some View {
        var theme = SeedTheme.unset
        theme.checkboxView = SeedTheme.CheckboxViewTheme(tokens: t)
        return SeedDesignSystem.CheckboxView(text, isChecked: .constant(checked == .checked),
                                      shape: shape == .square ? .square : .circle, isMultiline: label == .multiline)
            .disabled(enabled == .disabled)
            .environment(\.seedTheme, theme)
    }
}
