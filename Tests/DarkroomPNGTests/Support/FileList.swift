import Foundation

enum FileList {
    /// The sorted names of the .png files in a folder.
    static func pngs(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    }
}
