import DarkroomFiles
import DarkroomManifest
import DarkroomPNG
import Foundation

/// Reading a verify report folder someone handed us (a CI artifact): bounded, confined reads
/// that follow no symbolic link, and images that must decode as Darkroom's own PNGs.
///
/// A link inside a report would make `approve` or `merge` copy whatever it points at (an SSH
/// key) into the store or the merged report, so a link anywhere below the folder is refused,
/// naming it. The folder itself is the user's own argument and may be a link.
enum ReportFiles {
    /// The report in `folder`, or nil when the folder has none (a clean shard writes none).
    static func report(in folder: String) throws -> VerifyReport? {
        let path = folder + "/report.json"
        try refuseLink(path)
        do {
            guard let bytes = try JSONFile.bytes(at: path) else { return nil }
            return try JSONFile.decode(VerifyReport.self, from: bytes, path: path)
        } catch {
            throw SnapshotError.input("\(error)")
        }
    }

    /// A file the report names, relative to its folder; it must stay inside the folder and
    /// no part of its path below the folder may be a symbolic link.
    static func read(_ relative: String, in folder: String, limit: Int = BoundedFile.defaultLimit) throws -> [UInt8] {
        let path = try ConfinedPath.join(folder, relative)
        var walked = folder
        // `join` has checked that every segment is plain.
        for segment in PathSegments.of(relative).dropLast() {
            walked += "/" + segment
            try refuseLink(walked)
        }
        do {
            // O_NOFOLLOW for the last component: no window between a check and the open.
            return try BoundedFile.read(path, limit: limit, followLinks: false)
        } catch {
            throw SnapshotError.input("cannot read \(path): \(error.reason); a report's files must be the regular files verify wrote: run verify --report again")
        }
    }

    /// A PNG the report names: read like `read`, within the pixel limit, and decoded.
    /// - Parameter canonical: also require the exact bytes Darkroom's encoder writes for
    ///   those pixels (actual, diff and triptych images are Darkroom's own output), so no
    ///   chunk can carry anything else.
    static func image(_ relative: String, in folder: String, canonical: Bool) throws -> (bytes: [UInt8], image: RGBAImage) {
        let path = folder + "/" + relative
        let bytes = try read(relative, in: folder, limit: PNGDecoder.maxFileBytes(maxPixels: PNGDecoder.defaultMaxPixels))
        let image: RGBAImage
        do {
            image = try PNGDecoder.decode(bytes, source: path)
        } catch {
            throw SnapshotError.input("\(error); the report is damaged: run verify --report again")
        }
        guard !canonical || PNGEncoder.encode(image) == bytes else {
            throw SnapshotError.input("\(path) is not the PNG Darkroom writes for its pixels (extra chunks or another encoder): the report was changed after verify wrote it")
        }
        return (bytes, image)
    }

    private static func refuseLink(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw SnapshotError.input("refusing \(path): it is a symbolic link, and a report's files are not followed anywhere else (it could copy any file on this machine); run verify --report again to get plain files")
        }
    }
}
