import DarkroomLayout

/// A word split across two lines without a hyphen: a line ends and the next begins with a
/// letter or digit, because the word is wider than the line (Pango then breaks between
/// graphemes, as SwiftUI does). Long translations (German, Finnish compounds) and large
/// Dynamic Type sizes produce it; readers see two fragments ("occasion" / "al"). Not a WCAG
/// failure, but a text-stress defect a design must answer (a smaller style at accessibility
/// sizes, `minimumScaleFactor`, hyphenation in the string, or more width).
public struct BrokenWordAudit: SceneAudit {
    public var rule: AuditRule { .brokenWord }
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.walk.texts.compactMap { _, entry, run in
            guard run.lines.count > 1, let width = run.wrapWidth else { return nil }
            let characters = Array(run.spec.string)
            func isWordCharacter(_ i: Int) -> Bool { i >= 0 && i < characters.count && (characters[i].isLetter || characters[i].isNumber) }
            for (i, line) in run.lines.dropLast().enumerated() {
                let end = line.range.start + line.range.length
                guard end == run.lines[i + 1].range.start, isWordCharacter(end - 1), isWordCharacter(end) else { continue }
                // The whole word around the break, for the message.
                var from = end - 1, to = end
                while isWordCharacter(from - 1) { from -= 1 }
                while isWordCharacter(to + 1) { to += 1 }
                let word = String(characters[from...to])
                return subject.finding(rule, node: entry.node.id, text: run.spec.string,
                    "the word \(quote(word)) is broken after \(quote(String(characters[from..<end]))) at line \(i + 1) of \(run.lines.count), \(short(width)) pt wide",
                    ["line": Double(i + 1), "wrapWidth": width, "fontSize": run.spec.font.size])
            }
            return nil
        }
    }
}
