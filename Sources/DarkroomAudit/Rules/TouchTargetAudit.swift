import DarkroomLayout

/// Controls whose touch target is smaller than 44 x 44 pt, Apple's minimum (HIG,
/// Accessibility, "Buttons and controls"; WCAG 2.2 SC 2.5.5, level AAA, asks the same
/// 44 CSS px). The target is the element's hit area: its frame, or the bounds of a
/// `contentShape` that reaches beyond it. The message also says whether WCAG 2.2 SC 2.5.8's
/// AA minimum of 24 x 24 is met.
public struct TouchTargetAudit: SceneAudit {
    public var rule: AuditRule { .touchTarget }
    /// Roles a finger acts on. Images and plain elements are read, not tapped.
    public static let interactiveRoles: Set<String> = ["button", "toggle", "link", "slider", "textField"]
    public var minimum = 44.0
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.walk.entries.compactMap { entry in
            guard let a = entry.node.accessibility, entry.opacity > 0, Self.interactiveRoles.contains(a.role) else { return nil }
            let w = a.hitArea.size.width, h = a.hitArea.size.height
            // A float layout of 43.9995 is 44 for anyone tapping it.
            guard w < minimum - 0.001 || h < minimum - 0.001 else { return nil }
            // The lowering records a content shape's bounds as the hit area of the element
            // around it, on whichever node holds the element.
            let enlarged = entry.node.hitShape != nil || a.hitArea != entry.node.frame
            let shape = enlarged ? "its content shape" : "no content shape enlarges it"
            let aa = w >= 24 && h >= 24 ? "meets" : "misses"
            return subject.finding(rule, node: entry.node.id, text: a.label,
                "\(a.role) \(quote(a.label)): touch target \(short(w)) x \(short(h)) pt (\(shape)), under \(short(minimum)) x \(short(minimum)); \(aa) WCAG 2.5.8's 24 x 24",
                ["width": w, "height": h, "minimum": minimum])
        }
    }
}
