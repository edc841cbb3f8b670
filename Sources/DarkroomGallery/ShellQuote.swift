/// Quotes a word for a POSIX shell, so a command shown on a page can be pasted as it is.
public enum ShellQuote {
    public static func word(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && scalar.properties.isAlphabetic) || ("0"..."9").contains(scalar) || "-_./=,:@%+".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
