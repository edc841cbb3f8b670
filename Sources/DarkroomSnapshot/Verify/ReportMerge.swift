import DarkroomManifest
import Foundation

/// Folds the verify reports of a sharded run into one, so reviewers see one review page.
///
/// Each shard's report folder (a downloaded CI artifact) is untrusted input: every entry is
/// checked by `ReportEntry` before a file of it is copied (no symbolic link followed, files
/// where verify writes them, images decoded, actual files of the hashes their records say),
/// ids the current catalogue does not produce are refused (stale entries aside), a report
/// must name its renderer, and reports from different renderers are refused. A
/// shard whose run was clean writes no report, so a missing folder is simply nothing to merge.
public enum ReportMerge {
    /// Merges `reports` (folders) into `destination`; returns the merged report.
    /// - Parameter produced: the ids the current catalogue produces (`producedSnapshotIDs`);
    ///   an entry for any other id is refused.
    public static func merge(_ reports: [String], into destination: String, produced: Set<String>) throws -> VerifyReport {
        var merged = VerifyReport(passed: 0, failures: [], environmentChange: [])
        var seen = Set<String>()
        var renderer: RendererFingerprint?
        var found = 0
        // Every entry of every report is checked before the first file is copied.
        var checked: [ReportEntry] = []
        for folder in reports {
            let path = folder + "/report.json"
            guard let report = try ReportFiles.report(in: folder) else { continue }
            found += 1
            guard let made = report.renderer else {
                throw SnapshotError.input("\(path) does not say which renderer made it (a report from an older Darkroom, or edited): merge the reports of one run of this Darkroom's verify")
            }
            if let renderer, renderer != made {
                throw SnapshotError.input("\(path) was rendered by another renderer than the reports before it; merge reports of one run")
            }
            renderer = made
            merged.passed += report.passed
            for change in report.environmentChange where !merged.environmentChange.contains(change) {
                merged.environmentChange.append(change)
            }
            for failure in report.failures {
                let entry = try ReportEntry(failure, folder: folder, report: path)
                // A stale entry is a reference no variant produces: that is its point.
                guard failure.kind == .stale || produced.contains(failure.id) else {
                    throw SnapshotError.input("\(path): \(failure.id) is not a snapshot the current catalogue produces (a renamed component or value?); merge reports verified against this catalogue")
                }
                guard seen.insert(failure.id).inserted else {
                    throw SnapshotError.input("\(path): \(failure.id) is also in an earlier report or twice in this one; the shards overlap")
                }
                checked.append(entry)
                merged.failures.append(failure)
            }
        }
        guard found > 0 else {
            throw SnapshotError.input("none of \(reports.joined(separator: ", ")) holds a report.json: every shard was clean, or the folders are wrong")
        }
        for file in checked.flatMap(\.files) {
            try AtomicFile.write(file.bytes, to: try ConfinedPath.join(destination, file.relative))
        }
        merged.failures.sort { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }
        merged.renderer = renderer
        merged.groups = FailureGrouping.groups(merged.failures)
        try ReportWriter(directory: destination).writeIndex(merged)
        return merged
    }
}
