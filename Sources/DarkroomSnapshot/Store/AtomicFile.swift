import Foundation

/// Writes files so that a reader (or a run killed half-way) sees either the old file or
/// the new one, never a partial one: write a temp file in the same folder, then rename.
public enum AtomicFile {
    /// Marker in temp-file names, so leftovers of a killed run can be found and removed.
    public static let tempMarker = ".darkroom-tmp-"

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.input("cannot create folder \(folder): \(reason(error)); check its permissions or choose another --out")
        }
        let temp = folder + "/" + tempMarker + "\(getpid())-" + url.lastPathComponent
        guard FileManager.default.createFile(atPath: temp, contents: Data(bytes)) else {
            throw SnapshotError.input("cannot write \(path): folder \(folder) is not writable; check its permissions or choose another --out")
        }
        guard rename(temp, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temp)
            throw SnapshotError.input("cannot replace \(path): \(message)")
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Removes temp files a killed run left below `folder`; returns how many.
    @discardableResult
    public static func removeLeftovers(below folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var removed = 0
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(tempMarker) {
                if unlink(folder + "/" + relative) == 0 { removed += 1 }
            }
        }
        return removed
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
