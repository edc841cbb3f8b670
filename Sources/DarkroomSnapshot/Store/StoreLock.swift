import Foundation

/// An advisory lock on a store, held while a command writes to it.
///
/// Two renders into one folder would each rewrite the manifest from what they saw at the
/// start, so one's records could silently replace the other's. The second process fails
/// fast instead, naming the first. `flock` locks vanish with the process, so a killed run
/// never leaves a stale lock behind; the pid in the file is only there for the message.
///
/// Whoever holds the lock removes the `.darkroom-tmp-*` files a killed writer left: with the
/// lock held no other Darkroom writer can be half-way through a write here, so such a file
/// is nobody's. Only names of that shape are touched (`AtomicFile.removeLeftovers`).
public final class StoreLock {
    public static let fileName = ".darkroom.lock"
    private let fd: Int32

    /// Takes the lock on `store`, creating the folder if needed.
    /// - Parameter removingLeftovers: false when the caller goes on to a `RenderRun`, which
    ///   removes them itself on another thread while its first step runs (a walk of the whole
    ///   store here was 2% of a no-change rerun, spent before anything else could start).
    /// - Throws: `SnapshotError.input` naming the other process when it holds the lock.
    public init(_ store: SnapshotStore, removingLeftovers: Bool = true) throws {
        let path = store.path(Self.fileName)
        try AtomicFile.ensureFolder(store.root)
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw SnapshotError.input("cannot open \(path) to lock the store: \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.readPID(fd)
            close(fd)
            throw SnapshotError.input("another darkroom process\(holder.map { " (pid \($0))" } ?? "") is writing to \(store.root); wait for it to finish, or use another folder")
        }
        ftruncate(fd, 0)
        let text = "\(getpid())\n"
        _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
        if removingLeftovers { AtomicFile.removeLeftovers(below: store.root) }
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }

    private static func readPID(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return nil }
        return Int32(String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
