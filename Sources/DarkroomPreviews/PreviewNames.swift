import DarkroomCatalog

/// Snapshot names made from what a team wrote (file names, preview names), kept inside the
/// store's safe alphabet (`SnapshotName`). The original text stays in the entry's summary.
enum PreviewNames {
    /// A folder name: letters, digits and `_`, starting with a letter (`Button+Styles` is
    /// `Button_Styles`, `2Up` is `P2Up`).
    static func folder(_ text: String) -> String {
        var name = String(text.unicodeScalars.map { $0.isASCII && (ASCIIClass.alnum($0)) ? Character($0) : "_" })
        if let first = name.unicodeScalars.first, !ASCIIClass.letter(first) { name = "P" + name }
        return String(name.prefix(SnapshotName.maxLength))
    }

    /// An axis value: lower-case letters, digits and `_`, runs of anything else as one `_`;
    /// nil when nothing is left (a name of only symbols or none).
    static func value(_ text: String?) -> String? {
        guard let text else { return nil }
        var value = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && ASCIIClass.alnum(scalar) { value.unicodeScalars.append(scalar) }
            else if !value.isEmpty && !value.hasSuffix("_") { value += "_" }
        }
        while value.hasSuffix("_") { value.removeLast() }
        value = String(value.prefix(SnapshotName.maxLength - 4))
        return value.isEmpty ? nil : value
    }

    /// `value`, or `value_2`, `value_3`... when an earlier preview of the file took it.
    static func unique(_ value: String, in used: inout Set<String>) -> String {
        var candidate = value
        var n = 1
        while used.contains(candidate) { n += 1; candidate = "\(value)_\(n)" }
        used.insert(candidate)
        return candidate
    }
}

/// ASCII letters and digits: the only characters a snapshot name keeps.
private enum ASCIIClass {
    static func letter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    static func alnum(_ s: Unicode.Scalar) -> Bool { letter(s) || ("0"..."9").contains(s) }
}
