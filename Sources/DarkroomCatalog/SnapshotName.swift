import DarkroomFiles
import DarkroomTokens

/// The rules for names that become parts of snapshot file paths.
///
/// A snapshot lives at `<Component>/<value>-<value>-...-<brand>-<theme>-<direction>@<scale>x.png`,
/// so component names become folder names and axis values, brands and themes become parts
/// of file names. Names come from users' catalogues and token folders: one with a `/`, `..`
/// or a leading dot would write outside the store, and one with a `-` would make two
/// variants share a file name. So each part is checked against a small, safe alphabet
/// before anything is written. Lower-case values also keep names distinct on
/// case-insensitive file systems.
public enum SnapshotName {
    public static let maxLength = 64

    /// What a component name may be, in words, for error messages.
    public static let componentRule = "1-\(maxLength) characters: a letter, then letters, digits or _ (it names a folder)"
    /// What an axis value, brand or theme may be, in words, for error messages.
    public static let valueRule = "1-\(maxLength) characters from a-z, 0-9, _ and . , starting with a letter or digit (values are joined with - in file names)"

    public static func isComponentName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isComponentName(utf8: $0) }
    }

    public static func isValue(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { isValue(utf8: $0) }
    }

    /// `isComponentName` over UTF-8 bytes, for readers that never make a String of them.
    /// (A concrete buffer, not a generic collection: called from other modules, a generic
    /// version ran unspecialised, through witness tables, per byte.)
    public static func isComponentName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (1...maxLength).contains(bytes.count), let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// `isValue` over UTF-8 bytes.
    public static func isValue(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (1...maxLength).contains(bytes.count), let first = bytes.first, isLower(first) || isDigit(first) else { return false }
        return bytes.allSatisfy { isLower($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    /// Every problem with the names a catalogue and its token folder would put in paths,
    /// as sentences naming the component and the value; empty when all are safe.
    public static func problems(in catalog: Catalog, brands: [String], themes: [String]) -> [String] {
        var problems: [String] = []
        var folders: [String: String] = [:]
        for component in catalog.components {
            let name = component.name
            if !isComponentName(name) {
                problems.append("component name \"\(escaped(name))\" is not allowed; use \(componentRule)")
            } else if let other = folders.updateValue(name, forKey: name.lowercased()), other != name {
                problems.append("component names \"\(other)\" and \"\(name)\" differ only in case; their folders would collide on case-insensitive file systems")
            }
            for axis in component.axes {
                for value in axis.values where !isValue(value) {
                    problems.append("component \(escaped(name)), axis \(escaped(axis.name)): value \"\(escaped(value))\" is not allowed; use \(valueRule)")
                }
            }
        }
        for brand in brands where !isValue(brand) {
            problems.append("brand \"\(escaped(brand))\" (a token file name) is not allowed; use \(valueRule)")
        }
        for theme in themes where !isValue(theme) {
            problems.append("theme \"\(escaped(theme))\" (a token file name) is not allowed; use \(valueRule)")
        }
        return problems
    }

    /// The same for a resolver's modifiers: every context becomes part of file names.
    public static func problems(in catalog: Catalog, tokenAxes: [TokenModifier]) -> [String] {
        var problems = Self.problems(in: catalog, brands: [], themes: [])
        let componentAxes = Set(catalog.components.flatMap { $0.axes.map(\.name) })
        for axis in tokenAxes {
            if componentAxes.contains(axis.name) || axis.name == "direction" {
                problems.append("token modifier \"\(escaped(axis.name))\" has the name of an axis the catalogue already has; rename the modifier in the resolver")
            }
            for context in axis.contexts where !isValue(context) {
                let source = axis.name == "brand" || axis.name == "theme" ? "a token file name or resolver context" : "a context of the token modifier \(escaped(axis.name))"
                problems.append("\(escaped(axis.name)) \"\(escaped(context))\" (\(source)) is not allowed; use \(valueRule)")
            }
        }
        return problems
    }

    /// Control characters shown as escapes, so a hostile name cannot rewrite the terminal.
    /// Every text from a user's file that reaches the terminal goes through `TerminalText`.
    public static func escaped(_ text: String) -> String { TerminalText.escaped(text) }

    private static func isLetter(_ b: UInt8) -> Bool { isLower(b) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) }
    private static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
