import DarkroomRaster
import Foundation

// `make bench` runs this in release mode. Prints figures; asserts nothing.
guard let root = ResourceLocator.root() else {
    FileHandle.standardError.write("darkroom-bench: cannot find Fonts/ and Icons/; run from the repository root\n".data(using: .utf8)!)
    exit(2)
}
let iterations = Int(ProcessInfo.processInfo.environment["BENCH_ITERATIONS"] ?? "") ?? 2000
do {
    if let folder = ProcessInfo.processInfo.environment["BENCH_SAMPLES"] {
        try writeSamples(root: root, folder: folder)
        exit(0)
    }
    try engineBench(root: root, iterations: iterations)
} catch {
    FileHandle.standardError.write("darkroom-bench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
