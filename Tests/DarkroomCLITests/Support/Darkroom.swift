import Foundation
import Testing

/// Runs the built `darkroom` executable as a child process, the way CI and users do.
///
/// The binary is looked for next to the test bundle first (the scratch folder these tests
/// were built in, e.g. `.build-snaptests/debug`), then in `<package>/.build/debug`.
enum Darkroom {
    /// The package root, from this file's path (Tests/DarkroomCLITests/Support/Darkroom.swift).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var candidates: [String] {
        var list: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["DARKROOM_BIN"] { list.append(explicit) }
        // The test bundle is an executable in the build folder; the CLI is built beside it.
        if let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            list.append((bundle as NSString).deletingLastPathComponent + "/darkroom")
        }
        list.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("darkroom").path)
        list.append(Bundle.main.bundleURL.appendingPathComponent("darkroom").path)
        list.append(packageRoot + "/.build/debug/darkroom")
        return list
    }

    /// The executable, or a recorded issue saying how to build it.
    static func executable() throws -> String {
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        Issue.record("""
            the darkroom executable was not found (looked in: \(candidates.joined(separator: ", "))). \
            Run `swift build` first (the Makefile builds everything with `swift build --build-tests` before testing).
            """)
        throw CocoaError(.fileNoSuchFile)
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// True when the process ended by a signal rather than exit().
        let signalled: Bool
    }

    /// A started process; `wait()` collects its output.
    final class Running {
        let process: Process
        let out: String, err: String
        init(process: Process, out: String, err: String) { self.process = process; self.out = out; self.err = err }

        func wait() -> Result {
            process.waitUntilExit()
            let stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
            return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr,
                          signalled: process.terminationReason == .uncaughtSignal)
        }

        func signal(_ sig: Int32) { kill(process.processIdentifier, sig) }
    }

    /// Starts `darkroom arguments` in `directory`, with `DARKROOM_ROOT` at the package root
    /// so fonts, icons and tokens are the repository's. Output goes to files (no pipe to fill).
    static func start(_ arguments: [String], in directory: String) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["DARKROOM_ROOT"] = packageRoot
        process.environment = environment
        let id = UUID().uuidString
        let out = NSTemporaryDirectory() + "darkroom-cli-\(id).out", err = NSTemporaryDirectory() + "darkroom-cli-\(id).err"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, out: out, err: err)
    }

    static func run(_ arguments: [String], in directory: String) throws -> Result {
        try start(arguments, in: directory).wait()
    }
}

/// `<tmp>/darkroom-clitests/<pid>`: one folder per test process, kept after the run for
/// inspection; folders of test processes that have exited are removed on first use.
let testRoot: String = {
    let base = NSTemporaryDirectory() + "darkroom-clitests"
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
        guard let pid = Int32(entry), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
        try? FileManager.default.removeItem(atPath: base + "/" + entry)
    }
    return base + "/\(getpid())"
}()

/// A fresh temp folder for one test.
func temporaryFolder(_ name: String) throws -> String {
    let path = testRoot + "/\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func filesBelow(_ folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDir), !isDir.boolValue {
            files.append(relative)
        }
    }
    return files.sorted()
}

func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

/// A small slice of the built-in catalogue: CheckboxView, one brand and theme, square
/// boxes with a one-line label: 2 checked x 2 enabled x 2 directions = 8 snapshots.
let smallSelection = ["--component", "CheckboxView", "--brand", "frisbee", "--theme", "light",
                      "--where", "shape=square", "--where", "label=label"]
let smallSelectionCount = 8
