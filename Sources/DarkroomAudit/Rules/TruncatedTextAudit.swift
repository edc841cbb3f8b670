import DarkroomLayout

/// Text that its line limit cuts short: laid out again without the limit, at the same wrap
/// width, it needs more lines than it shows, so an ellipsis replaces the rest.
///
/// WCAG 2.2 SC 1.4.4 (Resize Text) asks that text scaled to 200 % lose no content; iOS's
/// Dynamic Type sizes are that scaling. Text without a `lineLimit` never truncates in
/// SwiftUI (it grows), so only limited text is measured.
public struct TruncatedTextAudit: SceneAudit {
    public var rule: AuditRule { .truncatedText }
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.walk.texts.compactMap { _, entry, run in
            guard let limit = run.spec.lineLimit else { return nil }
            var unlimited = run.spec
            unlimited.lineLimit = nil
            let needed = subject.measurer.measure(unlimited, width: run.wrapWidth, direction: run.direction).lines
            guard needed.count > run.lines.count else { return nil }
            // The words of the first line that does not fit are where the ellipsis starts (or
            // about: the last shown line also gives up a few characters to the ellipsis).
            let hidden = needed[run.lines.count...].map { String($0.range.substring(of: run.spec.string)) }.joined()
            let width = run.wrapWidth.map { " at \(short($0)) pt wide" } ?? ""
            return subject.finding(rule, node: entry.node.id, text: run.spec.string,
                                   "shows \(run.lines.count) of the \(needed.count) lines it needs\(width) (lineLimit \(limit)); hidden: \(quote(hidden))",
                                   ["linesShown": Double(run.lines.count), "linesNeeded": Double(needed.count), "lineLimit": Double(limit)])
        }
    }
}
