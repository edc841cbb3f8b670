#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls, so a failure carries the system's reason
/// ("No such file or directory", "Is a directory") rather than a generic one.
enum FileBytes {
    struct Failure: Error {
        let message: String
    }

    static func contents(of path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        if fd < 0 { throw Failure(message: lastError()) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(message: lastError())
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
