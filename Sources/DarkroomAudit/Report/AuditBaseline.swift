import DarkroomFiles
import Foundation

/// Findings a team has accepted: `darkroom audit --baseline FILE` fails only on findings not
/// listed, so existing problems can be fixed over time while new ones fail CI. The file is
/// JSON, one accepted finding per line (rule, snapshot, node, text; never the numbers), in
/// report order, so a reviewer sees exactly which findings a pull request accepts.
public struct AuditBaseline: Equatable, Sendable {
    public static let format = 1
    public var accepted: Set<AuditFindingKey>

    public init(accepted: Set<AuditFindingKey> = []) { self.accepted = accepted }
    public init(findings: [AuditFinding]) { accepted = Set(findings.map(\.key)) }

    public func contains(_ finding: AuditFinding) -> Bool { accepted.contains(finding.key) }

    /// The file's bytes: sorted, one entry a line, a final newline. Same findings, same bytes.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let keys = accepted.sorted {
            ($0.snapshot, $0.rule.rawValue, $0.node, $0.text) < ($1.snapshot, $1.rule.rawValue, $1.node, $1.text)
        }
        var out = "{\"format\":\(Self.format),\"accepted\":[\n"
        out += keys.map { String(decoding: try! encoder.encode($0), as: UTF8.self) }.joined(separator: ",\n")
        out += keys.isEmpty ? "]}\n" : "\n]}\n"
        return Array(out.utf8)
    }

    /// Reads a baseline, trusting nothing in it: a bounded regular file, JSON of this format,
    /// every entry with the four string fields and a known rule. Errors name the file, the
    /// line and column, and the field.
    public static func read(_ path: String) throws(AuditInputError) -> AuditBaseline {
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(path) } catch {
            throw AuditInputError("\(path): cannot read the audit baseline: \(error.reason); write one with `darkroom audit --write-baseline \(path)`")
        }
        let root: JSONNode
        do { root = try JSONReader.parse(bytes) } catch {
            throw AuditInputError("\(path):\(error.line):\(error.column): error: \(error.message)")
        }
        func fail(_ node: JSONNode, _ message: String) -> AuditInputError {
            AuditInputError("\(path):\(node.line):\(node.column): error: \(message)")
        }
        guard case .object = root.kind else { throw fail(root, "an audit baseline is an object {\"format\": 1, \"accepted\": [...]}, not \(root.kindName)") }
        guard let format = root["format"], case .number(let n) = format.kind else {
            throw fail(root, "format: missing; an audit baseline has \"format\": \(Self.format)")
        }
        guard n == Double(Self.format) else { throw fail(format, "format \(n == n.rounded() && abs(n) < 1e9 ? String(Int(n)) : String(n)) is not one this build reads (\(Self.format)); write the baseline again with --write-baseline") }
        guard let list = root["accepted"], case .array(let entries) = list.kind else {
            throw fail(root, "accepted: missing or not an array")
        }
        var accepted: Set<AuditFindingKey> = []
        for (i, entry) in entries.enumerated() {
            func string(_ key: String) throws(AuditInputError) -> String {
                guard let v = entry[key], case .string(let s) = v.kind else {
                    throw fail(entry, "accepted[\(i)].\(key): missing or not a string")
                }
                return s
            }
            guard case .object = entry.kind else { throw fail(entry, "accepted[\(i)] must be an object, not \(entry.kindName)") }
            let ruleName = try string("rule")
            guard let rule = AuditRule(rawValue: ruleName) else {
                throw fail(entry["rule"]!, "accepted[\(i)].rule: unknown rule \"\(ruleName)\"; valid rules: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            accepted.insert(AuditFindingKey(rule: rule, snapshot: try string("snapshot"), node: try string("node"), text: try string("text")))
        }
        return AuditBaseline(accepted: accepted)
    }
}

/// A file given to the audit that cannot be used (exit 2); the message names the file.
public struct AuditInputError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
