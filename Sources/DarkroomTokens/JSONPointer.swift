import DarkroomFiles

/// JSON Pointer references (`"$ref": "#/colors/blue/$value"`), as the DTCG 2025.10 format
/// requires (format module, "Aliases / References" and "JSON Pointer Path Construction").
///
/// Pointers are RFC 6901 in URI-fragment form (§6): `#`, then `/`-separated segments with `~0`
/// for `~`, `~1` for `/` and percent-encoding for what a fragment cannot hold (a space is
/// `%20`). They may point at a token's `$value` or anything inside it, never at a group, a token
/// object itself or its metadata (`$type`, `$description`): only values can be referenced.
enum JSONPointer {
    struct Problem: Error { let message: String }

    /// The unescaped segments of `text`, or a problem saying what is wrong with its syntax.
    static func segments(_ text: String) throws(Problem) -> [String] {
        guard text.hasPrefix("#") else {
            if text.hasPrefix("/") { throw Problem(message: "the JSON Pointer \"\(text)\" must start with '#' (it is relative to this document): write \"#\(text)\"") }
            throw Problem(message: "\"\(text)\" is not a JSON Pointer into this document; write one such as \"#/colors/blue/$value\" (other files are joined by a resolver, not by $ref)")
        }
        let body = text.dropFirst()
        if body.hasPrefix("#") { throw Problem(message: "the JSON Pointer \"\(text)\" has more than one '#'; write one, at the start") }
        guard !body.isEmpty else { throw Problem(message: "the JSON Pointer \"#\" points at the whole document; point at a token's value such as \"#/colors/blue/$value\"") }
        guard body.hasPrefix("/") else { throw Problem(message: "the JSON Pointer \"\(text)\" must have '/' after '#', as in \"#/\(body)\"") }
        var out: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            if raw.isEmpty { throw Problem(message: "the JSON Pointer \"\(text)\" has an empty segment (two '/' in a row, or a '/' at the end); no token or group has an empty name") }
            if raw.contains("{") || raw.contains("}") { throw Problem(message: "the JSON Pointer \"\(text)\" mixes in curly-brace reference syntax; write either \"{a.b}\" in $value or a pointer \"#/a/b/$value\" in $ref") }
            if raw.contains(" ") { throw Problem(message: "the JSON Pointer \"\(text)\" has an unencoded space; in a URI fragment a space is written %20") }
            out.append(try unescape(String(raw), in: text))
        }
        return out
    }

    private static func unescape(_ segment: String, in text: String) throws(Problem) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(segment.utf8)
        var i = 0
        while i < utf8.count {
            let c = utf8[i]
            if c == UInt8(ascii: "%") {
                guard i + 2 < utf8.count, let hi = hex(utf8[i + 1]), let lo = hex(utf8[i + 2]) else {
                    throw Problem(message: "the JSON Pointer \"\(text)\" has a '%' not followed by two hex digits")
                }
                bytes.append(hi * 16 + lo); i += 3
            } else {
                bytes.append(c); i += 1
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw Problem(message: "the JSON Pointer \"\(text)\" decodes to invalid UTF-8") }
        var out = ""
        var chars = decoded.makeIterator()
        while let ch = chars.next() {
            guard ch == "~" else { out.append(ch); continue }
            switch chars.next() {
            case "0": out.append("~")
            case "1": out.append("/")
            default: throw Problem(message: "the JSON Pointer \"\(text)\" has a '~' that is not ~0 (for ~) or ~1 (for /)")
            }
        }
        return out
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        Character(Unicode.Scalar(c)).hexDigitValue.map(UInt8.init)
    }
}

/// What a pointer reaches: a JSON node, and the token whose whole value it is, if it is one.
struct PointerTarget {
    var node: JSONNode
    /// Set when the pointer ends exactly at a token's `$value`: then it is an alias of that token.
    var token: String?
}

/// Follows pointers through a (merged, extended) token tree. Pointers into a value may pass
/// through other `$ref`s and curly aliases; a chain that comes back to itself is an error.
struct PointerResolver {
    let root: TreeGroup
    private var stack: [String] = []

    init(root: TreeGroup) { self.root = root }

