import Foundation

/// pixelmatch itself, in the same run as the differ: `Tests/bench/pixelmatch_peer.js` under the
/// node that Playwright for Python ships (the browser peer's own dependency), on the same seven
/// fixture pairs. Returns its MP/s, nil when it could not run (the reason is printed).
/// `printing`: print its line (which names the pixelmatch and node it ran, and its counts).
/// `PIXELMATCH=<mapbox/pixelmatch folder>` runs that pixelmatch instead of Playwright's older
/// copy (see the script: the current one's counts are the differ's).
func pixelmatchPeer(root: String, rounds: Int, printing: Bool) -> Double? {
    // Playwright's driver folder holds its node binary and playwright-core (with pixelmatch).
    let locate = "import os, playwright; print(os.path.join(os.path.dirname(playwright.__file__), 'driver'))"
    guard let driver = try? ProcessFigures.run("/usr/bin/env", ["python3", "-c", locate], in: root).summary, !driver.isEmpty else {
        print("pixelmatch: cannot find Playwright for Python (make setup installs it)")
        return nil
    }
    let arguments = [root + "/Tests/bench/pixelmatch_peer.js", driver + "/package", root + "/Tests/DarkroomDiffTests/Fixtures/pixelmatch", "\(rounds)"]
    let line: String
    do {
        line = try ProcessFigures.run(driver + "/node", arguments, in: root).summary
    } catch {
        // Its last line says why (a PIXELMATCH it could not load, say).
        print("pixelmatch: could not run: \(error)")
        return nil
    }
    guard let range = line.range(of: #"= ([0-9.]+) MP/s"#, options: .regularExpression),
          let rate = Double(line[range].dropFirst(2).dropLast(5)) else {
        print("pixelmatch: Tests/bench/pixelmatch_peer.js printed no rate: \(line)")
        return nil
    }
    if printing { print(line) }
    return rate
}
