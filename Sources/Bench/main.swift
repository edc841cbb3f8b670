import DarkroomRaster
import Foundation

// `make bench` runs this in release mode. Prints figures; asserts nothing.
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
    try engineBench(root: root, iterations: iterations)
    try drawingBench(root: root, iterations: max(1, iterations / 10))
    let coldRate = try matrixBench(root: root, jobs: 2, scale: 1)
    try matrixBench(root: root, jobs: 2, scale: 2)
    print("headless-browser peer, same run:")
    peerBench(root: root, darkroomRate: coldRate)
    try firstImageBench(root: root)
    // Peak RSS in fresh processes: the matrix once and ten times over.
    for multiplier in [1, 10] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--memory", "\(multiplier)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ")
        if out.count == 2 { print("memory: \(out[0]) snapshots (matrix x\(multiplier)), --jobs 2: peak RSS \(out[1].trimmingCharacters(in: .whitespacesAndNewlines)) MB") }
    }
    try diffBench(root: root, rounds: 5)
} catch {
    FileHandle.standardError.write("darkroom-bench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
