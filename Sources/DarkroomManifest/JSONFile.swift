import DarkroomFiles
import Foundation

/// A manifest or report that cannot be used, with the place in the file that says why.
public struct JSONFileError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): \(message)"
    }
}

/// Reads Darkroom's own JSON files (manifests, verify reports) from a store or a CI artifact.
///
/// They are decoded with `JSONDecoder`, which is fast but says neither where a syntax error
/// is nor where a wrong field sits. So when decoding fails, the bytes are read again with
/// the position-keeping `JSONReader` to name the line, column and field (`snapshots[3].sha256`).
public enum JSONFile {
    /// The file's bytes, or nil when there is no such file. Bounded like every reader.
    public static func bytes(at path: String) throws(JSONFileError) -> [UInt8]? {
        do {
            return try BoundedFile.read(path)
        } catch {
            if error.kind == .system, !FileManager.default.fileExists(atPath: path) { return nil }
            let hint = error.kind == .tooLarge ? "; raise DARKROOM_MAX_FILE_BYTES if it is meant to be this big" : ""
            throw JSONFileError(file: path, line: nil, column: nil, message: "cannot read: \(error.reason)\(hint)")
        }
    }

    /// Decodes `bytes` (read from `path`), naming the position of any problem.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String) throws(JSONFileError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw locate(error, in: bytes, path: path)
        }
    }

    /// A manifest, checked to be of a format this build knows. Nil when there is none.
    public static func readManifest(at path: String) throws(JSONFileError) -> Manifest? {
        guard let bytes = try bytes(at: path) else { return nil }
        let manifest: Manifest
        do {
            manifest = try decode(Manifest.self, from: bytes, path: path)
        } catch {
            // A manifest from a newer Darkroom may not decode at all: say that, not which field.
            try checkFormat(in: bytes, path: path)
            throw error
        }
        try checkFormat(in: bytes, path: path, read: manifest.format)
        return manifest
    }

    private struct FormatProbe: Decodable { let format: Int }

    private static func checkFormat(in bytes: [UInt8], path: String, read: Int? = nil) throws(JSONFileError) {
        guard let format = read ?? (try? JSONDecoder().decode(FormatProbe.self, from: Data(bytes)))?.format,
              !Manifest.readableFormats.contains(format) else { return }
        let position = try? JSONReader.parse(bytes)["format"]
        throw JSONFileError(file: path, line: position?.line, column: position?.column,
                            message: "manifest format \(format) is not one this Darkroom reads (it reads formats \(Manifest.readableFormats.lowerBound)-\(Manifest.readableFormats.upperBound)); render the store again with this version, or use the Darkroom that wrote it")
    }

    /// Turns a `DecodingError` into a message at the line and column of the field.
    static func locate(_ error: Error, in bytes: [UInt8], path: String) -> JSONFileError {
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            return JSONFileError(file: path, line: error.line, column: error.column, message: "JSON syntax error: \(error.message)")
        }
        guard let decoding = error as? DecodingError else {
            return JSONFileError(file: path, line: nil, column: nil, message: "\(error)")
        }
        let (codingPath, problem): ([CodingKey], String) = switch decoding {
        case let .typeMismatch(type, context): (context.codingPath, "expected \(describe(type)), found \(node(at: context.codingPath, in: root)?.kindName ?? "something else")")
        case let .valueNotFound(type, context): (context.codingPath, "expected \(describe(type)), found null")
        case let .keyNotFound(key, context): (context.codingPath, "the field \"\(key.stringValue)\" is missing")
        case let .dataCorrupted(context): (context.codingPath, context.debugDescription)
        @unknown default: ([], "\(decoding)")
        }
        let at = node(at: codingPath, in: root) ?? root
        let field = fieldName(codingPath)
        return JSONFileError(file: path, line: at.line, column: at.column,
                             message: (field.isEmpty ? "" : "field \(field): ") + problem)
    }

    /// The node a coding path points at, as far as the file has it.
    static func node(at path: [CodingKey], in root: JSONNode) -> JSONNode? {
        var current = root
        for key in path {
            if let index = key.intValue, case let .array(items) = current.kind {
                guard items.indices.contains(index) else { return current }
                current = items[index]
            } else if let child = current[key.stringValue] {
                current = child
            } else {
                return current
            }
        }
        return current
    }

    /// `snapshots[3].sha256`.
    static func fieldName(_ path: [CodingKey]) -> String {
        path.reduce(into: "") { name, key in
            if let index = key.intValue { name += "[\(index)]" } else { name += (name.isEmpty ? "" : ".") + key.stringValue }
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default: return "\(type)"
        }
    }
}
