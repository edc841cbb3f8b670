import DarkroomFiles
import ArgumentParser
import DarkroomGallery
import DarkroomManifest
import DarkroomSnapshot
import Foundation

/// Options verify and record share.
struct VerifyOptionGroup: ParsableArguments {
    @Option(help: "Snapshot store folder holding the references.")
    var store: String = "Snapshots"
    @Option(help: "Colour threshold 0...1 (pixelmatch's); default 0: every colour change counts.")
    var threshold: Double = 0
    @Option(help: "Differing pixels allowed per snapshot (default 0).")
    var tolerance: Int = 0

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1") }
        guard tolerance >= 0 else { throw ValidationError("--tolerance must be 0 or more") }
        try FolderArgument.validate(store, option: "--store")
    }
}

/// `darkroom verify`: re-renders and compares with the references; exit 1 on differences.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Re-render and compare with the stored references (exact by default).",
        discussion: "Reports missing and stale references, size changes, pixel differences and a changed renderer separately. Exit 1 when anything differs.")

    @OptionGroup var resources: ResourceOptions
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var verify: VerifyOptionGroup
    @Option(help: "Write expected | diff | actual images, report.json and index.html here.")
    var report: String?
    @Flag(help: "No progress output.")
    var quiet = false

    func validate() throws {
        try FolderArgument.validate(report, option: "--report")
    }

    func run() throws {
        try FolderArgument.requireStore(verify.store)
        let context = try resources.makeContext()
        let variants = try selection.variants(context)
        let outcome = try makeVerifier(context).run(variants, staleCheck: isWholeMatrix ? allVariants(context) : nil)
        // A clean run (a shard without failures) writes no report, so shards merge cleanly.
        if let report, !outcome.isClean { try ReviewPage.write(outcome.report, store: verify.store, to: report) }
        print(TerminalText.safe(summary(outcome)))
        guard outcome.isClean else {
            throw DifferencesFound(message: failureMessage(outcome))
        }
    }

    var isWholeMatrix: Bool { selection.coversWholeMatrix }

    func allVariants(_ context: RenderContext) -> [Variant] {
        VariantMatrix.all(context.catalog, tokenAxes: context.tokenAxes)
    }

    func makeVerifier(_ context: RenderContext) throws -> Verifier {
        var verifier = Verifier(context: context, store: SnapshotStore(root: verify.store),
                                scales: try selection.resolvedScales(), jobs: selection.jobs)
        verifier.options = VerifyOptions(threshold: verify.threshold, tolerance: verify.tolerance)
        verifier.reportDirectory = report
        verifier.progress = quiet ? nil : TerminalProgress()
        verifier.cancellation = Interrupts.install()
        return verifier
    }

    func summary(_ outcome: VerifyOutcome) -> String {
        var lines: [String] = []
        let byKind = Dictionary(grouping: outcome.report.failures, by: \.kind)
        for failure in outcome.report.failures.prefix(50) {
            var line = "\(failure.kind.rawValue.uppercased()) \(failure.id)"
            if failure.mismatchedPixels > 0 { line += " (\(failure.mismatchedPixels) pixel\(failure.mismatchedPixels == 1 ? "" : "s"))" }
            lines.append(line)
            for change in failure.changes.prefix(5) { lines.append("    " + change) }
        }
        if outcome.report.failures.count > 50 { lines.append("... and \(outcome.report.failures.count - 50) more") }
        if !outcome.report.environmentChange.isEmpty {
            lines.append("ENVIRONMENT CHANGED since the references were recorded: " + outcome.report.environmentChange.joined(separator: "; "))
        }
        if !outcome.encodingChange.isEmpty {
            lines.append("note: the PNG encoding differs from the references' (" + outcome.encodingChange.joined(separator: "; ")
                         + "): same pixels pass, but a render here writes other bytes; record the references where CI runs")
        }
        let counts = VerifyFailure.Kind.allCasesInOrder.map { "\(byKind[$0]?.count ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        lines.append("verified \(outcome.checked): \(outcome.report.passed) match; \(counts)")
        return lines.joined(separator: "\n")
    }

    func failureMessage(_ outcome: VerifyOutcome) -> String {
        var message = "darkroom verify: snapshots differ from the references in \(verify.store)."
        if let report { message += "\n  inspect: open \(report)/index.html" } else { message += "\n  inspect: rerun with --report DIR" }
        let same = (resources.arguments + ["--store", verify.store]).map(ShellQuote.word)
        let filters = selection.arguments.map(ShellQuote.word)
        message += "\n  re-record the failures: " + (["darkroom", "record", "--failed"] + same + filters).joined(separator: " ")
        if outcome.report.failures.contains(where: { $0.kind == .stale }) {
            message += "\n  remove stale references: " + (["darkroom", "prune"] + same).joined(separator: " ")
        }
        return message
    }
}

extension VerifyFailure.Kind {
    static let allCasesInOrder: [VerifyFailure.Kind] = [.missing, .stale, .size, .pixels, .unreadable, .record, .unrenderable]
}
