import ArgumentParser
@testable import DarkroomSnapshot
import Testing
@testable import DarkroomCLI

/// The command tree parsed in-process: options, validation, and the exit code each error maps to.
@Suite struct ParsingTests {
    static let subcommands: [(String, ParsableCommand.Type)] = [
        ("list", ListCommand.self), ("render", RenderCommand.self), ("verify", VerifyCommand.self),
        ("record", RecordCommand.self), ("prune", PruneCommand.self), ("merge", MergeCommand.self), ("diff", DiffCommand.self),
        ("approve", ApproveCommand.self), ("gallery", GalleryCommand.self), ("docs", DocsCommand.self), ("tokens", TokensCommand.self),
        ("audit", AuditCommand.self), ("accessibility", AccessibilityCommand.self),
    ]

    /// The exit code `darkroom arguments` would have if parsing failed, or nil if it parses.
    func parseExitCode(_ arguments: [String]) -> Int32? {
        do {
            _ = try DarkroomCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return DarkroomCLI.report(error)
        }
    }

    @Test("the root help names every subcommand and the exit codes")
    func rootHelp() {
        let help = unwrapped(DarkroomCommand.helpMessage())
        #expect(help.contains(DarkroomCommand.configuration.abstract))
        for (name, _) in Self.subcommands { #expect(help.contains(name), "root help does not list \(name)") }
        #expect(help.contains("Exit codes: 0 success, 1 differences found (verify), 2 bad usage or bad input."))
    }

    @Test("each subcommand has an abstract, shown in its help", arguments: Self.subcommands.map(\.0))
    func subcommandHelp(name: String) throws {
        let type = try #require(Self.subcommands.first { $0.0 == name }?.1)
        #expect(type.configuration.commandName == name)
        #expect(!type.configuration.abstract.isEmpty)
        #expect(unwrapped(DarkroomCommand.helpMessage(for: type)).contains(type.configuration.abstract))
    }

    @Test("selection options parse into a filter, scales and a shard")
    func selection() throws {
        let command = try DarkroomCommand.parseAsRoot(
            ["render", "--component", "CheckboxView", "--brand", "tdm", "--theme", "dark", "--direction", "rtl",
             "--where", "shape=circle", "--where", "shape=square", "--scale", "3,1", "--scale", "1", "--shard", "2/4",
             "--jobs", "3", "--out", "X", "--prune", "--quiet"])
        let render = try #require(command as? RenderCommand)
        let filter = try render.selection.filter()
        #expect(filter.components == ["CheckboxView"])
        #expect(filter.brands == ["tdm"])
        #expect(filter.themes == ["dark"])
        #expect(filter.directions == [.rightToLeft])
        #expect(filter.axisValues == ["shape": ["circle", "square"]])
        #expect(filter.shard == (try Shard(index: 2, count: 4)))
        #expect(try render.selection.resolvedScales() == [1, 3])
        #expect(render.selection.jobs == 3)
        #expect(render.out == "X" && render.prune && render.quiet)
    }

    @Test("defaults: scale 1, store Snapshots, jobs = cores")
    func defaults() throws {
        let render = try #require(try DarkroomCommand.parseAsRoot(["render"]) as? RenderCommand)
        #expect(try render.selection.resolvedScales() == [1])
        #expect(render.out == "Snapshots")
        #expect(render.selection.jobs >= 1)
        let verify = try #require(try DarkroomCommand.parseAsRoot(["verify"]) as? VerifyCommand)
        #expect(verify.verify.store == "Snapshots")
        #expect(verify.verify.threshold == 0 && verify.verify.tolerance == 0)
        #expect(verify.isWholeMatrix)
        let filtered = try #require(try DarkroomCommand.parseAsRoot(["verify", "--component", "X"]) as? VerifyCommand)
        #expect(!filtered.isWholeMatrix, "a filtered verify must not report the rest as stale")
        let sharded = try #require(try DarkroomCommand.parseAsRoot(["verify", "--shard", "1/2"]) as? VerifyCommand)
        #expect(!sharded.isWholeMatrix)
    }

    @Test("bad scales, shards and directions are usage errors (exit 2)", arguments: [
        ["--scale", "4"], ["--scale", "0"], ["--scale", "x"], ["--shard", "0/2"], ["--shard", "3/2"], ["--shard", "a/b"],
        ["--shard", "1/0"], ["--shard", "2"], ["--direction", "sideways"], ["--where", "shape"],
    ])
    func badSelection(arguments: [String]) throws {
        let render = try #require(try DarkroomCommand.parseAsRoot(["render"] + arguments) as? RenderCommand)
        do {
            _ = try render.selection.filter()
            _ = try render.selection.resolvedScales()
            Issue.record("\(arguments) should be rejected")
        } catch let error as SnapshotError {
            guard case .usage = error else { Issue.record("expected a usage error, got \(error)"); return }
            #expect(DarkroomCLI.report(error) == 2)
        }
    }

    @Test("invalid option values fail validation at parse time with exit 2", arguments: [
        ["render", "--jobs", "0"], ["verify", "--threshold", "2"], ["verify", "--tolerance", "-1"],
        ["record", "--missing", "--failed"], ["diff", "only-one.png"], ["diff", "a.png", "b.png", "--window", "0"],
        ["render", "--no-such-option"], ["paint"],
    ])
    func validation(arguments: [String]) {
        #expect(parseExitCode(arguments) == 2)
    }

    @Test("--version is a clean exit (0); help exits are checked on the process in ProcessTests")
    func cleanExits() {
        #expect(parseExitCode(["--version"]) == 0)
        #expect(DarkroomCommand.configuration.version == DarkroomVersion.string)
    }

    @Test("errors map to exit codes: differences 1, usage and input 2, interrupted 130")
    func exitCodes() {
        #expect(DarkroomCLI.report(DifferencesFound(message: "differ")) == 1)
        #expect(DarkroomCLI.report(SnapshotError.usage("bad")) == 2)
        #expect(DarkroomCLI.report(SnapshotError.input("bad file")) == 2)
        #expect(DarkroomCLI.report(CancellationError()) == 130)
    }

    @Test("verify's failure message carries the re-record command and, for stale files, prune")
    func failureMessage() throws {
        let verify = try #require(try DarkroomCommand.parseAsRoot(["verify", "--store", "Refs"]) as? VerifyCommand)
        let pixels = VerifyOutcome(report: .init(passed: 0, failures: [
            .init(id: "A/x@1x", kind: .pixels, expected: nil, actual: nil, diff: nil, triptych: nil, mismatchedPixels: 1, changes: []),
        ], environmentChange: []), checked: 1)
        let message = verify.failureMessage(pixels)
        #expect(message.contains("darkroom record --failed --store Refs"))
        #expect(message.contains("--report DIR"))
        #expect(!message.contains("prune"))
        let stale = VerifyOutcome(report: .init(passed: 0, failures: [
            .init(id: "A/y@1x", kind: .stale, expected: nil, actual: nil, diff: nil, triptych: nil, mismatchedPixels: 0, changes: []),
        ], environmentChange: []), checked: 0)
        #expect(verify.failureMessage(stale).contains("darkroom prune --store Refs"))
        // Following the hint re-renders the same selection from the same resources.
        let narrow = try #require(try DarkroomCommand.parseAsRoot(["verify", "--store", "My Refs", "--root", "ds", "--tokens", "ds/Tokens",
                                                                    "--component", "ChipBase", "--where", "size=md", "--direction", "rtl"]) as? VerifyCommand)
        #expect(narrow.failureMessage(pixels).contains("darkroom record --failed --root ds --tokens ds/Tokens --store 'My Refs' --component ChipBase --direction rtl --where size=md"),
                "\(narrow.failureMessage(pixels))")
        #expect(narrow.failureMessage(stale).contains("darkroom prune --root ds --tokens ds/Tokens --store 'My Refs'"))
        let summary = verify.summary(pixels)
        #expect(summary.contains("PIXELS A/x@1x (1 pixel)"))
        #expect(summary.contains("verified 1: 0 match; 0 missing, 0 stale, 0 size, 1 pixels, 0 unreadable"))
    }
}

/// Help text with its line wrapping undone, so a long abstract can be found in it.
func unwrapped(_ help: String) -> String {
    help.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}
