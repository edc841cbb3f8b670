import DarkroomManifest
import DarkroomRaster

/// Groups failures by cause: one token change that fails 192 snapshots is one entry to review.
/// When the tokens a failure reads changed value since the references were recorded, those
/// changes are its cause; otherwise it is the explanation below.
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
        // A token value that changed is the cause; what it did to each node follows from it.
        // Components read different tokens aliased to one brand value, so the cause is the
        // value change itself ("a token changed from A to B in brand theme"), not the path.
        let tokens = failure.changes.filter { $0.hasPrefix("token ") }.map(withoutTokenPath)
        if !tokens.isEmpty { return [failure.kind.rawValue] + Array(Set(tokens)).sorted() }
        let sentences = failure.changes.filter { !$0.hasPrefix("pixels differ in ") && !$0.hasPrefix("no reference at ") }
        return [failure.kind.rawValue] + Array(Set(sentences.map(withoutNode))).sorted()
    }

    /// "token <path> changed from A to B in <brand> <theme>" -> "a token changed from A to B in ...".
    static func withoutTokenPath(_ sentence: String) -> String {
        guard let range = sentence.range(of: " changed from ") else { return sentence }
        return "a token" + sentence[range.lowerBound...]
    }

    /// "<node id> <property> changed from A to B" without the node id.
    static func withoutNode(_ sentence: String) -> String {
        guard sentence.contains(" changed from "), let space = sentence.firstIndex(of: " ") else { return sentence }
        return String(sentence[sentence.index(after: space)...])
    }
}
