/// A small JSON reader (RFC 8259) that remembers where every value starts.
///
/// Why not `JSONSerialization`: on Linux it reports syntax errors without a reliable line and
/// column, and it forgets positions and key order once parsing succeeds. Token errors must
/// point at `file:line:column` (a bad `$value`, an alias to nowhere), so every node keeps the
/// position of its first character. Objects keep their members in file order, which also
/// keeps error reporting deterministic.
///
/// Columns count Unicode scalars from 1, lines count `\n` from 1, the way editors do.
/// Token files and manifests both use it, so their errors say where the problem is.
public struct JSONNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case object([(key: String, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        public static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case let (.object(x), .object(y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case let (.array(x), .array(y)): return x == y
            case let (.string(x), .string(y)): return x == y
            case let (.number(x), .number(y)): return x == y
            case let (.bool(x), .bool(y)): return x == y
            case (.null, .null): return true
            default: return false
            }
        }
    }

    public var kind: Kind
    public var line: Int
    public var column: Int

    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind; self.line = line; self.column = column
    }

    /// The member named `key`, for objects.
    public subscript(key: String) -> JSONNode? {
        if case let .object(members) = kind { return members.first { $0.key == key }?.value }
        return nil
    }

    /// A short name of the JSON kind, for error messages ("a string", "an object").
    public var kindName: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON syntax error at a line and column (the caller adds the file name).
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let line: Int
    public let column: Int
    public let message: String
}

public struct JSONReader {
    /// Objects and arrays nest at most this deep: deeper input (10,000 levels of `[`) would
    /// otherwise overflow the stack of this recursive reader. Real token files and manifests
    /// nest fewer than 20 levels.
    public static let maxDepth = 256

