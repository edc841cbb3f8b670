import DarkroomLayout

/// What one rule sees: the Scene of one variant, its id, and the text measurer the Scene was
/// laid out with (the truncation rule measures text again without its line limit).
public struct AuditSubject {
    public let scene: Scene
    public let snapshot: String
    public let measurer: any TextMeasurer
    let walk: SceneWalk

    public init(scene: Scene, snapshot: String, measurer: any TextMeasurer) {
        self.scene = scene; self.snapshot = snapshot; self.measurer = measurer
        walk = SceneWalk(scene)
    }

    func finding(_ rule: AuditRule, node: String, text: String, _ message: String, _ numbers: [String: Double] = [:]) -> AuditFinding {
        AuditFinding(rule: rule, snapshot: snapshot, node: node, text: text, message: message, numbers: numbers)
    }
}

/// One audit rule over a rendered Scene. Rules read the Scene only: they never lay out or
/// paint, so an audit costs a walk of the tree (and, for truncation, one measure per limited text).
public protocol SceneAudit: Sendable {
    var rule: AuditRule { get }
    func findings(in subject: AuditSubject) -> [AuditFinding]
}

/// Runs the rules over one Scene and returns their findings in report order.
public struct SceneAuditor: Sendable {
    public var audits: [any SceneAudit]

    /// Every rule, in `AuditRule` order.
    public static let all = SceneAuditor(audits: [
        TruncatedTextAudit(), BrokenWordAudit(), ClippedTextAudit(), OverflowingTextAudit(), OverlappingTextAudit(), TextContrastAudit(),
        TouchTargetAudit(), MissingLabelAudit(), ReadingOrderAudit(),
    ])

    public init(audits: [any SceneAudit]) { self.audits = audits }

    /// Every rule, with touch targets held to `minimumTarget` points (a design system whose
    /// token says 48, say) instead of Apple's 44.
    public static func all(minimumTarget: Double) -> SceneAuditor {
        var touch = TouchTargetAudit()
        touch.minimum = minimumTarget
        return SceneAuditor(audits: all.audits.map { $0.rule == .touchTarget ? touch : $0 })
    }

    /// Only the rules in `rules` (all when empty).
    public func restricted(to rules: [AuditRule]) -> SceneAuditor {
        rules.isEmpty ? self : SceneAuditor(audits: audits.filter { rules.contains($0.rule) })
    }

    public func audit(_ scene: Scene, snapshot: String, measurer: any TextMeasurer) -> [AuditFinding] {
        let subject = AuditSubject(scene: scene, snapshot: snapshot, measurer: measurer)
        return audits.flatMap { $0.findings(in: subject) }.sorted(by: AuditFinding.ordered)
    }
}
