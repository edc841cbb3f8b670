import DarkroomFiles
import DarkroomLayout

/// The accessibility tree of one Scene as a reviewable text file: each element in VoiceOver's
/// order (the Scene's document order) with its role, label, value, hint, identifier, frame
/// and touch target, the way AccessibilitySnapshot (Cash App) lists elements beside its
/// image. Committed beside the snapshots, a pull request that changes what VoiceOver reads
/// shows it as a text diff. Numbers are rounded to 1/1000 pt, as in the layout sidecar.
public enum AccessibilitySnapshot {
    public static func text(of scene: Scene, snapshot: String) -> String {
        var elements: [(node: SceneNode, a: AccessibilityNode)] = []
        scene.root.visit { node in if let a = node.accessibility { elements.append((node, a)) } }
        var out = "accessibility \(snapshot) \(scene.direction.rawValue) elements=\(elements.count)\n"
        for (i, e) in elements.enumerated() {
            out += "\(i + 1). \(e.a.role) \(literal(e.a.label))"
            if let v = e.a.value { out += " value=\(literal(v))" }
            if let h = e.a.hint { out += " hint=\(literal(h))" }
            if let d = e.a.description { out += " description=\(literal(d))" }
            if let id = e.a.identifier { out += " id=\(literal(id))" }
            out += "\n   frame=\(rect(e.node.frame)) hit=\(rect(e.a.hitArea)) node=\(e.node.id)\n"
        }
        return out
    }

    /// A quoted string with quotes, backslashes and control characters escaped, so one
    /// element is always one line however hostile its label: the sidecar's three escapes,
    /// then every other control character as `TerminalText` shows it.
    static func literal(_ s: String) -> String {
        let escaped = s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + TerminalText.escaped(escaped) + "\""
    }

    /// The sidecar's rectangle: 1/1000 pt, no trailing zeros, no "-0" (`fmt` in SceneDump).
    static func rect(_ r: Rect) -> String { fmt(r) }
}
