import DarkroomManifest
import Foundation

/// Reading the gallery's inputs from disk, with errors that name the file.
/// The CLI may use these or decode the files itself; the builders only take values.
public enum ManifestFiles {
    public static func loadManifest(at path: String) throws -> Manifest {
        try decode(Manifest.self, at: path)
    }

    public static func loadReport(at path: String) throws -> VerifyReport {
        try decode(VerifyReport.self, at: path)
    }

    static func decode<T: Decodable>(_ type: T.Type, at path: String) throws -> T {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw GalleryError.unreadable(path: path, reason: exists ? "permission denied or not a file" : "no such file")
        }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            throw GalleryError.undecodable(path: path, reason: "\(error)")
        }
    }

    static func requireFolder(_ path: String, what: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GalleryError.unreadable(path: path, reason: "\(what) folder does not exist")
        }
    }
}
