import DarkroomLayout

/// Text that spills out of the shape painted behind it: a label wider or taller than its
/// button's capsule or its card, which happens when a fixed frame meets larger text (Dynamic
/// Type, translations) and the text is kept on one line (`fixedSize`, `lineLimit(1)` without
/// room). Nothing clips it, so it is drawn, but partly on whatever surrounds the shape, where
/// its contrast is not the one designed (WCAG 2.2 SC 1.4.4, 1.4.12).
///
/// The shape is the topmost filled shape painted before the text that covers the centre of
/// its first line (the one the contrast rule composes the backdrop from); a canvas-sized
/// shape is the page, not a background, and is skipped.
public struct OverflowingTextAudit: SceneAudit {
    public var rule: AuditRule { .overflowingText }
    public var tolerance = 0.5
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        let walk = subject.walk
        let canvas = subject.scene.size
        return walk.texts.compactMap { index, entry, run in
            guard let first = run.contentBoxes.first(where: { $0.size.width > 0 }) else { return nil }
            var background: SceneWalk.Entry?
            for i in stride(from: index - 1, through: 0, by: -1) {
                let e = walk.entries[i]
                guard e.opacity > 0, case .shape(let shape) = e.node.content, shape.fill.map({ $0.alpha > 0 }) ?? false,
                      e.node.frame.size.width < canvas.width - 1 || e.node.frame.size.height < canvas.height - 1,
                      ShapeCoverage.covers(shape.kind, frame: e.node.frame, x: first.midX, y: first.midY) else { continue }
                background = e
                break
            }
            guard let background else { return nil }
            let f = background.node.frame
            var worst = 0.0, side = ""
            for box in run.contentBoxes where box.size.width > 0 {
                for (amount, name) in [(f.minX - box.minX, "left"), (box.maxX - f.maxX, "right"),
                                       (f.minY - box.minY, "top"), (box.maxY - f.maxY, "bottom")] where amount > worst {
                    worst = amount; side = name
                }
            }
            guard worst > tolerance else { return nil }
            return subject.finding(rule, node: entry.node.id, text: run.spec.string,
                "\(quote(run.spec.string)) reaches \(short(worst)) pt past the \(side) of its background \(background.node.id) (\(short(f.size.width)) x \(short(f.size.height)) pt)",
                ["overflow": worst, "backgroundWidth": f.size.width, "backgroundHeight": f.size.height])
        }
    }
}
