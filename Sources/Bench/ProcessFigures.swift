import Foundation

/// The issue's figures 1-3 as a user meets them: whole `darkroom` processes (start-up, token
/// loading, the manifest and the index included), the store on disk.
struct ProcessFigures {
    var coldSeconds = Double.nan
    var snapshots = 0
    var noChangeSeconds = Double.nan
    var noChangeSummary = ""
    var tokenSummary = ""
    var iconSummary = ""

    var coldRate: Double { Double(snapshots) / coldSeconds }
    var noChangeShare: Double { 100 * noChangeSeconds / coldSeconds }

    /// The token only CheckboxView declares, and the icon some variants of several components draw.
    static let token = (file: "core.tokens.json", path: ["radius", "checkbox"], value: "5px")
    static let icon = (name: "check", from: "stroke-width=\"2\"", to: "stroke-width=\"2.5\"")

    /// Cold run into an empty store on disk below `work`, a rerun over it, then one token and
    /// one icon changed in copies of Tokens/ and Icons/ (each run's summary says what it laid
    /// out). The caller deletes `work` at the very end: on ext4, creating thousands of files
    /// right after deleting thousands is dominated by the kernel's recently-deleted inode scan,
    /// so no bench deletes a store before this cold run.
    static func measure(root: String, darkroom: String, work: String) throws -> ProcessFigures {
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let store = work + "/store"
        func render(_ extra: [String] = []) throws -> (seconds: Double, summary: String) {
            try run(darkroom, ["render", "--out", store, "--jobs", "2"] + extra, in: root)
        }
        var figures = ProcessFigures()
        let cold = try render()
        figures.coldSeconds = cold.seconds
        figures.snapshots = Int(cold.summary.dropFirst("rendered ".count).prefix { $0.isNumber }) ?? 0
        let again = try render()
        figures.noChangeSeconds = again.seconds
        figures.noChangeSummary = again.summary

        let tokens = work + "/tokens", icons = work + "/icons"
        try FileManager.default.copyItem(atPath: root + "/Tokens", toPath: tokens)
        try FileManager.default.copyItem(atPath: root + "/Icons", toPath: icons)
        try setToken(token.path, to: token.value, in: tokens + "/" + token.file)
        figures.tokenSummary = try render(["--tokens", tokens]).summary
        let svg = icons + "/\(icon.name).svg"
        try String(contentsOfFile: svg, encoding: .utf8).replacingOccurrences(of: icon.from, with: icon.to)
            .write(toFile: svg, atomically: true, encoding: .utf8)
        figures.iconSummary = try render(["--tokens", tokens, "--icons", icons]).summary
        return figures
    }

    /// Runs a process to its end; its wall time and the last line it printed.
    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (seconds: Double, summary: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let started = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        guard process.terminationStatus == 0 else { throw BenchError("\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)") }
        let last = String(decoding: output, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        return (seconds, last)
    }

    /// Sets the `$value` of the token at `path` in a DTCG file.
    private static func setToken(_ path: [String], to value: String, in file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        guard var document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw BenchError("\(file) is not a JSON object") }
        func set(_ node: inout [String: Any], _ rest: ArraySlice<String>) throws {
            guard let key = rest.first, var child = node[key] as? [String: Any] else { throw BenchError("no token \(path) in \(file)") }
            if rest.count == 1 { child["$value"] = value } else { try set(&child, rest.dropFirst()) }
            node[key] = child
        }
        try set(&document, path[...])
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
