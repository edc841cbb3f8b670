/// Quotes a word for a POSIX shell, so a printed command can be pasted back as it is.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "-_./=,:@%+".unicodeScalars.contains(scalar)
        }
        if plain && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
