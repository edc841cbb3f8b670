#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files that users hand us, with a bound.
///
/// Every reader of a user's file goes through here: a FIFO, a device such as `/dev/zero`,
/// or a folder is refused before a byte is read, and a file larger than the limit is
/// refused from its size (checked again while reading, in case it grows), so no input can
/// make Darkroom's memory grow without bound. Failures carry the system's reason
/// ("No such file or directory") rather than a generic one.
public enum BoundedFile {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public enum Kind: Equatable, Sendable { case system, notRegular, tooLarge }
        public let kind: Kind
        public let reason: String
        public var description: String { reason }
    }

    /// The limit for JSON, SVG, font and sidecar files: `DARKROOM_MAX_FILE_BYTES`, or 256 MiB.
    public static let defaultLimit: Int = ReadLimits.environment("DARKROOM_MAX_FILE_BYTES") ?? 256 << 20

    /// - Parameter followLinks: false for files inside something a stranger handed us (a
    ///   report artifact): a symbolic link there could point at any file on this machine, so
    ///   the last path component being one is refused (`O_NOFOLLOW`), not read.
    public static func read(_ path: String, limit: Int = defaultLimit, followLinks: Bool = true) throws(Failure) -> [UInt8] {
        let (fd, size) = try openRegular(path, limit: limit, followLinks: followLinks)
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(kind: .system, reason: lastError())
            }
            if n == 0 { return bytes }
            // The size was checked, but a file can grow while it is read.
            guard bytes.count + n <= limit else {
                throw Failure(kind: .tooLarge, reason: "the file grew past the limit of \(limit) bytes while being read")
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// The size of a file `read` would accept, without reading it: for files a library then
    /// reads itself (fonts, which fontconfig and FreeType open), checked on every run.
    public static func size(of path: String, limit: Int = defaultLimit, followLinks: Bool = true) throws(Failure) -> Int {
        let (fd, size) = try openRegular(path, limit: limit, followLinks: followLinks)
        close(fd)
        return size
    }

    /// Opens `path` for reading when it is a regular file of at most `limit` bytes; returns
    /// the descriptor and the size.
    private static func openRegular(_ path: String, limit: Int, followLinks: Bool) throws(Failure) -> (Int32, Int) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
        if fd < 0, !followLinks, errno == ELOOP {
            throw Failure(kind: .notRegular, reason: "it is a symbolic link, and links are not followed here")
        }
        if fd < 0 { throw Failure(kind: .system, reason: lastError()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { let reason = lastError(); close(fd); throw Failure(kind: .system, reason: reason) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw Failure(kind: .notRegular, reason: "not a regular file (\(kindName(info.st_mode))); give the path of a file")
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            close(fd)
            throw Failure(kind: .tooLarge, reason: "the file is \(size) bytes, over the limit of \(limit) bytes")
        }
        return (fd, size)
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a pipe"
        case S_IFSOCK: return "a socket"
        default: return "not a plain file"
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
