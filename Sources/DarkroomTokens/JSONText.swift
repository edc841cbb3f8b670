import DarkroomFiles

extension JSONNode {
    /// The value as compact JSON, members in file order: how `$extensions` are kept and shown.
    var compactJSON: String {
        switch kind {
        case let .object(members): return "{" + members.map { quoted($0.key) + ":" + $0.value.compactJSON }.joined(separator: ",") + "}"
        case let .array(items): return "[" + items.map(\.compactJSON).joined(separator: ",") + "]"
        case let .string(s): return quoted(s)
        case let .number(v): return format(v)
        case let .bool(b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    private func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
