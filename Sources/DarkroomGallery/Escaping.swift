/// Escaping for every place a catalogue string lands: HTML text and attributes, JSON embedded
/// in a `<script>` file, Markdown, and URL path segments.
///
/// Labels come from component authors and may contain anything, including `<script>`; the
/// gallery must show them as text. In the browser the scripts only ever use `textContent` and
/// `setAttribute`, so the Swift side only has to escape what it writes itself.
enum Escape {
    /// Text or a double-quoted attribute value in HTML.
    static func html(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// JSON text made safe to sit in a script: `<`, `>` and `&` become `\u003c`, `\u003e` and
    /// `\u0026`, and U+2028/U+2029 (line terminators to older JS parsers) are escaped too.
    /// Outside strings JSON never contains these characters, so the result decodes to the same
    /// value, and no `</script>` or `<!--` can appear in any generated file.
    static func scriptSafeJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for c in json.unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Characters CommonMark gives a meaning to anywhere in a line, backslash-escaped; `<`,
    /// `>` and `&` become entities, so raw HTML in a label renders as text on GitHub and in
    /// any Markdown viewer. Newlines become spaces so a label cannot start a heading or break
    /// a table row. A leading `-`, `+`, `#` or `1.` (list, heading) is escaped too; inside a
    /// line `.`, `-` and parentheses mean nothing once `[` is escaped, so they stay readable.
    static func markdown(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r": out += " "
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                out += "\\"
                out.unicodeScalars.append(c)
            default: out.unicodeScalars.append(c)
            }
        }
        if let first = out.first, "-+#=".contains(first) { out = "\\" + out }
        if let dot = out.firstIndex(where: { !$0.isNumber }), dot != out.startIndex, out[dot] == "." || out[dot] == ")" {
            out.insert("\\", at: dot)
        }
        return out
    }

    /// A relative file path as a URL path: each segment percent-encoded (RFC 3986 unreserved
    /// characters and `@` kept), `/` kept between segments. Works for `src` and `href`.
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"):
                    out.unicodeScalars.append(Unicode.Scalar(byte))
                default:
                    let hex = Array("0123456789ABCDEF".utf8)
                    out += "%"
                    out.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                    out.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 15)]))
                }
            }
            return out
        }.joined(separator: "/")
    }
}
