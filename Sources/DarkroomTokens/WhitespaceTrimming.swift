import Foundation

extension String {
    /// `trimmingCharacters(in: .whitespaces)` (tab and Unicode's space separators, Zs), which
    /// bridges to NSString, only when there is something to trim: nearly every token value has
    /// nothing, and the bridge was a fifth of loading the tokens, which every run does.
    var trimmingWhitespaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
              Self.isWhitespace(first) || Self.isWhitespace(last) else { return self }
        return trimmingCharacters(in: .whitespaces)
    }

    /// Membership in `CharacterSet.whitespaces`, as Foundation defines it.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
