import DarkroomManifest
import DarkroomSnapshot
import Foundation
import Testing

/// Review like a visual-review service: failures grouped by cause, approved from a report
/// (all, a group, one id) without rendering again, shard reports merged into one.
@Suite struct ApprovalTests {
    /// A store recorded with alpha's light accent #2E7D32, then the token changed to #C62828:
    /// every snapshot that paints the accent in alpha light fails, for one cause.
    func changedAccent(_ name: String) throws -> (Workspace, RenderContext, SnapshotStore) {
        let ws = try Workspace(name)
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        try ws.writeTokens(alphaLightAccent: "#C62828")
        return (ws, try ws.context(), store)
    }

    func verify(_ context: RenderContext, _ store: SnapshotStore, report: String?, shard: Shard? = nil, ws: Workspace) throws -> VerifyOutcome {
        var verifier = Verifier(context: context, store: store, scales: [1], jobs: 2)
        verifier.reportDirectory = report
        return try verifier.run(try ws.select(context, shard: shard), staleCheck: nil)
    }

    @Test("one token change is one group with every failing snapshot and the token change as its cause")
    func grouping() throws {
        let (ws, context, store) = try changedAccent("group")
        let outcome = try verify(context, store, report: ws.root + "/report", ws: ws)
        let groups = try #require(outcome.report.groups)
        #expect(outcome.report.failures.count > 1)
        let accent = try #require(groups.first)
        // Values typed apart from the #expects: inline, this test took 0.9 s to type-check.
        let changed: [VerifyFailure] = outcome.report.failures.filter { $0.id.contains("-alpha-light-") && !$0.id.hasPrefix("Badge/ghost") }
        #expect(accent.ids.count == changed.count)
        #expect(accent.cause == ["pixels", "a token changed from #2E7D32FF to #C62828FF in alpha light"], "\(accent.cause)")
        let failure = try #require(outcome.report.failures.first { $0.id.hasPrefix("Badge/") })
        #expect(failure.changes.first == "token color.accent changed from #2E7D32FF to #C62828FF in alpha light", "the cause comes first")
        #expect(failure.changes.contains("root/swatch fill changed from #2E7D32FF to #C62828FF"), "then what it did: \(failure.changes)")
        let components: Set<String> = Set(accent.ids.map { String($0.split(separator: "/")[0]) })
        #expect(components == ["Badge", "Dot"], "one cause across components and nodes")
        let grouped: Int = groups.map(\.ids.count).reduce(0, +)
        #expect(grouped == outcome.report.failures.count, "every failure is in one group")
        #expect(accent.id.count == 8)
    }

    @Test("approving a report writes its images, sidecars and records; verify then passes with no render in between")
    func approveAll() throws {
        let (ws, context, store) = try changedAccent("approve-all")
        let report = ws.root + "/report"
        #expect(!(try verify(context, store, report: report, ws: ws)).isClean)
        let approval = try Approval(reportDirectory: report, store: store, context: context)
        try approval.checkRenderer(context.fingerprint)
        let approved = try approval.approve(try approval.select(group: nil, ids: []))
        #expect(approved.count == approval.report.failures.count)
        #expect(try verify(context, store, report: nil, ws: ws).isClean)
    }

    @Test("approving one group, then one id, leaves the rest failing")
    func approveGroupAndID() throws {
        let (ws, context, store) = try changedAccent("approve-group")
        let report = ws.root + "/report"
        let before = try verify(context, store, report: report, ws: ws)
        let approval = try Approval(reportDirectory: report, store: store, context: context)
        let group = try #require(before.report.groups?.first)
        let chosen = try approval.select(group: group.id, ids: [group.ids[0]])
        #expect(chosen.map(\.id) == [group.ids[0]])
        try approval.approve(chosen)
        let after = try verify(context, store, report: nil, ws: ws)
        #expect(Set(after.report.failures.map(\.id)) == Set(before.report.failures.map(\.id)).subtracting([group.ids[0]]))
        #expect(throws: SnapshotError.self) { try approval.select(group: "nope", ids: []) }
        #expect(throws: SnapshotError.self) { try approval.select(group: nil, ids: ["Dot/unknown@1x"]) }
    }

