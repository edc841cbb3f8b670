import DarkroomCatalog
import DarkroomManifest
import DarkroomRaster
import Foundation

/// Accepts failures of a verify report into the store without rendering again: the report's
/// actual images and sidecars become the references, and its records replace the manifest's.
///
/// The report is untrusted (a downloaded CI artifact): its renderer must be this one, every
/// id must be one the current catalogue produces, and every entry must pass `ReportEntry`
/// (no symbolic link followed, files where verify writes them, images decoded and of the
/// size and hash their record says, the sidecar of the hash its record says).
public struct Approval {
    public let reportDirectory: String
    public let report: VerifyReport
    public let store: SnapshotStore
    /// Every snapshot id the catalogue produces, at every scale: an approved id must be one.
    let produced: Set<String>

    public init(reportDirectory: String, store: SnapshotStore, context: RenderContext) throws {
        self.reportDirectory = reportDirectory
        self.store = store
        produced = context.producedSnapshotIDs
        guard let report = try ReportFiles.report(in: reportDirectory) else {
            throw SnapshotError.input("no verify report at \(reportDirectory)/report.json: pass the folder `darkroom verify --report DIR` wrote (a CI run's report artifact)")
        }
        self.report = report
    }

    /// Refuses a report made by a renderer that draws differently, saying what differs. One
    /// that differs only in its PNG encoding libraries drew the same pixels
    /// (`RendererFingerprint.drawing`), which is what verify compares.
    public func checkRenderer(_ local: RendererFingerprint) throws {
        guard let made = report.renderer?.drawing else {
            throw SnapshotError.input("\(reportDirectory)/report.json does not say which renderer made it (a report from an older Darkroom): run verify again and approve that report")
        }
        let here = local.drawing
        guard made != here else { return }
        var differences: [String] = []
        if made.darkroom != here.darkroom { differences.append("darkroom \(SnapshotName.escaped(made.darkroom)) there, \(here.darkroom) here") }
        for (name, version) in made.libraries.sorted(by: { $0.key < $1.key }) where here.libraries[name] != version {
            differences.append("\(SnapshotName.escaped(name)) \(SnapshotName.escaped(version)) there, \(here.libraries[name] ?? "absent") here")
        }
        for font in Set(made.fonts.keys).union(here.fonts.keys).sorted() where made.fonts[font] != here.fonts[font] {
            differences.append("font \(SnapshotName.escaped(font)) differs")
        }
        throw SnapshotError.input("the report was rendered by another renderer (\(differences.joined(separator: "; "))): its images would not be what this machine renders, so approving them would make verify fail here. Approve on a machine like the one that made the report, or run verify here and approve that report")
    }

    /// The failures `group` or `ids` select (all when both are empty).
    public func select(group: String?, ids: [String]) throws -> [VerifyFailure] {
        var chosen = report.failures
        if let group {
            guard let found = report.groups?.first(where: { $0.id == group }) else {
                let known = (report.groups ?? []).map { SnapshotName.escaped($0.id) }.joined(separator: ", ")
                throw SnapshotError.usage("no group \"\(SnapshotName.escaped(group))\" in this report; its groups: \(known.isEmpty ? "none" : known)")
            }
            chosen = chosen.filter { found.ids.contains($0.id) }
        }
        if !ids.isEmpty {
            for id in ids where !chosen.contains(where: { $0.id == id }) {
                throw SnapshotError.usage("no failure \"\(SnapshotName.escaped(id))\" in this report\(group.map { " group " + SnapshotName.escaped($0) } ?? "")")
            }
            chosen = chosen.filter { ids.contains($0.id) }
        }
        return chosen
    }

    /// Writes the chosen failures' images, sidecars and records into the store.
    /// - Returns: the ids approved.
    @discardableResult
    public func approve(_ failures: [VerifyFailure]) throws -> [String] {
        let path = reportDirectory + "/report.json"
        var records: [SnapshotRecord] = []
        var files: [(relative: String, bytes: [UInt8])] = []
        var seen = Set<String>()
        for failure in failures {
            let id = SnapshotName.escaped(failure.id)
            guard seen.insert(failure.id).inserted else {
                throw SnapshotError.input("\(path): \(id) is listed twice; the report is damaged or not Darkroom's: run verify --report again")
            }
            guard failure.kind != .stale else {
                throw SnapshotError.usage("\(id) is stale (no variant produces it): remove it with `darkroom prune`, not approve")
            }
            let entry = try ReportEntry(failure, folder: reportDirectory, report: path)
            guard produced.contains(failure.id) else {
                throw SnapshotError.input("\(path): \(id) is not a snapshot the current catalogue produces (a renamed component or value?); verify against this catalogue and approve that report")
            }
            guard let actual = entry.actual else {
                throw SnapshotError.input("\(path): entry \(id) has no actual image, sidecar and record: run verify with --report again (this report is from an older Darkroom)")
            }
            let paths = SnapshotPaths(id: failure.id)
            files += [(paths.png, actual.png), (paths.sidecar, actual.sidecar)]
            records.append(actual.record)
        }
        guard var manifest = try store.readManifest() else {
            throw SnapshotError.input("\(store.manifestPath) is missing: approve adds to a store that `darkroom render` or `record` made")
        }
        for file in files { try store.write(file.bytes, to: file.relative) }
        let approved = Set(records.map(\.id))
        manifest.snapshots.removeAll { approved.contains($0.id) }
        manifest.snapshots += records
        try store.writeManifest(manifest)
        return records.map(\.id).sorted()
    }
}
