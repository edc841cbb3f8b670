import DarkroomCatalog
import DarkroomManifest
import DarkroomPNG
import DarkroomRaster

/// One failure of a verify report, checked before any of its files is copied (by `approve`
/// into the store, by `merge --reports` into the merged report).
///
/// A report is a downloaded artifact: nothing in it is trusted because it says so. Its id
/// must have Darkroom's snapshot shape; each file must sit where `ReportWriter` puts it
/// (`<id>/actual.png`...), so paths are confined and no two entries share one; every image
/// must decode within the pixel limit; and the actual image and sidecar must be what the
/// entry's record says (pixel size, SHA-256 of the PNG, SHA-256 of the sidecar), the record
/// being the one for that id. Approving then writes a record that vouches for both files.
struct ReportEntry {
    let failure: VerifyFailure
    /// The entry's files with their checked bytes, relative to the report folder.
    let files: [(relative: String, bytes: [UInt8])]
    /// The actual image, its sidecar and record, when the entry has an actual render.
    let actual: (png: [UInt8], sidecar: [UInt8], record: SnapshotRecord)?

    /// The report file name each field must have, below the entry's id.
    static var names: [(KeyPath<VerifyFailure, String?>, String)] { [
        (\.expected, "expected.png"), (\.actual, "actual.png"), (\.diff, "diff.png"),
        (\.triptych, "triptych.png"), (\.actualSidecar, "actual.layout.txt"),
    ] }

    /// - Parameter report: the report.json path, for messages.
    init(_ failure: VerifyFailure, folder: String, report: String) throws {
        let id = failure.id
        func refuse(_ why: String) -> SnapshotError {
            SnapshotError.input("\(report): entry \"\(SnapshotName.escaped(id))\" \(why); the report is damaged or not Darkroom's: run verify --report again")
        }
        guard Pruner.isDarkroomFile(id + ".png") else { throw refuse("is not a snapshot id Darkroom writes") }
        var files: [(relative: String, bytes: [UInt8])] = []
        var actualImage: RGBAImage?
        for (field, name) in Self.names {
            guard let relative = failure[keyPath: field] else { continue }
            guard relative == id + "/" + name else {
                throw refuse("names \"\(SnapshotName.escaped(relative))\" where verify writes \(id)/\(name)")
            }
            if name.hasSuffix(".png") {
                // The reference was copied from a store as it was; the others are Darkroom's encoder's.
                let read = try ReportFiles.image(relative, in: folder, canonical: name != "expected.png")
                files.append((relative, read.bytes))
                if name == "actual.png" { actualImage = read.image }
            } else {
                files.append((relative, try ReportFiles.read(relative, in: folder)))
            }
        }
        self.failure = failure
        self.files = files
        guard failure.actual != nil || failure.actualSidecar != nil || failure.record != nil else {
            actual = nil
            return
        }
        guard let record = failure.record, let image = actualImage, let png = files.first(where: { $0.relative == id + "/actual.png" })?.bytes,
              let sidecar = files.first(where: { $0.relative == id + "/actual.layout.txt" })?.bytes else {
            throw refuse("has not all of an actual image, sidecar and record (a report from an older Darkroom?)")
        }
        let paths = SnapshotPaths(id: id)
        let component = String(id.prefix { $0 != "/" })
        guard record.id == id, record.file == paths.png, record.sidecar == paths.sidecar, record.component == component,
              id.hasSuffix("@\(record.scale)x") else {
            throw refuse("has a record for another snapshot or other files (id, file, sidecar, component and scale must be its own)")
        }
        guard image.width == record.pixelWidth, image.height == record.pixelHeight else {
            throw refuse("has an actual image of \(image.width)x\(image.height) pixels where its record says \(record.pixelWidth)x\(record.pixelHeight)")
        }
        guard Checksum.sha256Hex(png) == record.sha256 else {
            throw refuse("has an actual image whose SHA-256 is not the one its record says (changed after verify wrote it)")
        }
        guard let sidecarHash = record.sidecarSha256 else {
            throw refuse("has a record without the sidecar's SHA-256 (a report from an older Darkroom)")
        }
        guard Checksum.sha256Hex(sidecar) == sidecarHash else {
            throw refuse("has a layout sidecar whose SHA-256 is not the one its record says (changed after verify wrote it)")
        }
        actual = (png, sidecar, record)
    }
}
