import Foundation
import Testing

/// `darkroom approve` as a reviewer runs it on a downloaded report.
@Suite struct ApproveCommandTests {
    /// A folder with a recorded store and a token folder whose frisbee accent changed.
    func changedTokens(_ name: String) throws -> String {
        let folder = try temporaryFolder(name)
        let render = try Darkroom.run(["render", "--out", "store", "--quiet"] + smallSelection, in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        try FileManager.default.copyItem(atPath: Darkroom.packageRoot + "/Tokens", toPath: folder + "/Tokens")
        let brand = folder + "/Tokens/brands/frisbee.tokens.json"
        let text = try String(contentsOfFile: brand, encoding: .utf8)
        try text.replacingOccurrences(of: "\"#40B259\"", with: "\"#3FA356\"").write(toFile: brand, atomically: true, encoding: .utf8)
        return folder
    }

    @Test("approve a group from the report, then the rest; verify passes with no render in between")
    func approveGroupsThenVerify() throws {
        let folder = try changedTokens("approve")
        let verify = ["verify", "--store", "store", "--tokens", "Tokens", "--quiet"] + smallSelection
        let failing = try Darkroom.run(verify + ["--report", "report"], in: folder)
        #expect(failing.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/report/report.json"))) as! [String: Any]
        let groups = report["groups"] as! [[String: Any]]
        let first = groups[0]["id"] as! String
        let approveOne = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens", "--group", first], in: folder)
        #expect(approveOne.status == 0, "\(approveOne.stderr)")
        #expect(approveOne.stdout.contains("approved \((groups[0]["ids"] as! [String]).count) snapshot(s) into store"), "\(approveOne.stdout)")
        let approveAll = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens"], in: folder)
        #expect(approveAll.status == 0, "\(approveAll.stderr)")
        let clean = try Darkroom.run(verify, in: folder)
        #expect(clean.status == 0, "\(clean.stdout)\n\(clean.stderr)")
    }

    @Test("a report from another renderer is refused with exit 2 and the reason")
    func otherRenderer() throws {
        let folder = try changedTokens("approve-other")
        _ = try Darkroom.run(["verify", "--store", "store", "--tokens", "Tokens", "--quiet", "--report", "report"] + smallSelection, in: folder)
        let path = folder + "/report/report.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(of: #""cairo" : "1.16.0""#, with: #""cairo" : "1.18.0""#)
        try #require(changed != text)
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cairo 1.18.0 there, 1.16.0 here"), "\(result.stderr)")
    }

    @Test("approve of a missing report or an unknown group says so with exit 2")
    func badArguments() throws {
        let folder = try changedTokens("approve-bad")
        let missing = try Darkroom.run(["approve", "--report", "nowhere", "--store", "store"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("no verify report at nowhere/report.json"), "\(missing.stderr)")
        _ = try Darkroom.run(["verify", "--store", "store", "--tokens", "Tokens", "--quiet", "--report", "report"] + smallSelection, in: folder)
        let group = try Darkroom.run(["approve", "--report", "report", "--store", "store", "--tokens", "Tokens", "--group", "zzzz"], in: folder)
        #expect(group.status == 2 && group.stderr.contains("no group \"zzzz\" in this report"), "\(group.stderr)")
    }
}
