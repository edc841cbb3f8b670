import DarkroomFiles

/// What `darkroom audit --json` found, as the gallery shows it: per variant (`Component/values`,
/// the same at every scale), each finding's rule, node, message and whether the baseline
/// accepts it. Read from a file a CI job may have downloaded, so nothing in it is trusted:
/// bounded, JSON of format 1, every field of the right kind, errors naming file:line:column.
public struct AuditNotes: Sendable, Equatable {
    public struct Note: Encodable, Hashable, Sendable {
        public var rule: String
        public var node: String
        public var message: String
        /// False when the audit's baseline accepts the finding.
        public var new: Bool
    }

    public var byVariant: [String: [Note]]
    public var count: Int { byVariant.values.reduce(0) { $0 + $1.count } }

    public init(byVariant: [String: [Note]]) { self.byVariant = byVariant }

    /// The findings of the snapshot `id` (`Component/values@2x`): its variant's.
    func notes(forSnapshot id: String) -> [Note]? {
        let variant = id.lastIndex(of: "@").map { String(id[..<$0]) } ?? id
        return byVariant[variant]
    }

    public static func load(at path: String) throws -> AuditNotes {
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(path) } catch {
            throw GalleryError.unreadable(path: path, reason: "\(error.reason); write it with darkroom audit --json \(path)")
        }
        let root: JSONNode
        do { root = try JSONReader.parse(bytes) } catch {
            throw GalleryError.undecodable(path: path, reason: "\(error.line):\(error.column): \(error.message)")
        }
        func fail(_ node: JSONNode, _ message: String) -> GalleryError {
            .undecodable(path: path, reason: "\(node.line):\(node.column): \(message)")
        }
        guard case .object = root.kind, let format = root["format"], case .number(1) = format.kind else {
            throw fail(root, "not an audit report of format 1 (darkroom audit --json writes one)")
        }
        guard let list = root["findings"], case .array(let entries) = list.kind else { throw fail(root, "findings: missing or not an array") }
        var byVariant: [String: [Note]] = [:]
        for (i, entry) in entries.enumerated() {
            func string(_ key: String) throws -> String {
                guard let v = entry[key], case .string(let s) = v.kind else { throw fail(entry, "findings[\(i)].\(key): missing or not a string") }
                return s
            }
            let baseline = try string("baseline")
            guard baseline == "new" || baseline == "accepted" else {
                throw fail(entry, "findings[\(i)].baseline: \"\(baseline)\" is neither \"new\" nor \"accepted\"")
            }
            byVariant[try string("snapshot"), default: []].append(
                Note(rule: try string("rule"), node: try string("node"), message: try string("message"), new: baseline == "new"))
        }
        return AuditNotes(byVariant: byVariant)
    }
}
