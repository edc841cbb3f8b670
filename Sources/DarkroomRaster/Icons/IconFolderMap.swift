import DarkroomFiles
import Foundation

/// The team's maps beside the icons (`system-images.json`, `asset-colors.json`): optional JSON
/// objects, read with a bound, whose errors name the file, the line and the column.
enum IconFolderMap {
    /// The members of the object in `file`, or nil when there is no such file. `shape` finishes
    /// "the map must be an object of ..." when the top level is something else.
    static func members(_ file: String, shape: String) throws -> [(key: String, value: JSONNode)]? {
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(file)
        } catch {
            throw RenderError.icon("\(file) cannot be read: \(error.reason)")
        }
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw RenderError.icon("\(file):\(error.line):\(error.column): \(error.message)")
        }
        guard case .object(let members) = root.kind else {
            throw RenderError.icon("\(file):\(root.line):\(root.column): the map must be an object of \(shape)")
        }
        return members
    }
}