    /// The approval of a report verify just wrote, and the fingerprint of the renderer that made it.
    func freshApproval(_ name: String) throws -> (Approval, RendererFingerprint) {
        let (ws, context, store) = try changedAccent(name)
        let report = ws.root + "/report"
        _ = try verify(context, store, report: report, ws: ws)
        return (try Approval(reportDirectory: report, store: store, context: context), context.fingerprint)
    }

    @Test("a report from another renderer is refused, saying what differs")
    func otherRenderer() throws {
        let (approval, fingerprint) = try freshApproval("approve-renderer")
        var other = fingerprint
        other.libraries["cairo"] = "1.18.0"
        do {
            try approval.checkRenderer(other)
            Issue.record("accepted a report from another renderer")
        } catch {
            #expect("\(error)".contains("cairo \(fingerprint.libraries["cairo"]!) there, 1.18.0 here"), "\(error)")
        }
    }

    @Test("a report whose renderer differs only in its PNG encoding (ISA-L on another CPU class) is accepted: same pixels")
    func otherEncoding() throws {
        let (approval, fingerprint) = try freshApproval("approve-encoding")
        var other = fingerprint
        other.libraries["isa-l"] = "2.30.0 x86-64 without SSE4.2"
        other.libraries["zlib"] = "1.2.11"
        try approval.checkRenderer(other)
        other.libraries["pango"] = "0.0.1"
        #expect(throws: SnapshotError.self) { try approval.checkRenderer(other) }
    }

    @Test("a tampered report is refused: an image that is not what its record says, an id that leaves the store")
    func tamperedReport() throws {
        let (ws, context, store) = try changedAccent("approve-tamper")
        let report = ws.root + "/report"
        let outcome = try verify(context, store, report: report, ws: ws)
        let first = try #require(outcome.report.failures.first)
        try writeBytes([1, 2, 3], report + "/" + first.actual!)
        let approval = try Approval(reportDirectory: report, store: store, context: context)
        #expect(throws: SnapshotError.self) { try approval.approve([first]) }

        var hostile = outcome.report.failures[1]
        hostile.id = "../../escape@1x"
        #expect(throws: SnapshotError.self) { try approval.approve([hostile]) }
        var traversing = outcome.report.failures[1]
        traversing.actual = "../../../etc/passwd"
        #expect(throws: SnapshotError.self) { try approval.approve([traversing]) }
        #expect(!FileManager.default.fileExists(atPath: ws.root + "/escape@1x.png"))
    }

    @Test("a clean verify writes no report")
    func cleanWritesNothing() throws {
        let ws = try Workspace("clean-report")
        let context = try ws.context()
        try ws.render(context, into: ws.store())
        #expect(try verify(context, ws.store(), report: ws.root + "/report", ws: ws).isClean)
        #expect(!FileManager.default.fileExists(atPath: ws.root + "/report"))
    }

    @Test("shard reports merge into one with the failures of all, regrouped; clean shards add nothing")
    func mergeReports() throws {
        let (ws, context, store) = try changedAccent("merge-reports")
        let whole = try verify(context, store, report: nil, ws: ws)
        var folders: [String] = []
        for index in 1...3 {
            let folder = ws.root + "/report-\(index)"
            folders.append(folder)
            _ = try verify(context, store, report: folder, shard: try Shard(index: index, count: 3), ws: ws)
        }
        folders.append(ws.root + "/clean-shard-wrote-nothing")
        let merged = try ReportMerge.merge(folders, into: ws.root + "/merged", produced: context.producedSnapshotIDs)
        #expect(Set(merged.failures.map(\.id)) == Set(whole.report.failures.map(\.id)))
        #expect(merged.groups?.first?.ids.count == whole.report.groups?.first?.ids.count)
        for failure in merged.failures {
            #expect(FileManager.default.fileExists(atPath: ws.root + "/merged/" + failure.actual!))
        }
        // The merged report approves like any other.
        let approval = try Approval(reportDirectory: ws.root + "/merged", store: store, context: context)
        try approval.approve(try approval.select(group: nil, ids: []))
        #expect(try verify(context, store, report: nil, ws: ws).isClean)
    }
}
