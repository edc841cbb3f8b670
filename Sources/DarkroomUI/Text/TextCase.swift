import Foundation

/// SwiftUI's `textCase(_:)`: text inside is shown upper- or lower-cased, in the environment's
/// locale (Apple: "Sets a transform for the case of the text contained in this view"). Only
/// what is drawn changes; the accessibility label keeps the text as written, as VoiceOver
/// reads it on iOS.
extension Text {
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension Optional where Wrapped == Text.Case {
    /// `string` as drawn under this case transform.
    func map(_ string: String, locale: Locale) -> String {
        switch self {
        case .uppercase: string.uppercased(with: locale)
        case .lowercase: string.lowercased(with: locale)
        case nil: string
        }
    }
}

extension View {
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
