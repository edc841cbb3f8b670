import DarkroomFiles

/// A deviation from DTCG 2025.10 that a lenient load reads anyway (as Terrazzo and Style
/// Dictionary do), said once with where it is, so nothing is accepted without a word.
/// `TokenValidation.strict` turns each of them into an error.
public struct TokenWarning: Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    /// The dotted path of the token it is about, when there is one.
    public var token: String?
    public var message: String

    public init(at location: SourceLocation, token: String? = nil, _ message: String) {
        self.location = location; self.token = token; self.message = message
    }

    /// `file:line:column: warning: message`, control characters escaped (names and messages
    /// come from token files).
    public var description: String { TerminalText.escaped("\(location): warning: \(message)") }
}

/// How strictly token files are read.
///
/// `lenient` (the default) reads what Terrazzo and Style Dictionary read: the drafts' string
/// forms, `em`, short hex, types inferred from values, Tokens Studio's and the 2021 draft's
/// `value`/`type`, extra members, later files overriding earlier ones; each deviation from
/// DTCG 2025.10 that a team may not mean is a `TokenWarning`. `strict` holds every file to
/// DTCG 2025.10 exactly, as `darkroom tokens --strict` does to check an export.
public enum TokenValidation: Sendable, Equatable {
    case lenient
    case strict

    /// The rules every token file of a load is read by.
    var dialect: TokenDialect { self == .strict ? .dtcg2025 : .draft }
}
