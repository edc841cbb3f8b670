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
    /// element is always one line however hostile its label.
    static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)),\(number(r.minY)),\(number(r.size.width)),\(number(r.size.height)))"
    }

    /// 1/1000 pt, no trailing zeros, no "-0".
    static func number(_ v: Double) -> String {
        let milli = Int((v * 1000).rounded())
        if milli == 0 { return "0" }
        let sign = milli < 0 ? "-" : ""
        let m = abs(milli)
        var frac = String(m % 1000)
        frac = String(repeating: "0", count: 3 - frac.count) + frac
        while frac.hasSuffix("0") { frac.removeLast() }
        return sign + String(m / 1000) + (frac.isEmpty ? "" : "." + frac)
    }
}
