import DarkroomLayout

/// Accessibility elements whose order (VoiceOver's swipe order: the Scene's document order)
/// runs against the reading order: an element wholly above the one before it, or on the
/// same row but before it in the reading direction (left of it in LTR, right of it in RTL).
/// WCAG 2.2 SC 1.3.2 (Meaningful Sequence) and 2.4.3 (Focus Order). A warning: a team may
/// order elements on purpose (`accessibilitySortPriority`).
public struct ReadingOrderAudit: SceneAudit {
    public var rule: AuditRule { .readingOrder }
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        let elements = subject.walk.entries.compactMap { e in e.node.accessibility.map { (e.node.id, $0) } }
        guard elements.count > 1 else { return [] }
        let rtl = subject.scene.direction == .rightToLeft
        var result: [AuditFinding] = []
        for (previous, current) in zip(elements, elements.dropFirst()) {
            let p = previous.1.hitArea, c = current.1.hitArea
            let above = c.maxY <= p.minY
            let rowOverlap = min(p.maxY, c.maxY) - max(p.minY, c.minY)
            let sameRow = rowOverlap > 0.5 * min(p.size.height, c.size.height)
            let before = rtl ? c.minX >= p.maxX : c.maxX <= p.minX
            guard above || (sameRow && before) else { continue }
            let why = above ? "is above" : (rtl ? "is right of" : "is left of")
            result.append(subject.finding(rule, node: current.0, text: current.1.label,
                "\(quote(current.1.label)) comes after \(quote(previous.1.label)) (\(previous.0)) in the accessibility order but \(why) it"))
        }
        return result
    }
}
