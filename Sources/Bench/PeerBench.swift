import Foundation

/// The headless-browser peer, measured in the same run: the checkbox matrix as an HTML page,
/// clip screenshots by Debian's chromium over the DevTools protocol
/// (`Tests/bench/browser_peer.py`, Playwright). Prints both rates and the ratio; returns the
/// browser's rate, nil when it could not run.
@discardableResult
func peerBench(root: String, darkroomRate: Double) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root + "/Tests/bench/browser_peer.py"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
        print("browser peer: could not start python3 (\(error)); run make setup")
        return nil
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let line = output.split(separator: "\n").last(where: { $0.hasPrefix("browser:") }),
          let range = line.range(of: #"= ([0-9.]+)/s"#, options: .regularExpression),
          let rate = Double(line[range].dropFirst(2).dropLast(2)) else {
        print("browser peer: failed (exit \(process.terminationStatus)): \(output.suffix(300))")
        return nil
    }
    print("  " + line)
    print("  darkroom: \(Int(darkroomRate)) snapshots/s (cold, whole matrix, 1x, --jobs 2, tmpfs, whole process) = \(format(darkroomRate / rate, 1))x the browser")
    return rate
}

/// What `assertSnapshot` and editor workflows feel: a fresh `darkroom` process that renders
/// one snapshot. Time from process start to the PNG on disk, and the whole process (medians, ms).
@discardableResult
func firstImageBench(root: String) throws -> (first: Double, total: Double)? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("darkroom").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("first image: \(binary) is not built (make release)")
        return nil
    }
    var firsts: [Double] = [], totals: [Double] = []
    for round in 0..<5 {
        let out = NSTemporaryDirectory() + "darkroom-first-\(getpid())-\(round)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let png = out + "/ChipBase/noicon-rest-frisbee-light-ltr@1x.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.arguments = ["render", "--out", out, "--quiet", "--component", "ChipBase", "--where", "icon=noicon",
                             "--where", "interaction=rest", "--brand", "frisbee", "--theme", "light", "--direction", "ltr"]
        process.standardOutput = FileHandle.nullDevice
        let started = DispatchTime.now().uptimeNanoseconds
        try process.run()
        var first: Double?
        while process.isRunning || first == nil {
            if first == nil, FileManager.default.fileExists(atPath: png) {
                first = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
            }
            if !process.isRunning && first == nil { break }
            usleep(200)
        }
        process.waitUntilExit()
        totals.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
        if let first { firsts.append(first) }
    }
    guard !firsts.isEmpty else { print("first image: the PNG was never written"); return nil }
    let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
    print("first image: \(format(median(firsts), 1)) ms from process start to the PNG on disk; a one-snapshot run takes \(format(median(totals), 1)) ms in all (median of 5 fresh processes)")
    return (median(firsts), median(totals))
}
