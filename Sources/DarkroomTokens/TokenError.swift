import DarkroomFiles
/// Where a token or value was written: a file and, when known, the line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.line = line; self.column = column
    }

    /// `file:line:column`, the form editors and CI logs turn into links.
    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        if let column { s += ":\(column)" }
        return s
    }
}

/// Everything that can go wrong while loading, resolving or checking tokens.
///
/// Errors are values: tests compare kinds and fields, and `description` reads like a compiler
/// diagnostic (`file:line:column: error: message`) whose message says what to change.
public struct TokenError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: String, Sendable, Equatable {
        /// The file is not valid JSON.
        case syntax
        /// The file could not be read, or the token directory has the wrong shape.
        case io
        /// A token or group is malformed (a name with a dot, a `$value` in the wrong place).
        case invalidToken
        /// The same dotted path is defined twice.
        case duplicateToken
        /// An alias `{a.b}` names no token.
        case unknownAlias
        /// Aliases refer to each other in a loop.
        case aliasCycle
        /// A value does not fit its `$type`, or an alias brings a value of another type.
        case typeMismatch
        /// A theme or brand lacks a token its siblings define.
        case inconsistentLayers
        case unknownBrand
        case unknownTheme
        /// A resolver input names a modifier or context the resolver does not have.
        case unknownContext
        /// A resolver document does not follow the resolver format.
        case invalidResolver
        /// A component needs a token the (brand, theme) table does not have.
        case missingToken
    }

    public var kind: Kind
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// The dotted path of the token the error is about, when there is one.
    public var token: String?
    public var message: String
    /// Further errors found in the same load, so a file with 19 bad values is fixed in one run.
    public var others: [TokenError] = []
    /// At most this many further errors are listed; the rest are counted.
    public static let listedOthers = 20

    public init(_ kind: Kind, file: String? = nil, line: Int? = nil, column: Int? = nil,
                token: String? = nil, _ message: String) {
        self.kind = kind; self.file = file; self.line = line; self.column = column
        self.token = token; self.message = message
    }

    init(_ kind: Kind, at location: SourceLocation?, token: String? = nil, _ message: String) {
        self.init(kind, file: location?.file, line: location?.line, column: location?.column,
                  token: token, message)
    }

    /// Control characters are escaped: token names and messages come from token files.
    public var description: String {
        let own = TerminalText.escaped(file.map { SourceLocation(file: $0, line: line, column: column).description + ": error: " + message } ?? "error: " + message)
        guard !others.isEmpty else { return own }
        var lines = [own] + others.prefix(Self.listedOthers).map(\.description)
        if others.count > Self.listedOthers { lines.append("... and \(others.count - Self.listedOthers) more errors") }
        return lines.joined(separator: "\n")
    }
}

extension JSONReader {
    /// Parses a token file's bytes (JSON5 when the file is `.json5`); syntax errors become
    /// `TokenError`s at `file:line:col`.
    static func parse(_ bytes: [UInt8], file: String) throws(TokenError) -> JSONNode {
        if TokenLayers.isYAML(file) {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw TokenError(.syntax, file: file, "YAML syntax error: the file is not UTF-8 text") }
            do {
                return try YAMLReader.parse(text)
            } catch {
                throw TokenError(.syntax, file: file, line: error.line, column: error.column, "YAML syntax error: " + error.message)
            }
        }
        do {
            return try parse(bytes, json5: file.hasSuffix(".json5"))
        } catch {
            throw TokenError(.syntax, file: file, line: error.line, column: error.column, "JSON syntax error: " + error.message)
        }
    }
}
