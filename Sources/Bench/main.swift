import DarkroomRaster
import Foundation

// `make bench` runs this in release mode. Prints figures; asserts nothing.
//   darkroom-bench              everything, ending with the issue's six figures
//   darkroom-bench --differ     only the differ figure
//   darkroom-bench --memory N   (internal) render the matrix N times over, print peak RSS
guard let root = ResourceLocator.root() else {
    FileHandle.standardError.write("darkroom-bench: cannot find Fonts/ and Icons/; run from the repository root\n".data(using: .utf8)!)
    exit(2)
}
let environment = ProcessInfo.processInfo.environment
let iterations = Int(environment["BENCH_ITERATIONS"] ?? "") ?? 2000
let arguments = CommandLine.arguments

do {
    if let folder = environment["BENCH_SAMPLES"] {
        try writeSamples(root: root, folder: folder)
        exit(0)
    }
    if arguments.count == 3, arguments[1] == "--memory" {
        try memoryBench(root: root, jobs: 2, multiplier: Int(arguments[2]) ?? 1)
        exit(0)
    }
    if arguments.count == 2, arguments[1] == "--differ" {
        let (differ, peer) = try differFigure(root: root)
        if let peer { print("differ: \(format(differ / peer, 1))x pixelmatch") }
        exit(0)
    }
    let darkroom = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("darkroom").path
    guard FileManager.default.isExecutableFile(atPath: darkroom) else {
        throw BenchError("\(darkroom) is missing: build it with `swift build -c release --product darkroom` (make bench does)")
    }
    print("darkroom-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAverage()) at start")
    // Whole processes first, the browser peer right after them: figures 1-3 and their ratio.
    let work = NSTemporaryDirectory() + "darkroom-bench-process-\(getpid())"
    // tmpfs when there is one (without it, the "tmpfs" figures are the disk's).
    let fastBase = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    let fast = fastBase + "darkroom-bench-tmpfs-\(getpid())"
    defer { for folder in [work, fast] { try? FileManager.default.removeItem(atPath: folder) } }
    print("whole darkroom processes, --jobs 2 (tmpfs: \(fast), disk: \(work)):")
    let process = try ProcessFigures.measure(root: root, darkroom: darkroom, work: work, fast: fast)
    let n = process.snapshots
    print("  cold, tmpfs (median of \(process.coldRuns.count)): \(process.cold.times) = \(format(process.cold.cpuPerSnapshot(n))) ms CPU per snapshot; all runs \(process.coldRuns.map { format($0.seconds, 2) }.joined(separator: ", ")) s")
    print("  cold, disk:  \(process.coldDisk.times) = \(format(process.coldDisk.cpuPerSnapshot(n))) ms CPU per snapshot")
    print("  no change, tmpfs: \(process.noChange.times); disk: \(process.noChangeDisk.times)")
    print("  one token: \(process.tokenSummary); one icon: \(process.iconSummary)")
    print("headless-browser peer, same run:")
    let peerRate = peerBench(root: root, darkroomRate: process.coldRate)
    try engineBench(root: root, iterations: iterations)
    try drawingBench(root: root, iterations: max(1, iterations / 10))
    try matrixBench(root: root, jobs: 2, scale: 1)
    try matrixBench(root: root, jobs: 2, scale: 2)
    let first = try firstImageBench(root: root)
    // Peak RSS in fresh processes: the matrix once and ten times over.
    var peaks: [String] = []
    for multiplier in [1, 10] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--memory", "\(multiplier)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ")
        if out.count == 2 {
            let peak = out[1].trimmingCharacters(in: .whitespacesAndNewlines)
            print("memory: \(out[0]) snapshots (matrix x\(multiplier)), --jobs 2: peak RSS \(peak) MB")
            peaks.append("\(peak) MB (\(out[0]) snapshots)")
        }
    }
    let (differ, pixelmatch) = try differFigure(root: root)
    let ratio = peerRate.map { format(process.coldRate / $0, 1) + "x" } ?? "no peer"
    print("""

    The issue's six figures (this run; load average \(loadAverage()) at the end):
    1. cold: darkroom render of \(n) snapshots, whole process, --jobs 2, tmpfs (median of \(process.coldRuns.count)): \(Int(process.coldRate)) snapshots/s;
       headless chromium peer: \(peerRate.map { format($0, 1) } ?? "-")/s -> \(ratio)   (target >= 100x)
       CPU per snapshot, user + system: tmpfs \(format(process.cold.cpuPerSnapshot(n))) ms (\(format(1000 * process.cold.user / Double(n))) + \(format(1000 * process.cold.system / Double(n))))   (target <= 0.25 ms)
       disk (ext4): \(Int(process.coldDiskRate)) snapshots/s, \(format(process.coldDisk.cpuPerSnapshot(n))) ms (\(format(1000 * process.coldDisk.user / Double(n))) user + \(format(1000 * process.coldDisk.system / Double(n))) system)
    2. no-change rerun, whole process, tmpfs: \(format(process.noChange.seconds * 1000, 1)) ms (median of \(process.noChangeRuns.count), \(format(process.noChangeRuns.first!.seconds * 1000, 1))-\(format(process.noChangeRuns.last!.seconds * 1000, 1)) ms) = \(format(process.noChangeShare, 1))% of the cold run   (target <= 5% or <= 60 ms)
       \(process.noChange.summary); disk: \(format(process.noChangeDisk.seconds * 1000, 1)) ms
    3. one token changed (\(ProcessFigures.token.path.joined(separator: ".")), declared by CheckboxView only): \(process.tokenSummary)
       one icon changed (\(ProcessFigures.icon.name).svg): \(process.iconSummary)
    4. peak RSS, --jobs 2: \(peaks.joined(separator: ", "))   (target < 150 MB and flat)
    5. differ (fastest of 12 half-second blocks, alternating with pixelmatch's): \(format(differ, 1)) MP/s; pixelmatch in this run: \(pixelmatch.map { "\(format($0, 1)) MP/s -> \(format(differ / $0, 1))x" } ?? "did not run")   (target >= 5x)
    6. first image: \(first.map { "\(format($0.first, 1)) ms from process start to the PNG on disk; a one-snapshot run \(format($0.total, 1)) ms" } ?? "-")
    """)
} catch {
    FileHandle.standardError.write("darkroom-bench: \(error)\n".data(using: .utf8)!)
    exit(1)
}

/// The machine's load: the figures mean little without it (the cores are shared).
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}
