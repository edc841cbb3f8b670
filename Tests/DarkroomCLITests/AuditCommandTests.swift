import Foundation
import Testing

/// `darkroom audit` as CI runs it: findings, exit codes, the baseline, JSON and SARIF, and
/// refusals of bad input.
@Suite struct AuditCommandTests {
    /// CheckboxView's light label: the seed plan's 50 % black label on the light canvas
    /// (3.94:1) and its 24 pt box without a larger target, in both directions.
    let selection = smallSelection

    @Test("findings exit 1 and name the snapshot, the rule, the node and the numbers")
    func findingsFail() throws {
        let folder = try temporaryFolder("audit")
        let result = try Darkroom.run(["audit"] + selection, in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("CheckboxView/square-checked-enabled-label-frisbee-light-ltr: text-contrast: root/label: #7A7A7A on #F5F5F5: 3.94:1"), "\(result.stdout)")
        #expect(result.stdout.contains("CheckboxView/square-checked-enabled-label-frisbee-light-rtl: touch-target: root: button"), "\(result.stdout)")
        #expect(result.stderr.contains("not in the baseline"))
    }

    @Test("a written baseline accepts today's findings: exit 0; output is the same bytes every run")
    func baselineAccepts() throws {
        let folder = try temporaryFolder("audit-baseline")
        let write = try Darkroom.run(["audit", "--write-baseline", "baseline.json", "--json", "a.json", "--sarif", "a.sarif"] + selection, in: folder)
        #expect(write.status == 0, "\(write.stderr)")
        let again = try Darkroom.run(["audit", "--baseline", "baseline.json", "--json", "b.json", "--sarif", "b.sarif"] + selection, in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("0 not in the baseline"))
        let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.json")), b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.json"))
        // Only the baseline state differs: new in the first run, accepted in the second.
        let first = try #require(try JSONSerialization.jsonObject(with: a) as? [String: Any])
        let second = try #require(try JSONSerialization.jsonObject(with: b) as? [String: Any])
        #expect(first["new"] as? Int == (first["findings"] as? [Any])?.count)
        #expect(second["new"] as? Int == 0)
        #expect(String(decoding: a, as: UTF8.self).replacingOccurrences(of: "\"baseline\" : \"new\"", with: "\"baseline\" : \"accepted\"")
                    .replacingOccurrences(of: "\"new\" : \(first["new"] as? Int ?? -1)", with: "\"new\" : 0") == String(decoding: b, as: UTF8.self))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/b.sarif"))) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0["baselineState"] as? String == "unchanged" })
        let location = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasPrefix("Snapshots/CheckboxView/") == true)
        #expect(((location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 1)
    }

    @Test("same inputs, same bytes: JSON and SARIF with one job and with two")
    func deterministic() throws {
        let folder = try temporaryFolder("audit-jobs")
        _ = try Darkroom.run(["audit", "--jobs", "1", "--json", "1.json", "--sarif", "1.sarif"] + selection, in: folder)
        _ = try Darkroom.run(["audit", "--jobs", "2", "--json", "2.json", "--sarif", "2.sarif"] + selection, in: folder)
        for ext in ["json", "sarif"] {
            let one = try Data(contentsOf: URL(fileURLWithPath: folder + "/1." + ext))
            let two = try Data(contentsOf: URL(fileURLWithPath: folder + "/2." + ext))
            #expect(!one.isEmpty && one == two, "\(ext) differs")
        }
    }

    @Test("a finding not in the baseline fails: one rule accepted, the other not")
    func newFindingFails() throws {
        let folder = try temporaryFolder("audit-new")
        #expect(try Darkroom.run(["audit", "--rule", "touch-target", "--write-baseline", "baseline.json"] + selection, in: folder).status == 0)
        let result = try Darkroom.run(["audit", "--baseline", "baseline.json"] + selection, in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("text-contrast"))
        #expect(!result.stdout.contains(": touch-target:"), "accepted findings are not printed without --all")
    }

    @Test("bad baselines exit 2 naming the file, the place and what to do", arguments: [
        ("not json", "baseline.json:1:2: error: invalid literal"),
        ("{\"format\": 2, \"accepted\": []}", "format 2 is not one this build reads"),
        ("{\"format\": 1, \"accepted\": [{\"rule\": \"nope\", \"snapshot\": \"a\", \"node\": \"b\", \"text\": \"\"}]}", "accepted[0].rule: unknown rule \"nope\"; valid rules: truncated-text"),
        ("{\"format\": 1, \"accepted\": [{\"rule\": \"text-contrast\"}]}", "accepted[0].snapshot: missing"),
    ])
    func badBaseline(contents: String, expected: String) throws {
        let folder = try temporaryFolder("audit-bad")
        try contents.write(toFile: folder + "/baseline.json", atomically: true, encoding: .utf8)
        let result = try Darkroom.run(["audit", "--baseline", "baseline.json"] + selection, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("a missing baseline, a folder as baseline and an unknown rule exit 2")
    func otherBadInput() throws {
        let folder = try temporaryFolder("audit-missing")
        let missing = try Darkroom.run(["audit", "--baseline", "nothing.json"] + selection, in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nothing.json: cannot read the audit baseline"), "\(missing.stderr)")
        let dir = try Darkroom.run(["audit", "--baseline", "."] + selection, in: folder)
        #expect(dir.status == 2)
        let rule = try Darkroom.run(["audit", "--rule", "contrast"] + selection, in: folder)
        #expect(rule.status == 2)
        #expect(rule.stderr.contains("valid rules: truncated-text, broken-word, clipped-text, overflowing-text"), "\(rule.stderr)")
    }
}

/// `darkroom accessibility`: written files check clean; an edited one fails the check.
@Suite struct AccessibilityCommandTests {
    @Test("write, check (exit 0), edit a file, check (exit 1 naming it)")
    func writeThenCheck() throws {
        let folder = try temporaryFolder("a11y")
        let write = try Darkroom.run(["accessibility", "--out", "a11y"] + smallSelection, in: folder)
        #expect(write.status == 0, "\(write.stderr)")
        let file = folder + "/a11y/CheckboxView/square-checked-enabled-label-frisbee-light-ltr.a11y.txt"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("accessibility CheckboxView/square-checked-enabled-label-frisbee-light-ltr ltr elements=1\n1. button \"Accept terms\""), "\(text)")
        #expect(try Darkroom.run(["accessibility", "--out", "a11y", "--check"] + smallSelection, in: folder).status == 0)
        try (text + "tampered\n").write(toFile: file, atomically: true, encoding: .utf8)
        let check = try Darkroom.run(["accessibility", "--out", "a11y", "--check"] + smallSelection, in: folder)
        #expect(check.status == 1)
        #expect(check.stderr.contains("CheckboxView/square-checked-enabled-label-frisbee-light-ltr.a11y.txt"), "\(check.stderr)")
    }

    @Test("over the whole matrix, a file no variant produces is stale: exit 1 naming it")
    func staleFile() throws {
        let folder = try temporaryFolder("a11y-stale")
        #expect(try Darkroom.run(["accessibility", "--out", "a11y"], in: folder).status == 0)
        try "accessibility old\n".write(toFile: folder + "/a11y/ButtonIcon/renamed-value.a11y.txt", atomically: true, encoding: .utf8)
        let check = try Darkroom.run(["accessibility", "--out", "a11y", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.stderr.contains("ButtonIcon/renamed-value.a11y.txt (stale"), "\(check.stderr)")
    }
}
