import Foundation
import Testing

/// Text from users' files reaches the terminal with its control characters escaped.
@Suite struct TerminalEscapingTests {
    @Test("control characters from a report or a store reach the terminal escaped")
    func escapedText() throws {
        let folder = try failingReport("hostile-escape")
        var report = try reportJSON(folder)
        var groups = report["groups"] as! [[String: Any]]
        groups[0]["id"] = "\u{1b}]0;owned\u{07}\u{1b}[2J"
        report["groups"] = groups
        try JSONSerialization.data(withJSONObject: report).write(to: URL(fileURLWithPath: folder + "/report/report.json"))
        let approve = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens", "--group", "zzzz"], in: folder)
        #expect(approve.status == 2)
        #expect(!approve.stderr.contains("\u{1b}") && !approve.stderr.contains("\u{07}"), "\(approve.stderr.debugDescription)")
        #expect(approve.stderr.contains("\\u{1b}]0;owned\\u{7}\\u{1b}[2J"), "\(approve.stderr)")

        try "x".write(toFile: folder + "/store/evil\u{1b}[31m.txt", atomically: false, encoding: .utf8)
        let prune = try Darkroom.run(["prune", "--store", "store", "--dry-run"], in: folder)
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(!prune.stdout.contains("\u{1b}") && prune.stdout.contains("evil\\u{1b}[31m.txt"), "\(prune.stdout.debugDescription)")
    }
}
