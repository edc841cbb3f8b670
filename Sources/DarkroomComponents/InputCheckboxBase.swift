import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// Input-Checkbox-Base (seed spec 046, iOS task 3.1): a 24/32/40 box (icon 16/20/24 plus
/// inset 4/6/8 on each side) and a 14/16/18 label 8/8/12 away, optional helper or error
/// text indented under the label, and press feedback that scales the box to 96 %.
public struct InputCheckboxBase: Component {
    /// How the label sits against the box: centred (one line) or top-aligned (several lines).
    public enum LabelAlignment: String, AxisValueProtocol { case center, top }

    public static let name = "InputCheckboxBase"
    public static let summary = "A checkbox in three sizes (sm 24, md 32, lg 40) with unchecked, checked and indeterminate states, helper or error text, centre or top label alignment, and a pressed scale."
    public static let axes: [ComponentAxis] = [
        .of(CheckboxSize.self, "size", default: .md),
        .of(CheckboxState.self, "state", default: .unchecked),
        .of(CheckboxMessage.self, "message", default: .nomessage),
        .of(LabelAlignment.self, "align", default: .center),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    public static let tokens: [TokenRequirement] = CheckboxSize.tokens + CheckboxBox.tokens + CheckboxMessageText.tokens + [
        TokenRequirement("space.grouped.tight", .dimension),
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
        TokenRequirement("color.text.default", .color),
        TokenRequirement("tapArea.minimum", .dimension),
    ]
    public static let icons = CheckboxBox.icons

    public var size: CheckboxSize
    public var state: CheckboxState
    public var message: CheckboxMessage
    public var align: LabelAlignment
    public var interaction: Interaction

    public init?(axes: AxisValues) {
        size = axes.get("size")
        state = axes.get("state")
        message = axes.get("message")
        align = axes.get("align")
        interaction = axes.get("interaction")
    }

    /// A one-line label for centre alignment; a label that wraps for top alignment.
    public var label: String {
        align == .top ? "Email me about product updates, new features and occasional offers from our partners"
            : "Remember me"
    }
    static let helper = "You can change this later in Settings"
    static let error = "Choose an option to continue"

    /// Top-aligned variants wrap their label inside this width (box, gap and the text).
    public var proposedWidth: Double? { align == .top ? 260 : nil }

    public func body(_ t: ResolvedTokens) -> Node {
        let gap = t.dimension(size.gapToken)
        let font = Font(family: t.fontFamily("font.family.base"), weight: t.fontWeight("font.weight.regular"),
                        size: t.dimension(size.labelSizeToken), lineHeight: t.dimension(size.labelLineHeightToken))
        let messageText = CheckboxMessageText(message: message, helper: Self.helper, error: Self.error,
                                              indent: size.side(t) + gap, t: t)
        let minimum = t.dimension("tapArea.minimum")
        return VStack(alignment: .leading, spacing: t.dimension("space.grouped.tight")) {
            HStack(alignment: align == .top ? .top : .center, spacing: gap) {
                CheckboxBox(size: size, state: state, hasError: message == .error,
                            pressed: interaction == .pressed, t: t).id("box")
                Text(label).font(font).foregroundColor(t.color("color.text.default")).id("label")
            }
            .id("row")
            messageText.id("message")
        }
        .accessibility(AccessibilitySpec(role: "checkbox", label: label, value: state.accessibilityValue,
                                         hint: "Double tap to toggle", description: messageText.text,
                                         identifier: "input-checkbox-base",
                                         minimumHitSize: Size(width: minimum, height: minimum)))
    }
}
