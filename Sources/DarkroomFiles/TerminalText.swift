/// Text from users (component names, token names, messages written in token files) made safe
/// to print: a hostile name could otherwise move the cursor, clear the screen or hide a line.
public enum TerminalText {
    /// Control characters (C0 and DEL) shown as `\u{1b}`-style escapes; everything else as is.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escaped, except the line breaks of Darkroom's own multi-line messages.
    public static func safe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }
}
