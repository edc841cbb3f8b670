import DarkroomManifest
import Foundation

/// Reading the gallery's inputs from disk, with errors that name the file.
/// The CLI may use these or decode the files itself; the builders only take values.
public enum ManifestFiles {
    public static func loadManifest(at path: String) throws -> Manifest {
        do {
            guard let manifest = try JSONFile.readManifest(at: path) else {
                throw GalleryError.unreadable(path: path, reason: "no such file")
            }
            return manifest
        } catch let error as JSONFileError {
            throw GalleryError.undecodable(path: path, reason: error.description)
        }
    }

    /// The store's token table, or nil when the store has none (made before tokens.json existed).
    public static func loadTokenTable(at path: String) throws -> TokenTable? {
        do {
            guard let bytes = try JSONFile.bytes(at: path) else { return nil }
            return try JSONFile.decode(TokenTable.self, from: bytes, path: path)
        } catch {
            throw GalleryError.undecodable(path: path, reason: error.description)
        }
    }

    public static func loadReport(at path: String) throws -> VerifyReport {
        do {
            guard let bytes = try JSONFile.bytes(at: path) else {
                throw GalleryError.unreadable(path: path, reason: "no such file")
            }
            return try JSONFile.decode(VerifyReport.self, from: bytes, path: path)
        } catch let error as JSONFileError {
            throw GalleryError.undecodable(path: path, reason: error.description)
        }
    }

    static func requireFolder(_ path: String, what: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GalleryError.unreadable(path: path, reason: "\(what) folder does not exist")
        }
    }
}
