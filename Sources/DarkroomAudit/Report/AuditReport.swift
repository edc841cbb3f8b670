import Foundation

/// The audit of a run: every finding, each marked new or accepted by the baseline, and what
/// was audited. Written as text (the terminal), JSON (tools) and SARIF (code scanning).
public struct AuditReport: Sendable {
    public struct Entry: Sendable, Encodable {
        public let finding: AuditFinding
        /// False when the baseline accepts it.
        public let isNew: Bool
        /// The layout sidecar that shows the node, relative to the repository, and its line there.
        public let sidecar: String?
        public let line: Int?

        public init(finding: AuditFinding, isNew: Bool, sidecar: String?, line: Int?) {
            self.finding = finding; self.isNew = isNew; self.sidecar = sidecar; self.line = line
        }

        enum CodingKeys: String, CodingKey { case rule, snapshot, node, text, message, numbers, baseline, sidecar, line }
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(finding.rule, forKey: .rule); try c.encode(finding.snapshot, forKey: .snapshot)
            try c.encode(finding.node, forKey: .node); try c.encode(finding.text, forKey: .text)
            try c.encode(finding.message, forKey: .message); try c.encode(finding.numbers, forKey: .numbers)
            try c.encode(isNew ? "new" : "accepted", forKey: .baseline)
            try c.encodeIfPresent(sidecar, forKey: .sidecar); try c.encodeIfPresent(line, forKey: .line)
        }
    }

    public let snapshots: Int
    public let entries: [Entry]

    public init(snapshots: Int, entries: [Entry]) {
        self.snapshots = snapshots
        self.entries = entries.sorted { AuditFinding.ordered($0.finding, $1.finding) }
    }

    public var newCount: Int { entries.filter(\.isNew).count }

    /// Findings per rule, every rule listed (zero included), in rule order.
    public var countsByRule: [(AuditRule, Int)] {
        AuditRule.allCases.map { rule in (rule, entries.filter { $0.finding.rule == rule }.count) }
    }

    /// One line per finding: `snapshot: rule: node: message`, new ones only unless `all`.
    public func text(all: Bool) -> String {
        entries.filter { all || $0.isNew }.map { e in
            let f = e.finding
            return "\(f.snapshot): \(f.rule.rawValue): \(f.node): \(f.message)" + (e.isNew ? "" : " (accepted)") + "\n"
        }.joined()
    }

    /// `{"format":1,"snapshots":N,"counts":{...},"findings":[...]}` with sorted keys.
    public func json() throws -> [UInt8] {
        struct Document: Encodable {
            let format = 1
            let snapshots: Int
            let counts: [String: Int]
            let new: Int
            let findings: [Entry]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let counts = Dictionary(uniqueKeysWithValues: countsByRule.map { ($0.0.rawValue, $0.1) })
        return Array(try encoder.encode(Document(snapshots: snapshots, counts: counts, new: newCount, findings: entries))) + [0x0A]
    }
}
