import DarkroomCatalog
import DarkroomLayout
import DarkroomTokens

/// Input-Checkbox-Legal (seed spec 046, iOS task 4.3): a consent checkbox with a fixed
/// configuration (the lg 40 px box, a 14 px label 12 px away, top alignment) for legal text
/// that is never truncated, a "Required" indicator above the row, and no indeterminate state.
public struct InputCheckboxLegal: Component {
    /// Whether the "Required" indicator is shown (the seed's `showRequiredIndicator`, default on).
    public enum Requirement: String, AxisValueProtocol { case required, optional }

    public static let name = "InputCheckboxLegal"
    public static let summary = "A legal consent checkbox: lg box, 14 px multi-line legal text that never truncates, a Required indicator, helper or error text, audit ids in its accessibility description. No indeterminate state."
    public static let axes: [ComponentAxis] = [
        .of(Requirement.self, "required", default: .required),
        // No indeterminate state (seed requirement 9.10): consent is given or not.
        ComponentAxis(name: "state", values: [CheckboxState.unchecked.rawValue, CheckboxState.checked.rawValue],
                      defaultValue: CheckboxState.unchecked.rawValue),
        .of(CheckboxMessage.self, "message", default: .nomessage),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    /// The fixed box size (seed requirement 9.1).
    static let boxSize = CheckboxSize.lg
    public static let tokens: [TokenRequirement] = [
        TokenRequirement(boxSize.iconToken, .dimension), TokenRequirement(boxSize.insetToken, .dimension),
        TokenRequirement(boxSize.radiusToken, .dimension),
        TokenRequirement("space.grouped.loose", .dimension), TokenRequirement("space.grouped.tight", .dimension),
        TokenRequirement("font.family.base", .fontFamily), TokenRequirement("font.weight.regular", .fontWeight),
        TokenRequirement("font.size.075", .dimension), TokenRequirement("font.lineHeight.075", .dimension),
        TokenRequirement("color.text.default", .color),
        TokenRequirement("tapArea.minimum", .dimension),
    ] + CheckboxBox.tokens + CheckboxMessageText.tokens
    public static let icons = ["check"]

    public var required: Requirement
    public var state: CheckboxState
    public var message: CheckboxMessage
    public var interaction: Interaction

    /// Nil for the indeterminate state: consent is given or not (seed requirement 9.10).
    public init?(axes: AxisValues) {
        required = axes.get("required")
        state = axes.get("state")
        message = axes.get("message")
        interaction = axes.get("interaction")
        if state == .indeterminate { return nil }
    }

    public static let legalText = "I agree to the Terms of Service and the Privacy Policy, and I consent to the processing of my personal data for account management, security and service communications as described in the Privacy Policy"
    /// The audit trail the seed attaches to every consent change (`legalTextId`, `legalTextVersion`).
    public static let legalTextID = "terms-of-service"
    public static let legalTextVersion = "2.1"
    static let helper = "You can withdraw consent at any time in Settings"
    static let error = "Accept the terms to create an account"

    /// The legal text wraps inside this width: at 14 px it takes five lines.
    public var proposedWidth: Double? { 320 }

    public func body(_ t: ResolvedTokens) -> Node {
        let gap = t.dimension("space.grouped.loose")
        let family = t.fontFamily("font.family.base"), weight = t.fontWeight("font.weight.regular")
        let labelFont = Font(family: family, weight: weight, size: t.dimension("font.size.075"),
                             lineHeight: t.dimension("font.lineHeight.075"))
        let indicatorFont = Font(family: family, weight: weight, size: t.dimension("font.size.050"),
                                 lineHeight: t.dimension("font.lineHeight.050"))
        let messageText = CheckboxMessageText(message: message, helper: Self.helper, error: Self.error,
                                              indent: Self.boxSize.side(t) + gap, t: t)
        let minimum = t.dimension("tapArea.minimum")
        return VStack(alignment: .leading, spacing: t.dimension("space.grouped.tight")) {
            if required == .required {
                Text("Required").font(indicatorFont).foregroundColor(t.color("color.text.muted")).id("required")
            }
            HStack(alignment: .top, spacing: gap) {
                CheckboxBox(size: Self.boxSize, state: state, hasError: message == .error,
                            pressed: interaction == .pressed, t: t).id("box")
                // No line limit: legal text is never truncated (requirement 9.11).
                Text(Self.legalText).font(labelFont).foregroundColor(t.color("color.text.default")).id("label")
            }
            .id("row")
            messageText.id("message")
        }
        .accessibility(AccessibilitySpec(
            role: "checkbox", label: Self.legalText, value: state.accessibilityValue,
            hint: state == .checked ? "Double tap to withdraw consent" : "Double tap to give consent",
            description: "\(Self.legalTextID) v\(Self.legalTextVersion)", identifier: "input-checkbox-legal",
            minimumHitSize: Size(width: minimum, height: minimum)))
    }
}
