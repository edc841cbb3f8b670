import DarkroomManifest
import Foundation

/// Folds the verify reports of a sharded run into one, so reviewers see one review page.
///
/// Each shard's report folder (a downloaded CI artifact) is untrusted input: paths stay inside
/// their folders, ids are checked, and reports from different renderers are refused. A shard
/// whose run was clean writes no report, so a missing folder is simply nothing to merge.
public enum ReportMerge {
    /// Merges `reports` (folders) into `destination`; returns the merged report.
    public static func merge(_ reports: [String], into destination: String) throws -> VerifyReport {
        var merged = VerifyReport(passed: 0, failures: [], environmentChange: [])
        var seen = Set<String>()
        var renderer: RendererFingerprint?
        var found = 0
        for folder in reports {
            let path = folder + "/report.json"
            guard let report = try ReportFiles.report(in: folder) else { continue }
            found += 1
            if let made = report.renderer {
                if let renderer, renderer != made {
                    throw SnapshotError.input("\(path) was rendered by another renderer than the reports before it; merge reports of one run")
                }
                renderer = made
            }
            merged.passed += report.passed
            for change in report.environmentChange where !merged.environmentChange.contains(change) {
                merged.environmentChange.append(change)
            }
            for failure in report.failures {
                guard Pruner.isDarkroomFile(failure.id + ".png") else {
                    throw SnapshotError.input("\(path): entry \"\(failure.id)\" is not a snapshot id Darkroom writes")
                }
                guard seen.insert(failure.id).inserted else {
                    throw SnapshotError.input("\(path): \(failure.id) is also in an earlier report; the shards overlap")
                }
                for file in [failure.expected, failure.actual, failure.diff, failure.triptych, failure.actualSidecar].compactMap({ $0 }) {
                    try AtomicFile.write(try ReportFiles.read(file, in: folder), to: try ConfinedPath.join(destination, file))
                }
                merged.failures.append(failure)
            }
        }
        guard found > 0 else {
            throw SnapshotError.input("none of \(reports.joined(separator: ", ")) holds a report.json: every shard was clean, or the folders are wrong")
        }
        merged.failures.sort { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }
        merged.renderer = renderer
        merged.groups = FailureGrouping.groups(merged.failures)
        try ReportWriter(directory: destination).writeIndex(merged)
        return merged
    }
}
