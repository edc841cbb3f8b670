import DarkroomManifest
import DarkroomRaster

/// Groups failures by cause: one token change that fails 192 snapshots is one entry to review.
///
/// The cause is the kind and the explanation sentences, less the sentences that say where the
/// pixels fall (those differ per snapshot even for one cause), and with the node's id left out
/// of property changes: "root/swatch fill changed from #2E7D32FF to #C62828FF" and "root fill
/// changed from ..." are one cause (the same property, old and new value). Groups are sorted
/// largest first.
public enum FailureGrouping {
    public static func groups(_ failures: [VerifyFailure]) -> [FailureGroup] {
        var byCause: [[String]: [String]] = [:]
        for failure in failures {
            byCause[cause(of: failure), default: []].append(failure.id)
        }
        return byCause.map { cause, ids in
            FailureGroup(id: String(Checksum.sha256Hex(cause.joined(separator: "\n")).prefix(8)), cause: cause, ids: ids.sorted())
        }
        .sorted { ($1.ids.count, $0.id) < ($0.ids.count, $1.id) }
    }

    static func cause(of failure: VerifyFailure) -> [String] {
        let sentences = failure.changes.filter { !$0.hasPrefix("pixels differ in ") && !$0.hasPrefix("no reference at ") }
        return [failure.kind.rawValue] + Array(Set(sentences.map(withoutNode))).sorted()
    }

    /// "<node id> <property> changed from A to B" without the node id.
    static func withoutNode(_ sentence: String) -> String {
        guard sentence.contains(" changed from "), let space = sentence.firstIndex(of: " ") else { return sentence }
        return String(sentence[sentence.index(after: space)...])
    }
}
