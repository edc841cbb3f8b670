import DarkroomLayout

/// Explains what changed between two layout sidecars (Scene dumps) in sentences:
/// which node moved or resized, which text went from N to M lines, which colour changed.
public enum SidecarDiff {
    struct NodeLine {
        let id: String
        let frame: String?
        let attributes: [String: String]
        let text: String
        /// For text nodes: each line's character range (`text=start+length`).
        var lineRanges: [TextRange] = []
    }

    public static func explain(expected: String, actual: String) -> [String] {
        let old = parse(expected), new = parse(actual)
        var sentences: [String] = []
        let oldHeader = expected.split(separator: "\n").first.map(String.init) ?? ""
        let newHeader = actual.split(separator: "\n").first.map(String.init) ?? ""
        if oldHeader != newHeader {
            sentences.append("canvas changed: \(oldHeader.dropFirst(6)) -> \(newHeader.dropFirst(6))")
        }
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let newByID = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for node in old where newByID[node.id] == nil { sentences.append("\(node.id) was removed") }
        for node in new where oldByID[node.id] == nil { sentences.append("\(node.id) was added") }
        for node in new {
            guard let before = oldByID[node.id], before.text != node.text else { continue }
            sentences += compare(before, node)
        }
        return sentences
    }

    private static func compare(_ a: NodeLine, _ b: NodeLine) -> [String] {
        var out: [String] = []
        if let fa = a.frame, let fb = b.frame, fa != fb {
            let pa = numbers(fa), pb = numbers(fb)
            if pa.count == 4, pb.count == 4 {
                if pa[0] != pb[0] || pa[1] != pb[1] { out.append("\(b.id) moved from (\(pa[0]),\(pa[1])) to (\(pb[0]),\(pb[1]))") }
                if pa[2] != pb[2] || pa[3] != pb[3] { out.append("\(b.id) resized from \(pa[2])x\(pa[3]) to \(pb[2])x\(pb[3])") }
            }
        }
        if let la = a.attributes["lines"], let lb = b.attributes["lines"], la != lb {
            out.append("text \(b.id) went from \(la) to \(lb) line\(lb == "1" ? "" : "s")")
        }
        if let string = quotedString(a.text), string == quotedString(b.text) {
            out += TextReflow.movedWords(in: string, from: a.lineRanges, to: b.lineRanges, node: b.id)
        }
        for key in ["fill", "stroke", "color", "tint", "opacity", "scale", "clip", "align", "limit"] {
            let va = a.attributes[key], vb = b.attributes[key]
            if va != vb {
                let name = key == "color" ? "text colour" : key
                out.append("\(b.id) \(name) changed from \(va ?? "none") to \(vb ?? "none")")
            }
        }
        if out.isEmpty { out.append("\(b.id) changed: \(a.text) -> \(b.text)") }
        return out
    }

    /// Node lines are `<indent><id> <kind ...> frame=(x,y,w,h) key=value ...`; line-box
    /// and accessibility lines are folded into their node's text so they count as changes.
    static func parse(_ dump: String) -> [NodeLine] {
        var nodes: [NodeLine] = []
        var pending: (id: String, frame: String?, attributes: [String: String], text: String, ranges: [TextRange])?
        func flush() {
            if let p = pending {
                nodes.append(NodeLine(id: p.id, frame: p.frame, attributes: p.attributes, text: p.text, lineRanges: p.ranges))
            }
            pending = nil
        }
        for raw in dump.split(separator: "\n").dropFirst() {
            let line = raw.drop { $0 == " " }
            if line.hasPrefix("line ") || line.hasPrefix("a11y ") {
                pending?.text += " | " + line
                if line.hasPrefix("line "), let range = lineRange(line) { pending?.ranges.append(range) }
                continue
            }
            flush()
            let parts = line.split(separator: " ")
            guard let id = parts.first else { continue }
            var attributes: [String: String] = [:]
            for part in parts.dropFirst() {
                if let eq = part.firstIndex(of: "=") {
                    attributes[String(part[..<eq])] = String(part[part.index(after: eq)...])
                }
            }
            pending = (String(id), attributes["frame"], attributes, String(line.dropFirst(id.count + 1)), [])
        }
        flush()
        return nodes
    }

    /// `text=12+8` on a line-box line.
    private static func lineRange(_ line: Substring) -> TextRange? {
        guard let part = line.split(separator: " ").first(where: { $0.hasPrefix("text=") }) else { return nil }
        let numbers = part.dropFirst(5).split(separator: "+").compactMap { Int($0) }
        return numbers.count == 2 ? TextRange(start: numbers[0], length: numbers[1]) : nil
    }

    /// The string of a text node's description (`text "..." Roboto ...`), unescaped.
    static func quotedString(_ text: String) -> String? {
        guard text.hasPrefix("text \"") else { return nil }
        var out = ""
        var escaped = false
        for character in text.dropFirst(6) {
            if escaped {
                out.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return out
            } else {
                out.append(character)
            }
        }
        return nil
    }

    private static func numbers(_ frame: String) -> [String] {
        frame.trimmingCharacters(in: ["(", ")"]).split(separator: ",").map(String.init)
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
