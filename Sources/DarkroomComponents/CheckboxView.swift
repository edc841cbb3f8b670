import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// The UIKit CheckboxView from the seed plan: a 24 pt square (radius 6) or circle box
/// with a 20 pt inner ring, checked fill in the brand accent, and an optional Roboto 14/16
/// label 8 pt away. A single line is centred on the box; several lines align to its top.
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
    public static let tokens: [TokenRequirement] = [
        TokenRequirement("color.basic.25", .color), TokenRequirement("color.basic.50", .color),
        TokenRequirement("color.basic.55", .color), TokenRequirement("color.accent", .color),
        TokenRequirement("color.contrast.onDark", .color),
        TokenRequirement("radius.checkbox", .dimension), TokenRequirement("border.emphasis", .dimension),
        TokenRequirement("space.grouped.normal", .dimension), TokenRequirement("icon.size.050", .dimension),
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
        TokenRequirement("font.size.075", .dimension), TokenRequirement("font.lineHeight.body5R", .dimension),
    ]
    public static let icons = ["check"]

    /// Outer box and inner ring, from the plan's Layout constants (no tokens exist for them).
    static let outerSize = 24.0
    static let innerSize = 20.0

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

    public func body(_ t: ResolvedTokens) -> Node {
        let isEnabled = enabled == .enabled
        let font = Font(family: t.fontFamily("font.family.base"), weight: t.fontWeight("font.weight.regular"),
                        size: t.dimension("font.size.075"), lineHeight: t.dimension("font.lineHeight.body5R"))
        return HStack(alignment: label == .multiline ? .top : .center, spacing: t.dimension("space.grouped.normal")) {
            box(t, isEnabled: isEnabled).id("box")
            if let text {
                Text(text).font(font)
                    .foregroundColor(t.color(isEnabled ? "color.basic.50" : "color.basic.25"))
                    .id("label")
            }
        }
        .accessibility(AccessibilitySpec(role: "checkbox", label: text ?? "Checkbox",
                                         value: checked == .checked ? "checked" : "unchecked",
                                         hint: isEnabled ? "Double tap to toggle" : "Dimmed"))
    }

    private func box(_ t: ResolvedTokens, isEnabled: Bool) -> Node {
        let outline: ShapeKind = shape == .square ? .roundedRectangle(cornerRadius: t.dimension("radius.checkbox")) : .circle
        return ZStack {
            if checked == .checked {
                Shape(outline).fill(t.color("color.accent")).frame(width: Self.innerSize, height: Self.innerSize)
                Icon("check", size: t.dimension("icon.size.050"), tint: t.color("color.contrast.onDark"))
            } else {
                Shape(outline)
                    .strokeBorder(t.color(isEnabled ? "color.basic.55" : "color.basic.25"), lineWidth: t.dimension("border.emphasis"))
                    .frame(width: Self.innerSize, height: Self.innerSize)
            }
        }
        .frame(width: Self.outerSize, height: Self.outerSize)
    }
}