    /// The node `text` points at; `problem` messages are sentences about the pointer.
    mutating func resolve(_ text: String) throws(JSONPointer.Problem) -> PointerTarget {
        if let start = stack.firstIndex(of: text) {
            throw JSONPointer.Problem(message: "the $ref chain \((stack[start...] + [text]).joined(separator: " -> ")) comes back to itself, so it has no value; break the loop")
        }
        if stack.count >= AliasResolver.maxChain {
            throw JSONPointer.Problem(message: "the $ref chain \(stack[0]) -> ... -> \(text) is more than \(AliasResolver.maxChain) references long; Darkroom follows at most \(AliasResolver.maxChain). Point at the end of the chain directly")
        }
        stack.append(text)
        defer { stack.removeLast() }
        let segments = try JSONPointer.segments(text)
        var member = TreeMember.group(root)
        var index = 0
        var walked: [String] = []
        // Groups, down to a token.
        while case let .group(group) = member {
            guard index < segments.count else {
                throw JSONPointer.Problem(message: "\(text) points at the group \(walked.isEmpty ? "(top level)" : walked.joined(separator: ".")); a pointer must reach a token's value, such as \(text)/<token>/$value")
            }
            let name = segments[index]
            guard let next = group.member(name) else {
                let hint = name.contains(".") ? " (segments are separated by '/', not '.')" : ""
                let here = walked.isEmpty ? "at the top level" : "in \(walked.joined(separator: "."))"
                throw JSONPointer.Problem(message: "\(text) does not resolve: there is no token or group \"\(name)\" \(here)\(hint)")
            }
            walked.append(name); index += 1
            member = next
        }
        guard case let .token(token) = member else { fatalError("unreachable: the loop ends at a token") }
        let path = walked.joined(separator: ".")
        guard index < segments.count else {
            throw JSONPointer.Problem(message: "\(text) points at the token \(path) itself, not at a value; write \(text)/$value, or the alias {\(path)}")
        }
        guard segments[index] == "$value" else {
            let what = segments[index].hasPrefix("$") ? "\(segments[index]), which is metadata, not a value" : "member \"\(segments[index])\", which tokens do not have"
            throw JSONPointer.Problem(message: "\(text) points at \(path)'s \(what); only values can be referenced, as in #/\(walked.joined(separator: "/"))/$value")
        }
        index += 1
        var node: JSONNode
        if index == segments.count, token.object["$value"] == nil, let ref = token.object["$ref"] {
            // The whole value of a `$ref` token: an alias, followed (with its memo and its
            // bound) by the alias resolver, not walked here once per link of the chain.
            return PointerTarget(node: JSONNode(kind: .object([("$ref", ref)]), line: ref.line, column: ref.column), token: path)
        }
        if let value = token.object["$value"] {
            node = value
        } else if case let .string(inner)? = token.object["$ref"]?.kind {
            node = try resolve(inner).node
        } else {
            throw JSONPointer.Problem(message: "\(path) has no value")
        }
        var inside: [String] = []
        while index < segments.count {
            node = try follow(node)
            let segment = segments[index]
            let here = ([path, "$value"] + inside).joined(separator: "/")
            switch node.kind {
            case let .object(members):
                guard let next = members.first(where: { $0.key == segment })?.value else {
                    throw JSONPointer.Problem(message: "\(text) does not resolve: \(here) has no member \"\(segment)\" (it has \(members.map(\.key).joined(separator: ", ")))")
                }
                node = next
            case let .array(items):
                guard let i = Int(segment), segment.allSatisfy(\.isNumber), segment == String(i) else {
                    throw JSONPointer.Problem(message: "\(text) does not resolve: \(here) is an array, so \"\(segment)\" must be an index 0...\(max(items.count - 1, 0)) (no sign, no leading zero)")
                }
                guard i < items.count else {
                    throw JSONPointer.Problem(message: "\(text) does not resolve: index \(i) is past the end of \(here), which has \(items.count) item\(items.count == 1 ? "" : "s")")
                }
                node = items[i]
            default:
                throw JSONPointer.Problem(message: "\(text) does not resolve: \(here) is \(node.kindName), which has no member \"\(segment)\"")
            }
            inside.append(segment); index += 1
        }
        let exact = inside.isEmpty
        node = try follow(node)
        return PointerTarget(node: node, token: exact ? path : nil)
    }

    /// A `{"$ref": ...}` object or a curly alias stands for what it names.
    private mutating func follow(_ node: JSONNode) throws(JSONPointer.Problem) -> JSONNode {
        if let pointer = node.pointer { return try resolve(pointer).node }
        return node
    }
}

extension JSONNode {
    /// The pointer of a reference object (`{"$ref": "#/..."}` and nothing else), if this is one.
    var pointer: String? {
        guard case let .object(members) = kind, members.count == 1, members[0].key == "$ref",
              case let .string(text) = members[0].value.kind else { return nil }
        return text
    }

    /// The same value with every position moved to `line`:`column`, so errors inside a value
    /// reached through a pointer point at the `$ref` that brought it in.
    func relocated(line: Int, column: Int) -> JSONNode {
        let moved: Kind
        switch kind {
        case let .object(members): moved = .object(members.map { ($0.key, $0.value.relocated(line: line, column: column)) })
        case let .array(items): moved = .array(items.map { $0.relocated(line: line, column: column) })
        default: moved = kind
        }
        return JSONNode(kind: moved, line: line, column: column)
    }
}
