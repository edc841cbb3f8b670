import DarkroomCatalog
import SeedDesignSystem

/// Input-Checkbox-Base's box sizes as a matrix axis.
public enum CheckboxSizeAxis: String, AxisValueProtocol {
    case sm, md, lg
    var seed: CheckboxSize { [.sm: .sm, .md: .md, .lg: .lg][self]! }
}

/// A checkbox's checked state as a matrix axis. Input-Checkbox-Legal shares it and declares
/// `indeterminate` impossible (seed requirement 9.10), so the matrix skips that combination.
public enum CheckboxStateAxis: String, AxisValueProtocol {
    case unchecked, checked, indeterminate
    var seed: CheckboxState { [.unchecked: .unchecked, .checked: .checked, .indeterminate: .indeterminate][self]! }
}

/// The text under a checkbox row: none, helper text, or an error message.
public enum CheckboxMessageAxis: String, AxisValueProtocol {
    case nomessage, helper, error

    /// The seed's message for this axis value, with the component's own wording.
    func seed(helper: String, error: String) -> CheckboxMessage? {
        switch self {
        case .nomessage: nil
        case .helper: .helper(helper)
        case .error: .error(error)
        }
    }
}
