import DarkroomFiles
import Yams

/// Token files written in YAML (`tokens.yaml`, as Terrazzo reads them with yaml-to-momoa),
/// parsed by Yams (libyaml) into the same `JSONNode` tree as JSON, with each value's line and
/// column, so every later stage and every message is the same as for JSON.
///
/// Scalars are typed by YAML 1.2's core schema, as yaml-to-momoa types them: only plain
/// `true`/`false`, `null`/`~`/empty and numbers are not strings (YAML 1.1's `yes`, `on` and
/// `0777` octal are strings), and a quoted scalar is always a string. Keys are strings.
///
/// Untrusted input is bounded before and after Yams: Yams composes recursively, so a
/// document nesting deeper than `JSONReader.maxDepth` (by a conservative count of flow
/// brackets and indentation) is refused before it is parsed; aliases (`*a`) are expanded, so
/// a document that expands to more than `maxValues` values (a "billion laughs") is refused.
enum YAMLReader {
    static let maxValues = 1_000_000

    struct Problem: Error { let line: Int; let column: Int; let message: String }

    static func parse(_ text: String) throws(Problem) -> JSONNode {
        try checkNesting(text)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw problem(error)
        } catch {
            throw Problem(line: 1, column: 1, message: "\(error)")
        }
        guard let root else { return JSONNode(kind: .null, line: 1, column: 1) }
        var count = 0
        return try convert(root, depth: 0, count: &count)
    }

    private static func convert(_ node: Node, depth: Int, count: inout Int) throws(Problem) -> JSONNode {
        let line = node.mark?.line ?? 1, column = node.mark?.column ?? 1
        count += 1
        if count > maxValues {
            throw Problem(line: line, column: column, message: "the document expands to more than \(maxValues) values (through aliases such as *a?); no token file is this large")
        }
        if depth > JSONReader.maxDepth {
            throw Problem(line: line, column: column, message: "nesting deeper than \(JSONReader.maxDepth) levels; no real file nests this deep")
        }
        switch node {
        case let .scalar(s):
            return JSONNode(kind: try scalar(s, line: line, column: column), line: line, column: column)
        case let .sequence(items):
            var out: [JSONNode] = []
            for item in items { out.append(try convert(item, depth: depth + 1, count: &count)) }
            return JSONNode(kind: .array(out), line: line, column: column)
        case let .mapping(pairs):
            var out: [(key: String, value: JSONNode)] = []
            for (key, value) in pairs {
                guard case let .scalar(k) = key else {
                    throw Problem(line: key.mark?.line ?? line, column: key.mark?.column ?? column, message: "a mapping key must be a plain name, not a collection")
                }
                out.append((k.string, try convert(value, depth: depth + 1, count: &count)))
            }
            return JSONNode(kind: .object(out), line: line, column: column)
        case .alias:
            throw Problem(line: line, column: column, message: "an alias that was not expanded")
        }
    }

    /// YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1032-tag-resolution) for plain scalars.
    private static func scalar(_ s: Node.Scalar, line: Int, column: Int) throws(Problem) -> JSONNode.Kind {
        let text = s.string
        guard s.style == .plain else { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            throw Problem(line: line, column: column, message: "\(text) is not a finite number, and no token value can be infinite or NaN")
        default: break
        }
        if text.hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return .number(Double(v)) }
        if text.hasPrefix("0o"), let v = Int(text.dropFirst(2), radix: 8) { return .number(Double(v)) }
        let numeric = text.first.map { $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." } ?? false
        if numeric, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let v = Double(text), v.isFinite {
            return .number(v)
        }
        return .string(text)
    }

    /// Refuses text whose nesting could exceed `JSONReader.maxDepth`, before Yams recurses into
    /// it. The count is conservative: flow brackets outside quoted scalars and comments, plus the
    /// line's indentation, plus its leading `- ` / `? ` indicators. A quote opens a quoted scalar
    /// only where a scalar can start (so the apostrophe in `don't` does not hide what follows),
    /// and `#` starts a comment only after a space, as in YAML.
    private static func checkNesting(_ text: String) throws(Problem) {
        var flow = 0, line = 1, indent = 0, indicators = 0
        var quote: Character?
        var inComment = false, atLineStart = true
        var previous: Character? // the last character of the line before this one, if any
        for ch in text {
            if ch == "\n" {
                line += 1; inComment = false; atLineStart = true; indent = 0; indicators = 0; previous = nil
                continue // a quoted scalar may go on over lines
            }
            defer { previous = ch }
            if inComment { continue }
            if let q = quote {
                if ch == q { quote = nil }
                continue
            }
            if atLineStart {
                if ch == " " { indent += 1; continue }
                if ch == "-" || ch == "?" { indicators += 1; continue }
                atLineStart = false
            }
            let scalarMayStart = previous.map { " :,[{-?".contains($0) } ?? true
            switch ch {
            case "#" where previous == nil || previous == " ": inComment = true
            case "\"" where scalarMayStart, "'" where scalarMayStart: quote = ch
            case "[", "{": flow += 1
            case "]", "}": flow = max(0, flow - 1)
            default: break
            }
            if flow + indent + indicators > JSONReader.maxDepth {
                throw Problem(line: line, column: 1, message: "nesting deeper than \(JSONReader.maxDepth) levels (counting brackets and indentation); no real file nests this deep")
            }
        }
    }

    private static func problem(_ error: YamlError) -> Problem {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return Problem(line: mark.line, column: mark.column, message: problem)
        default:
            return Problem(line: 1, column: 1, message: "\(error)")
        }
    }
}
