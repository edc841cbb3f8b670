import DarkroomFiles
import Foundation

/// Writes files so that a reader (or a run killed half-way) sees either the old file or
/// the new one, never a partial one: write a temp file in the same folder, then rename.
public enum AtomicFile {
    /// Marker in temp-file names, so leftovers of a killed run can be found and removed.
    public static let tempMarker = ".darkroom-tmp-"

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let slash = PathSegments.lastSeparator(in: path)
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        try ensureFolder(folder)
        // Unique per write, not only per process: two threads may write the same file at
        // once (a selection that names a variant twice); each renames its own temp file.
        let temp = folder + "/" + tempMarker + "\(processID)-\(nextTempNumber())-\(name)"
        var fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0, errno == ENOENT {
            // The folder went away since we last saw it (a test or prune removed it).
            folderLock.withLock { _ = knownFolders.remove(folder) }
            try ensureFolder(folder)
            fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard fd >= 0 else {
            throw SnapshotError.input("cannot write \(path): \(String(cString: strerror(errno))) in folder \(folder); check its permissions or choose another --out")
        }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 { if errno == EINTR { continue }; return false }
                written += n
            }
            return true
        }
        let message = String(cString: strerror(errno))
        close(fd)
        guard ok else {
            unlink(temp)
            throw SnapshotError.input("cannot write \(path): \(message); is the disk full?")
        }
        guard rename(temp, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temp)
            throw SnapshotError.input("cannot replace \(path): \(message)")
        }
    }

    nonisolated(unsafe) private static var tempCounter = 0
    /// Read once: a render writes thousands of files, and glibc makes every getpid a system call.
    private static let processID = getpid()

    private static func nextTempNumber() -> Int {
        folderLock.withLock {
            tempCounter += 1
            return tempCounter
        }
    }

    /// Folders known to exist, so a run over thousands of files does not stat them again.
    nonisolated(unsafe) private static var knownFolders = Set<String>()
    private static let folderLock = NSLock()

    static func ensureFolder(_ folder: String) throws {
        if folderLock.withLock({ knownFolders.contains(folder) }) { return }
        // mkdir -p by hand, so the error says which part failed and why (errno), not
        // "The operation could not be completed".
        var path = folder.hasPrefix("/") ? "" : "."
        for part in PathSegments.of(folder) where !part.isEmpty {
            path += "/" + part
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw SnapshotError.input("cannot create folder \(folder): \(path): \(String(cString: strerror(errno))); check its permissions or choose another --out")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SnapshotError.input("cannot create folder \(folder): a file is in the way; choose another --out")
        }
        folderLock.withLock { _ = knownFolders.insert(folder) }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Removes temp files a killed run left below `folder`; returns how many.
    /// - Parameter visitingFolder: called with the path (relative to `folder`) of every folder
    ///   below it, so a render learns which folders exist from the same walk.
    @discardableResult
    public static func removeLeftovers(below folder: String, visitingFolder: ((String) -> Void)? = nil) -> Int {
        removeLeftovers(below: folder, prefix: "", visitingFolder: visitingFolder)
    }

    private static func removeLeftovers(below folder: String, prefix: String, visitingFolder: ((String) -> Void)?) -> Int {
        // readdir with d_type rather than FileManager's enumerator: this runs on every render,
        // also when nothing changed, over thousands of files.
        guard let dir = opendir(folder) else { return 0 }
        defer { closedir(dir) }
        var removed = 0
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            if name.hasPrefix(tempMarker) {
                if unlink(path) == 0 { removed += 1 }
            } else if isFolder(entry.pointee.d_type, path) {
                visitingFolder?(prefix + name)
                removed += removeLeftovers(below: path, prefix: prefix + name + "/", visitingFolder: visitingFolder)
            }
        }
        return removed
    }

    /// Whether a directory entry is a folder (not a link to one). Some file systems do not say
    /// in `d_type` (DT_UNKNOWN): then `lstat` does.
    private static func isFolder(_ type: UInt8, _ path: String) -> Bool {
        if Int32(type) != DT_UNKNOWN { return Int32(type) == DT_DIR }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
