import DarkroomCatalog
import DarkroomTokens
import DarkroomUI
import SeedDesignSystem

/// Input-Checkbox-Base in the catalogue: the seed's SwiftUI `InputCheckboxBase`
/// (SeedDesignSystem) for each size x state x message x alignment x interaction, with the
/// theme of each brand and colour scheme.
public struct InputCheckboxBase: Component {
    /// How the label sits against the box: centred (one line) or top-aligned (several lines).
    public enum LabelAlignment: String, AxisValueProtocol { case center, top }

    public static let name = "InputCheckboxBase"
    public static let summary = "A checkbox in three sizes (sm 24, md 32, lg 40) with unchecked, checked and indeterminate states, helper or error text, centre or top label alignment, and a pressed scale."
    public static let axes: [ComponentAxis] = [
        .of(CheckboxSizeAxis.self, "size", default: .md),
        .of(CheckboxStateAxis.self, "state", default: .unchecked),
        .of(CheckboxMessageAxis.self, "message", default: .nomessage),
        .of(LabelAlignment.self, "align", default: .center),
        .of(Interaction.self, "interaction", default: .rest),
    ]
    public static let tokens: [TokenRequirement] = SeedTheme.Checkbox.tokens
    public static let icons = ["check", "minus"]

    public var size: CheckboxSizeAxis
    public var state: CheckboxStateAxis
    public var message: CheckboxMessageAxis
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

    public func body(_ t: ResolvedTokens) -> some View {
        var theme = SeedTheme.unset
        theme.checkbox = SeedTheme.Checkbox(tokens: t)
        return SeedDesignSystem.InputCheckboxBase(label, state: .constant(state.seed), size: size.seed,
                                                  labelAlignment: align == .top ? .top : .center,
                                                  message: message.seed(helper: Self.helper, error: Self.error))
            .darkroomPressed(interaction == .pressed)
            .environment(\.seedTheme, theme)
    }
}
