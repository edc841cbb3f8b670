import DarkroomFiles
import DarkroomManifest

/// Reading a verify report folder someone handed us (a CI artifact): bounded, confined reads.
enum ReportFiles {
    /// The report in `folder`, or nil when the folder has none (a clean shard writes none).
    static func report(in folder: String) throws -> VerifyReport? {
        let path = folder + "/report.json"
        do {
            guard let bytes = try JSONFile.bytes(at: path) else { return nil }
            return try JSONFile.decode(VerifyReport.self, from: bytes, path: path)
        } catch {
            throw SnapshotError.input("\(error)")
        }
    }

    /// A file the report names, relative to its folder; it must stay inside the folder.
    static func read(_ relative: String, in folder: String) throws -> [UInt8] {
        let path = try ConfinedPath.join(folder, relative)
        do {
            return try BoundedFile.read(path)
        } catch {
            throw SnapshotError.input("cannot read \(path): \(error.reason)")
        }
    }
}
