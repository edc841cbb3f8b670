/// The rules the audit applies to a rendered Scene. The raw value is the id printed in
/// reports, baselines and SARIF (`ruleId`), so it never changes once published.
public enum AuditRule: String, CaseIterable, Codable, Sendable, Comparable {
    case truncatedText = "truncated-text"
    case brokenWord = "broken-word"
    case clippedText = "clipped-text"
    case overflowingText = "overflowing-text"
    case overlappingText = "overlapping-text"
    case textContrast = "text-contrast"
    case touchTarget = "touch-target"
    case missingLabel = "missing-label"
    case readingOrder = "reading-order"

    public static func < (a: AuditRule, b: AuditRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// One line for SARIF's `shortDescription` and `darkroom audit --help`.
    public var summary: String {
        switch self {
        case .truncatedText: return "Text cut short by its line limit (an ellipsis replaces words)."
        case .brokenWord: return "A word split across two lines without a hyphen (wider than its line)."
        case .clippedText: return "Text drawn outside an ancestor's clip shape or the canvas, so part of it is not visible."
        case .overflowingText: return "Text reaching past the shape painted behind it (its button, chip or card)."
        case .overlappingText: return "Text drawn over other text or an image."
        case .textContrast: return "Text contrast below WCAG 2 (1.4.3): 4.5:1, or 3:1 for large text; APCA Lc reported."
        case .touchTarget: return "Touch target smaller than 44 x 44 pt (Apple HIG; WCAG 2.5.5)."
        case .missingLabel: return "Button, toggle or image with no accessibility label (WCAG 1.1.1, 4.1.2)."
        case .readingOrder: return "Accessibility order goes against the reading order (WCAG 1.3.2, 2.4.3)."
        }
    }

    /// Where the threshold comes from.
    public var helpURI: String {
        switch self {
        case .truncatedText, .brokenWord, .clippedText, .overflowingText, .overlappingText: return "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
        case .textContrast: return "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"
        case .touchTarget: return "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls"
        case .missingLabel: return "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html"
        case .readingOrder: return "https://www.w3.org/WAI/WCAG22/Understanding/meaningful-sequence.html"
        }
    }

    /// SARIF's `level`: what blocks a review (`error`) and what asks for a look (`warning`).
    public var level: String {
        switch self {
        case .readingOrder, .brokenWord: return "warning"
        default: return "error"
        }
    }
}

/// One problem found in one snapshot: which rule, which node, which text, and the numbers
/// that broke the rule, so a reviewer can check it without rendering anything.
public struct AuditFinding: Hashable, Sendable, Codable {
    public var rule: AuditRule
    /// The variant's id, `Component/values` (the same at every scale: the audit reads layout units).
    public var snapshot: String
    /// The Scene node's id, as in the layout sidecar.
    public var node: String
    /// The text concerned, or the element's label ("" when there is none).
    public var text: String
    /// One sentence with the numbers.
    public var message: String
    /// The measured values, by name (pt, ratios, Lc); encoded with sorted keys.
    public var numbers: [String: Double]

    public init(rule: AuditRule, snapshot: String, node: String, text: String, message: String, numbers: [String: Double] = [:]) {
        self.rule = rule; self.snapshot = snapshot; self.node = node; self.text = text; self.message = message; self.numbers = numbers
    }

    /// What identifies a finding across renders: rule, snapshot, node and text, not the
    /// numbers, so a finding accepted in a baseline stays accepted when a ratio moves by 0.01.
    public var key: AuditFindingKey { AuditFindingKey(rule: rule, snapshot: snapshot, node: node, text: text) }

    /// Reports list findings by snapshot, then rule, node and text: same inputs, same bytes.
    public static func ordered(_ a: AuditFinding, _ b: AuditFinding) -> Bool {
        if a.snapshot != b.snapshot { return a.snapshot < b.snapshot }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.node != b.node { return a.node < b.node }
        if a.text != b.text { return a.text < b.text }
        return a.message < b.message
    }
}

public struct AuditFindingKey: Hashable, Sendable, Codable {
    public var rule: AuditRule
    public var snapshot: String
    public var node: String
    public var text: String
    public init(rule: AuditRule, snapshot: String, node: String, text: String) {
        self.rule = rule; self.snapshot = snapshot; self.node = node; self.text = text
    }
}
