import DarkroomLayout

/// Buttons, toggles and images that VoiceOver cannot name (WCAG 2.2 SC 1.1.1 Non-text
/// Content and 4.1.2 Name, Role, Value): an empty label (an icon-only button whose image is
/// decorative, `accessibilityLabel("")`), or a label that is only the file name of an image
/// inside the element, which is what SwiftUI reads for `Image("ic_close")` without a label.
public struct MissingLabelAudit: SceneAudit {
    public var rule: AuditRule { .missingLabel }
    public static let namedRoles: Set<String> = ["button", "toggle", "image", "link"]
    public init() {}

    public func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.walk.entries.compactMap { entry in
            guard let a = entry.node.accessibility, entry.opacity > 0, Self.namedRoles.contains(a.role) else { return nil }
            let label = a.label.trimmingWhitespace
            if label.isEmpty {
                return subject.finding(rule, node: entry.node.id, text: "",
                                       "\(a.role) with no accessibility label: VoiceOver says only \u{201C}\(a.role)\u{201D}")
            }
            let names = imageNames(under: entry.node)
            // An image element's own label is its name unless the team gave one; for a
            // control, a label equal to the image inside it is the same fallback.
            if names.contains(label) {
                return subject.finding(rule, node: entry.node.id, text: a.label,
                                       "\(a.role) labelled only by its image's file name \(quote(label)); give it an accessibilityLabel")
            }
            return nil
        }
    }

    func imageNames(under node: SceneNode) -> Set<String> {
        var names: Set<String> = []
        node.visit { n in
            switch n.content {
            case .icon(let i): names.insert(i.name)
            case .image(let i): if case .icon(let name) = i.source { names.insert(name) }
            default: break
            }
        }
        return names
    }
}