    private let bytes: [UInt8]
    /// JSON5 (json5.org, §§ 2-5), as Style Dictionary reads `.json5` sources: comments, trailing
    /// commas, unquoted member names, single-quoted and multi-line strings, the extra escapes,
    /// hexadecimal numbers, leading or trailing decimal points and an explicit `+`. `Infinity`
    /// and `NaN` are errors: no token value can be infinite. Positions are kept the same way.
    private let json5: Bool
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses one JSON document. Throws `JSONSyntaxError` with the line and column.
    public static func parse(_ bytes: [UInt8], json5: Bool = false) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes, json5: json5)
        // A UTF-8 byte order mark is not JSON, but editors on Windows write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let node = try reader.value()
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error("unexpected \(reader.describeCurrent()) after the end of the JSON document")
        }
        return node
    }

    private init(bytes: [UInt8], json5: Bool) {
        self.bytes = bytes; self.json5 = json5
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    /// Enters an object or array, refusing to nest deeper than `maxDepth`.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            throw error("nesting deeper than \(Self.maxDepth) levels of objects and arrays; no real file nests this deep")
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte `offset` places after the current one, if any.
    private func next(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private func describeCurrent() -> String {
        guard let c = current else { return "end of file" }
        if c == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
            return "a comment (comments are not allowed in JSON; use $description)"
        }
        if c >= 0x20 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return "byte 0x" + String(c, radix: 16, uppercase: true)
    }

    /// Moves one byte on, keeping line and column (continuation bytes do not start a column).
    private mutating func advance() {
        guard let c = current else { return }
        index += 1
        if c == UInt8(ascii: "\n") { line += 1; column = 1 } else if c & 0xC0 != 0x80 { column += 1 }
    }

    private mutating func skipWhitespace() {
        while let c = current {
            switch c {
            case 0x20, 0x0A, 0x0D, 0x09: advance()
            case 0x0B where json5: advance()
            case 0x0C where json5: advance()
            case 0xC2 where json5 && next(1) == 0xA0: advance(); advance() // U+00A0
            case 0xE2 where json5 && next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9): advance(); advance(); advance() // U+2028/9
            case 0xEF where json5 && next(1) == 0xBB && next(2) == 0xBF: advance(); advance(); advance() // U+FEFF
            case UInt8(ascii: "/") where json5 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while let c = current, c != 0x0A { advance() }
            case UInt8(ascii: "/") where json5 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                advance(); advance()
                while current != nil && !(current == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) { advance() }
                advance(); advance()
            case UInt8(ascii: "/") where index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                // Comments are JSON5, which a .json5 file may use; a .json file may not, and we say so.
                return
            default: return
            }
        }
    }

    private mutating func expect(_ c: Character, _ context: String) throws(JSONSyntaxError) {
        guard current == c.asciiValue else { throw error("expected '\(c)' \(context), found \(describeCurrent())") }
        advance()
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        let (l, c) = (line, column)
        func node(_ k: JSONNode.Kind) -> JSONNode { JSONNode(kind: k, line: l, column: c) }
        guard let ch = current else { throw error("unexpected end of file, expected a value") }
        switch ch {
        case UInt8(ascii: "{"): return node(try object())
        case UInt8(ascii: "["): return node(try array())
        case UInt8(ascii: "\""): return node(.string(try string()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try number()))
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            guard json5 else { throw error("unexpected \(describeCurrent()), expected a value") }
            return node(.number(try number()))
        case UInt8(ascii: "t"): try literal("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return node(.null)
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON; remove them or use $description (or name the file .json5)")
        case UInt8(ascii: "'") where json5: return node(.string(try string()))
        case UInt8(ascii: "'"): throw error("strings must use double quotes")
        default: throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for b in word.utf8 {
            guard current == b else { throw error("invalid literal, expected '\(word)'") }
            advance()
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONNode.Kind {
        try enter()
        defer { depth -= 1 }
        advance() // {
        var members: [(key: String, value: JSONNode)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                if json5 { advance(); return .object(members) }
                throw error("trailing comma before '}'")
            }
            let (kl, kc) = (line, column)
            let key: String
            if current == UInt8(ascii: "\"") || (json5 && current == UInt8(ascii: "'")) {
                key = try string()
            } else if json5, let c = current, Self.isIdentifierStart(c) {
                key = try identifier()
            } else {
                throw error("expected a member name in double quotes, found \(describeCurrent())")
            }
            if !seen.insert(key).inserted {
                throw JSONSyntaxError(line: kl, column: kc,
                                      message: "duplicate member \"\(key)\" in the same object; JSON readers disagree on which one wins, so remove one")
            }
            skipWhitespace()
            try expect(":", "after member name \"\(key)\"")
            skipWhitespace()
            members.append((key, try value()))
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            throw error("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONNode.Kind {
        try enter()
        defer { depth -= 1 }
        advance() // [
        var items: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { advance(); return .array(items) }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                if json5 { advance(); return .array(items) }
                throw error("trailing comma before ']'")
            }
            items.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); return .array(items) }
            throw error("expected ',' or ']' in array, found \(describeCurrent())")
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let quote = current!
        advance() // opening quote
        var out: [UInt8] = []
        while true {
            guard let c = current else { throw error("unterminated string") }
            switch c {
            case quote:
                advance()
                guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                advance()
                guard let e = current else { throw error("unterminated escape") }
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "'") where json5: out.append(e)
                case UInt8(ascii: "v") where json5: out.append(0x0B)
                case UInt8(ascii: "0") where json5:
                    if let d = next(1), (48...57).contains(d) { throw error("'\\0' must not be followed by a digit (JSON5 has no octal escapes)") }
                    out.append(0)
                case UInt8(ascii: "x") where json5:
                    advance()
                    let value = try hexDigits(2, after: "\\x")
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(UInt8(value)))).utf8))
                    continue
                case 0x0A where json5: break // a line continuation: the backslash and the newline vanish
                case 0x0D where json5:
                    if next(1) == 0x0A { advance() }
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    advance()
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A surrogate pair: the low half must follow as another \u escape.
                        guard current == UInt8(ascii: "\\") else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        advance()
                        guard current == UInt8(ascii: "u") else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                    continue
                case UInt8(ascii: "1")...UInt8(ascii: "9") where json5: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' (JSON5 has no octal escapes)")
                case _ where json5 && e >= 0x20 && e < 0x7F: out.append(e) // JSON5: any other character escapes to itself
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
                advance()
            case 0x00..<0x20:
                throw error("control character in string; escape it (\\n, \\t, \\u00XX)")
            default:
                out.append(c); advance()
            }
        }
    }

    /// A JSON5 unquoted member name: letters, digits, `_` and `$`, not starting with a digit.
    /// Bytes above ASCII are taken as letters (ECMAScript allows Unicode letters); the result
    /// must still be valid UTF-8.
    private mutating func identifier() throws(JSONSyntaxError) -> String {
        let start = index
        while let c = current, Self.isIdentifierStart(c) || (c >= 0x30 && c <= 0x39) { advance() }
        guard let name = String(validating: bytes[start..<index], as: UTF8.self) else { throw error("member name is not valid UTF-8") }
        return name
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        try hexDigits(4, after: "\\u")
    }

    private mutating func hexDigits(_ count: Int, after escape: String) throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<count {
            guard let c = current, let d = Character(Unicode.Scalar(c)).hexDigitValue else {
                throw error("expected \(count) hex digits after \(escape)")
            }
            v = v * 16 + UInt32(d); advance()
        }
        return v
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int { var n = 0; while let c = current, (48...57).contains(c) { advance(); n += 1 }; return n }
        var negative = false
        if current == UInt8(ascii: "-") { advance(); negative = true } else if json5, current == UInt8(ascii: "+") { advance() }
        if json5, current == UInt8(ascii: "I") || current == UInt8(ascii: "N") {
            // JSON5 allows Infinity and NaN; no token value can be either, so name it here.
            let word = current == UInt8(ascii: "I") ? "Infinity" : "NaN"
            try literal(word)
            throw JSONSyntaxError(line: line, column: column - word.count,
                                  message: "\(word) is not a finite number; token values must be finite numbers")
        }
        if json5, current == UInt8(ascii: "0"), next(1) == UInt8(ascii: "x") || next(1) == UInt8(ascii: "X") {
            advance(); advance()
            var value = 0.0
            var count = 0
            while let c = current, let d = Character(Unicode.Scalar(c)).hexDigitValue { value = value * 16 + Double(d); count += 1; advance() }
            guard count > 0 else { throw error("expected hex digits after 0x") }
            guard value.isFinite, count <= 15 else { throw error("hexadecimal number is out of range") }
            return negative ? -value : value
        }
        var integerDigits = 0
        if current == UInt8(ascii: "0") {
            advance(); integerDigits = 1
            if let c = current, (48...57).contains(c) { throw error("numbers must not have leading zeros") }
        } else {
            integerDigits = digits()
            if integerDigits == 0 && !(json5 && current == UInt8(ascii: ".")) { throw error("expected digits in number") }
        }
        if current == UInt8(ascii: ".") {
            advance()
            // JSON5 allows "5." and ".5", not a lone "."
            if digits() == 0 && !(json5 && integerDigits > 0) { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            if digits() == 0 { throw error("expected digits in exponent") }
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if let dot = text.firstIndex(of: "."), text.index(after: dot) == text.endIndex || "eE".contains(text[text.index(after: dot)]) {
            text.remove(at: dot) // "5." and "5.e3" as Double reads them
        }
        if text.hasPrefix(".") { text = "0" + text } else if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        guard let v = Double(text), v.isFinite else { throw error("number \(text) is out of range") }
        return v
    }
}
