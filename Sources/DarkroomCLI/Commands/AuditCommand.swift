import DarkroomFiles
import ArgumentParser
import DarkroomAudit
import DarkroomSnapshot
import Dispatch
import Foundation

/// `darkroom audit`: lays every selected variant out and checks the Scene for truncated,
/// clipped and overlapping text, low contrast, small touch targets, missing labels and
/// reading order. Exit 1 on findings the baseline does not accept.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every variant's layout for text and accessibility problems.",
        discussion: """
            Rules: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")).
            Nothing is painted: the audit reads the Scene (frames, text lines, colours, accessibility elements).
            Exit 0 when every finding is accepted by --baseline (or there is none), 1 on new findings, 2 on bad input.
            """)

    @OptionGroup var resources: ResourceOptions
    @OptionGroup var selection: SelectionOptions
    @Option(help: "Only this rule (repeatable).")
    var rule: [String] = []
    @Option(help: "Smallest touch target side in points (default 44, Apple's; a design system may ask 48).")
    var minimumTarget: Double = 44
    @Option(help: "Findings listed in this file are accepted: only new ones fail.")
    var baseline: String?
    @Option(help: "Write every current finding to this baseline file (accepting them) and exit 0.")
    var writeBaseline: String?
    @Option(help: "Write the findings as JSON here.")
    var json: String?
    @Option(help: "Write the findings as SARIF 2.1.0 here (GitHub code scanning).")
    var sarif: String?
    @Option(help: "The snapshot store whose layout sidecars the SARIF results point at.")
    var store: String = "Snapshots"
    @Flag(help: "Also print findings the baseline accepts.")
    var all = false
    @Flag(help: "Print the time the layout and the audit took per variant (to standard error).")
    var timing = false
    @Flag(help: "Print only the summary.")
    var quiet = false

    func validate() throws {
        for name in rule where AuditRule(rawValue: name) == nil {
            throw ValidationError("unknown rule \"\(name)\"; valid rules: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard minimumTarget.isFinite, (1...200).contains(minimumTarget) else {
            throw ValidationError("--minimum-target must be between 1 and 200 points")
        }
        for (path, option) in [(baseline, "--baseline"), (writeBaseline, "--write-baseline"), (json, "--json"), (sarif, "--sarif")] {
            if let path, path.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("\(option) is empty (an unset shell variable?); name a file")
            }
        }
    }

    func run() throws {
        let context = try resources.makeContext()
        let variants = try selection.variants(context)
        let scale = try selection.resolvedScales().first ?? 1
        // Read the baseline before the work, so a bad file fails at once.
        let accepted: AuditBaseline
        do { accepted = try baseline.map { try AuditBaseline.read($0) } ?? AuditBaseline() } catch let error as AuditInputError {
            throw SnapshotError.input(error.description)
        }
        let auditor = SceneAuditor.all(minimumTarget: minimumTarget).restricted(to: rule.compactMap(AuditRule.init(rawValue:)))
        struct Outcome { let findings: [AuditFinding]; let lines: [String: Int]; let audit: UInt64 }
        let start = DispatchTime.now().uptimeNanoseconds
        let outcomes = try SceneRun.map(variants, context: context, jobs: selection.jobs) { worker, variant, scene in
            let t0 = DispatchTime.now().uptimeNanoseconds
            let findings = auditor.audit(scene, snapshot: variant.id, measurer: worker.renderer.text)
            let t1 = DispatchTime.now().uptimeNanoseconds
            return Outcome(findings: findings, lines: findings.isEmpty ? [:] : SidecarLines.of(scene), audit: t1 - t0)
        }
        let wall = DispatchTime.now().uptimeNanoseconds - start
        var entries: [AuditReport.Entry] = []
        for (variant, outcome) in zip(variants, outcomes) {
            // Stressed variants (AX5, pseudo-locales) have no committed sidecar to point at.
            let sidecar = variant.stress.isDefault ? store + "/" + SnapshotPaths(id: variant.snapshotID(scale: scale)).sidecar : nil
            for f in outcome.findings {
                entries.append(AuditReport.Entry(finding: f, isNew: !accepted.contains(f), sidecar: sidecar, line: outcome.lines[f.node]))
            }
        }
        let report = AuditReport(snapshots: variants.count, entries: entries)
        if let json { try AtomicFile.write(try report.json(), to: json) }
        if let sarif { try AtomicFile.write(try SARIFReport.encode(report, toolVersion: DarkroomVersion.string), to: sarif) }
        if let writeBaseline {
            try AtomicFile.write(AuditBaseline(findings: entries.map(\.finding)).encoded(), to: writeBaseline)
        }
        if !quiet { FileHandle.standardOutput.write(Data(TerminalText.safe(report.text(all: all)).utf8)) }
        let counts = report.countsByRule.filter { $0.1 > 0 }.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
        var summary = "audited \(variants.count) variants: \(report.entries.count) findings"
        summary += counts.isEmpty ? "" : " (\(counts))"
        if baseline != nil { summary += ", \(report.newCount) not in the baseline" }
        if let writeBaseline { summary += "; wrote \(writeBaseline)" }
        print(TerminalText.safe(summary))
        if timing {
            let auditTotal = outcomes.reduce(UInt64(0)) { $0 + $1.audit }
            let perVariant = variants.isEmpty ? 0 : Double(auditTotal) / Double(variants.count) / 1000
            printError(String(format: "audit: %.1f us per variant (the rules alone, summed over threads); whole run %.2f s wall on %d jobs",
                              perVariant, Double(wall) / 1e9, selection.jobs))
        }
        if writeBaseline == nil, report.newCount > 0 {
            throw DifferencesFound(message: "darkroom audit: \(report.newCount) findings are not in the baseline\(baseline.map { " \($0)" } ?? ""); fix them, or accept them with --write-baseline FILE")
        }
    }
}
