import DarkroomLayout

/// Says which words of a text moved to another line between two layouts, from the lines'
/// character ranges: "'Settings' moved from line 1 to line 2".
enum TextReflow {
    /// At most this many words are named; the rest are counted.
    static let maxNamed = 3

    static func movedWords(in string: String, from old: [TextRange], to new: [TextRange], node: String) -> [String] {
        guard !old.isEmpty, !new.isEmpty, old != new else { return [] }
        var moved: [(word: Substring, from: Int, to: Int)] = []
        for (word, offset) in words(of: string) {
            guard let a = lineIndex(of: offset, in: old), let b = lineIndex(of: offset, in: new), a != b else { continue }
            moved.append((word, a + 1, b + 1))
        }
        var sentences = moved.prefix(maxNamed).map { "text \(node): '\($0.word)' moved from line \($0.from) to line \($0.to)" }
        if moved.count > maxNamed { sentences.append("text \(node): \(moved.count - maxNamed) more word\(moved.count - maxNamed == 1 ? "" : "s") moved to another line") }
        return sentences
    }

    /// Words (runs of non-white-space characters) with the Character offset each starts at.
    static func words(of string: String) -> [(Substring, Int)] {
        var result: [(Substring, Int)] = []
        var start: String.Index?
        var startOffset = 0
        for (offset, index) in string.indices.enumerated() {
            if string[index].isWhitespace {
                if let s = start { result.append((string[s..<index], startOffset)); start = nil }
            } else if start == nil {
                start = index; startOffset = offset
            }
        }
        if let s = start { result.append((string[s...], startOffset)) }
        return result
    }

    private static func lineIndex(of offset: Int, in lines: [TextRange]) -> Int? {
        lines.firstIndex { offset >= $0.start && offset < $0.start + $0.length }
    }
}
