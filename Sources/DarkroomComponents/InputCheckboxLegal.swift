import DarkroomCatalog
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem

/// Input-Checkbox-Legal in the catalogue: the seed's SwiftUI `InputCheckboxLegal`
/// (SeedDesignSystem), with and without its "Required" indicator, for each state, message and
/// interaction, with the theme of each brand and colour scheme.
public struct InputCheckboxLegal: Component {
    /// Whether the "Required" indicator is shown (the seed's `showRequiredIndicator`, default on).
    public enum Requirement: String, AxisValueProtocol { case required, optional }

    public static let name = "InputCheckboxLegal"
    public static let summary = "A legal consent checkbox: lg box, 14 px multi-line legal text that never truncates, a Required indicator, helper or error text. No indeterminate state."
    public static let axes: [ComponentAxis] = [
        .of(Requirement.self, "required", default: .required),
        // No indeterminate state (seed requirement 9.10): consent is given or not.
        ComponentAxis(name: "state", values: [CheckboxStateAxis.unchecked.rawValue, CheckboxStateAxis.checked.rawValue],
                      defaultValue: CheckboxStateAxis.unchecked.rawValue),
        .of(CheckboxMessageAxis.self, "message", default: .nomessage),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    public static let tokens: [TokenRequirement] = SeedTheme.Checkbox.tokens
    public static let icons = ["check"]

    public var required: Requirement
    public var state: CheckboxStateAxis
    public var message: CheckboxMessageAxis
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
    static let helper = "You can withdraw consent at any time in Settings"
    static let error = "Accept the terms to create an account"

    /// The legal text wraps inside this width: at 14 px it takes five lines.
    public var proposedWidth: Double? { 320 }

    public func body(_ t: ResolvedTokens) -> some View {
        var theme = SeedTheme.unset
        theme.checkbox = SeedTheme.Checkbox(tokens: t)
        return SeedDesignSystem.InputCheckboxLegal(Self.legalText, isChecked: .constant(state == .checked),
                                                   showRequiredIndicator: required == .required,
                                                   message: message.seed(helper: Self.helper, error: Self.error),
                                                   legalTextId: "terms-of-service", legalTextVersion: "2.1")
            .darkroomPressed(interaction == .pressed)
            .environment(\.seedTheme, theme)
    }
}
