import Foundation

/// The issue's figures 1-3 as a user meets them: whole `darkroom` processes (start-up, token
/// loading, the manifest and the index included), each with the CPU time it used.
struct ProcessFigures {
    /// One whole process: wall time, and its user and system CPU time (from `getrusage`).
    struct Run {
        var seconds = Double.nan
        var user = Double.nan
        var system = Double.nan
        var summary = ""

        /// User plus system CPU per snapshot, in ms.
        func cpuPerSnapshot(_ snapshots: Int) -> Double { 1000 * (user + system) / Double(snapshots) }
        var times: String { "\(format(seconds, 2)) s wall, \(format(user, 2)) s user + \(format(system, 2)) s system" }
    }

    /// Cold and no-change runs with the store on tmpfs (the figure that is Darkroom's: the
    /// browser peer writes no files either), and the cold run on the work folder's disk.
    var cold = Run(), noChange = Run(), coldDisk = Run(), noChangeDisk = Run()
    /// Every cold run on tmpfs, fastest first; `cold` is the median.
    var coldRuns: [Run] = []
    /// Every no-change rerun on tmpfs, fastest first; `noChange` is the median.
    var noChangeRuns: [Run] = []
    var snapshots = 0
    var tokenSummary = ""
    var iconSummary = ""

    var coldRate: Double { Double(snapshots) / cold.seconds }
    var coldDiskRate: Double { Double(snapshots) / coldDisk.seconds }
    var noChangeShare: Double { 100 * noChange.seconds / cold.seconds }

    /// The token only CheckboxView declares, and the icon some variants of several components draw.
    static let token = (file: "core.tokens.json", path: ["radius", "checkbox"], value: "5px")
    static let icon = (name: "check", from: "stroke-width=\"2\"", to: "stroke-width=\"2.5\"")

    /// Cold run into an empty store below `fast` (tmpfs) and a rerun over it; the same into
    /// an empty store on disk below `work`; then one token and one icon changed in copies of
    /// Tokens/ and Icons/ (each run's summary says what it laid out). The caller deletes both
    /// folders at the very end: on ext4, creating thousands of files right after deleting
    /// thousands is dominated by the kernel's recently-deleted inode scan, so no bench deletes
    /// a store before these cold runs.
    static func measure(root: String, darkroom: String, work: String, fast: String) throws -> ProcessFigures {
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        func render(_ store: String, _ extra: [String] = []) throws -> Run {
            try measured(darkroom, ["render", "--out", store, "--jobs", "2"] + extra, in: root)
        }
        var figures = ProcessFigures()
        // One cold process moved by a fifth from run to run on this machine's shared cores
        // (0.73-0.91 s for one binary, six runs in a row): five, each into a store of its own
        // (tmpfs: nothing is deleted before them), and the median is the figure, as the
        // browser peer's is the median of its rounds.
        figures.coldRuns = try (0..<5).map { try render(fast + "/store-\($0)") }.sorted { $0.seconds < $1.seconds }
        figures.cold = figures.coldRuns[figures.coldRuns.count / 2]
        figures.snapshots = Int(figures.cold.summary.dropFirst("rendered ".count).prefix { $0.isNumber }) ?? 0
        // A rerun is one process of tens of milliseconds, which moves by 10-25% from run to run
        // on this machine: nine of them, and the median is the figure (the range beside it).
        figures.noChangeRuns = try (0..<9).map { _ in try render(fast + "/store-0") }.sorted { $0.seconds < $1.seconds }
        figures.noChange = figures.noChangeRuns[figures.noChangeRuns.count / 2]
        let store = work + "/store"
        figures.coldDisk = try render(store)
        figures.noChangeDisk = try render(store)

        let tokens = work + "/tokens", icons = work + "/icons"
        try FileManager.default.copyItem(atPath: root + "/Tokens", toPath: tokens)
        try FileManager.default.copyItem(atPath: root + "/Icons", toPath: icons)
        try setToken(token.path, to: token.value, in: tokens + "/" + token.file)
        figures.tokenSummary = try render(store, ["--tokens", tokens]).summary
        let svg = icons + "/\(icon.name).svg"
        try String(contentsOfFile: svg, encoding: .utf8).replacingOccurrences(of: icon.from, with: icon.to)
            .write(toFile: svg, atomically: true, encoding: .utf8)
        figures.iconSummary = try render(store, ["--tokens", tokens, "--icons", icons]).summary
        return figures
    }

    /// `run`, with the CPU time the child used: the difference in this process's
    /// RUSAGE_CHILDREN, which counts children once they have been waited for.
    static func measured(_ executable: String, _ arguments: [String], in folder: String) throws -> Run {
        func children() -> (Double, Double) {
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
            func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
            return (seconds(usage.ru_utime), seconds(usage.ru_stime))
        }
        let before = children()
        let (seconds, summary) = try run(executable, arguments, in: folder)
        let after = children()
        return Run(seconds: seconds, user: after.0 - before.0, system: after.1 - before.1, summary: summary)
    }

    /// Runs a process to its end; its wall time and the last line it printed.
    ///
    /// posix_spawn and waitpid, not Foundation's `Process`: its `waitUntilExit` polls a run
    /// loop in 50 ms steps, which added 40-50 ms to every figure (`darkroom --version` took
    /// 66 ms through `Process`, 16 ms through waitpid). `env -C` puts the child in `folder`
    /// (one more exec, about 1 ms, counted).
    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (seconds: Double, summary: String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchError("pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["/usr/bin/env", "-C", folder, executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv + [nil], environ)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            output += buffer[..<n]
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let last = String(decoding: output, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        // 0 is "exited normally with status 0" (WIFEXITED and WEXITSTATUS both say so). Standard
        // error is not kept, so the last line of output goes with the failure (it is the reason).
        guard status == 0 else {
            throw BenchError("\(executable) \(arguments.joined(separator: " ")) ended with wait status \(status)" + (last.isEmpty ? "" : ": \(last)"))
        }
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
