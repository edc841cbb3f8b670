import Foundation

/// The audit as SARIF 2.1.0 (OASIS, "Static Analysis Results Interchange Format"), the file
/// GitHub code scanning reads (`github/codeql-action/upload-sarif`) to show findings on a
/// pull request. Each result points at the node's line in its layout sidecar, carries a
/// `partialFingerprints` entry so GitHub follows it across commits, and a `baselineState`
/// (`new` or `unchanged`) from the audit baseline.
public enum SARIFReport {
    public static func encode(_ report: AuditReport, toolVersion: String) throws -> [UInt8] {
        let rules = AuditRule.allCases
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "darkroom audit",
                    "version": toolVersion,
                    "informationUri": "https://www.w3.org/WAI/WCAG22/quickref/",
                    "rules": rules.map { rule in [
                        "id": rule.rawValue,
                        "shortDescription": ["text": rule.summary],
                        "helpUri": rule.helpURI,
                        "defaultConfiguration": ["level": rule.level],
                    ] as [String: Any] },
                ] as [String: Any]],
                "results": report.entries.map { entry -> [String: Any] in
                    let f = entry.finding
                    var location: [String: Any] = [
                        "logicalLocations": [["fullyQualifiedName": f.snapshot + ":" + f.node, "kind": "element"]],
                    ]
                    if let sidecar = entry.sidecar {
                        var physical: [String: Any] = ["artifactLocation": ["uri": sidecar]]
                        if let line = entry.line { physical["region"] = ["startLine": line] }
                        location["physicalLocation"] = physical
                    }
                    return [
                        "ruleId": f.rule.rawValue,
                        "ruleIndex": rules.firstIndex(of: f.rule)!,
                        "level": f.rule.level,
                        "message": ["text": "\(f.snapshot): \(f.node): \(f.message)"],
                        "locations": [location],
                        "partialFingerprints": ["darkroomFinding/v1": fingerprint(f.key)],
                        "baselineState": entry.isNew ? "new" : "unchanged",
                    ]
                },
            ] as [String: Any]],
        ]
        var data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        data.append(0x0A)
        return Array(data)
    }

    /// FNV-1a (64-bit) of the finding's key: stable across runs and machines, unlike `hashValue`.
    static func fingerprint(_ key: AuditFindingKey) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in [key.rule.rawValue, key.snapshot, key.node, key.text].joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
