import DarkroomLayout

/// Text partly outside what it can show: a line box reaching past an ancestor's clip shape
/// (`clipShape`, `cornerRadius`, `clipped`) or past the canvas, which is where the device's
/// screen or container would cut it. Such text loses content, as WCAG 2.2 SC 1.4.4 and
/// 1.4.10 (Reflow) forbid.
///
/// Clip shapes are taken as their frames, and line boxes are the font's line height (ascent
/// plus descent), so a cut under `tolerance` (half a point) is not reported: glyph ink rarely
/// fills a line box to its edge.
public struct ClippedTextAudit: SceneAudit {
    public var rule: AuditRule { .clippedText }
    public var tolerance = 0.5
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        let canvas = Rect(x: 0, y: 0, width: subject.scene.size.width, height: subject.scene.size.height)
        return subject.walk.texts.compactMap { _, entry, run in
            let visible = entry.clip.map { $0.intersection(canvas) } ?? canvas
            var worst: (line: Int, cut: [String: Double], total: Double)?
            for (i, box) in run.contentBoxes.enumerated() where box.size.width > 0 {
                let cut = ["cutLeft": max(0, visible.minX - box.minX), "cutRight": max(0, box.maxX - visible.maxX),
                           "cutTop": max(0, visible.minY - box.minY), "cutBottom": max(0, box.maxY - visible.maxY)]
                let total = cut.values.max() ?? 0
                if total > tolerance, total > (worst?.total ?? 0) { worst = (i, cut, total) }
            }
            guard let worst else { return nil }
            // Whether the cut comes from a clip shape or only from the canvas edge.
            let byClip = entry.clip.map { clip in
                let box = run.contentBoxes[worst.line]
                return box.minX < clip.minX - tolerance || box.maxX > clip.maxX + tolerance
                    || box.minY < clip.minY - tolerance || box.maxY > clip.maxY + tolerance
            } ?? false
            let by = byClip ? "the clip shape of \(entry.clipper ?? "?")" : "the canvas"
            let sides = ["cutLeft": "left", "cutRight": "right", "cutTop": "top", "cutBottom": "bottom"]
            let edges = worst.cut.keys.sorted().filter { worst.cut[$0]! > tolerance }
                .map { "\(short(worst.cut[$0]!)) pt at the \(sides[$0]!)" }.joined(separator: ", ")
            let line = String(run.lines[worst.line].range.substring(of: run.spec.string))
            var numbers = worst.cut
            numbers["line"] = Double(worst.line)
            return subject.finding(rule, node: entry.node.id, text: run.spec.string,
                                   "line \(worst.line) \(quote(line)) is cut by \(by): \(edges)", numbers)
        }
    }
}
