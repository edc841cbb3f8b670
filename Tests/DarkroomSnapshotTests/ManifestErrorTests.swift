import DarkroomManifest
import DarkroomSnapshot
import Foundation
import Testing

/// A corrupt or foreign manifest is refused with the file, line, column and field.
@Suite struct ManifestErrorTests {
    /// Renders a small store and returns it with its manifest's text.
    func storeWithManifest() throws -> (SnapshotStore, String) {
        let ws = try Workspace("manifest-errors")
        let context = try ws.context()
        let store = ws.store()
        try ws.render(context, into: store, variants: try ws.select(context) { $0.components = ["Dot"] })
        return (store, try String(contentsOfFile: store.manifestPath, encoding: .utf8))
    }

    func message(_ store: SnapshotStore) -> String {
        do { _ = try store.readManifest(); return "no error" } catch { return "\(error)" }
    }

    /// Line and column of the first occurrence of `needle` (1-based, columns in characters).
    func position(of needle: String, in text: String) -> (Int, Int) {
        let prefix = text[..<text.range(of: needle)!.lowerBound]
        let line = prefix.filter { $0 == "\n" }.count + 1
        let column = prefix.count - (prefix.lastIndex(of: "\n").map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column)
    }

    @Test("a field of the wrong type is named with its line and column")
    func wrongType() throws {
        let (store, text) = try storeWithManifest()
        // The second record's content hash becomes a number.
        var parts = text.components(separatedBy: "\"sha256\":")
        parts[2] = "12345" + parts[2].drop { $0 != "," && $0 != "\n" }
        let broken = parts.joined(separator: "\"sha256\":")
        try broken.write(toFile: store.manifestPath, atomically: true, encoding: .utf8)
        let (line, column) = position(of: "12345", in: broken)
        let text2 = message(store)
        #expect(text2.contains("manifest.json:\(line):\(column): field snapshots[1].sha256: expected a string, found a number"), "\(text2)")
    }

    @Test("a missing field is named at the object that lacks it")
    func missingField() throws {
        let (store, text) = try storeWithManifest()
        let broken = text.replacingOccurrences(of: "\"renderer\":", with: "\"renderer-old\":")
        try broken.write(toFile: store.manifestPath, atomically: true, encoding: .utf8)
        #expect(message(store).contains("manifest.json:1:1: the field \"renderer\" is missing"), "\(message(store))")
    }

    @Test("a JSON syntax error has its line and column")
    func syntax() throws {
        let (store, _) = try storeWithManifest()
        try "{\n  \"format\" : 1,\n  oops\n}".write(toFile: store.manifestPath, atomically: true, encoding: .utf8)
        #expect(message(store).contains("manifest.json:3:3: JSON syntax error: expected a member name in double quotes"), "\(message(store))")
    }

    @Test("an unknown format version is refused, naming the version read and the one supported")
    func unknownFormat() throws {
        let (store, text) = try storeWithManifest()
        let broken = text.replacingOccurrences(of: "\"format\":3", with: "\"format\":999")
        try broken.write(toFile: store.manifestPath, atomically: true, encoding: .utf8)
        let (line, column) = position(of: "999", in: broken)
        #expect(message(store).contains("manifest.json:\(line):\(column): manifest format 999 is not one this Darkroom reads (it reads formats 1-3)"), "\(message(store))")
        // A future format that does not even decode is still reported as a format problem.
        try "{\"format\": 4, \"snapshots\": \"elsewhere\"}".write(toFile: store.manifestPath, atomically: true, encoding: .utf8)
        #expect(message(store).contains("manifest format 4 is not one this Darkroom reads"), "\(message(store))")
    }

    @Test("a manifest that is a folder or a device is refused, not read")
    func notAFile() throws {
        let (store, _) = try storeWithManifest()
        try FileManager.default.removeItem(atPath: store.manifestPath)
        try FileManager.default.createSymbolicLink(atPath: store.manifestPath, withDestinationPath: "/dev/zero")
        #expect(message(store).contains("not a regular file (a character device)"), "\(message(store))")
    }
}
