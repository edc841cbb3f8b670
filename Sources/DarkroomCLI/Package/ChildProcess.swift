import Dispatch
import Foundation

/// Runs a tool (swift) and collects what it prints, at most `outputLimit` bytes of each
/// stream: the rest is read and dropped, so a runaway child cannot fill memory.
enum ChildProcess {
    static func run(_ tool: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
                    outputLimit: Int = 1 << 20) throws -> (status: Int32, output: [UInt8], errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw PackageError("cannot run \(tool): \(error.localizedDescription); is the Swift toolchain on PATH?")
        }
        let errors = BoundedReader(limit: outputLimit)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errors.drain(err.fileHandleForReading) }
        let output = BoundedReader(limit: outputLimit)
        output.drain(out.fileHandleForReading)
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, output.bytes, String(decoding: errors.bytes, as: UTF8.self))
    }
}

/// Reads a stream to its end, keeping its first `limit` bytes.
private final class BoundedReader: @unchecked Sendable {
    let limit: Int
    var bytes: [UInt8] = []
    init(limit: Int) { self.limit = limit }

    func drain(_ handle: FileHandle) {
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            if bytes.count < limit { bytes += chunk.prefix(limit - bytes.count) }
        }
    }
}
