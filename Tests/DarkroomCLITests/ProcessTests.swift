import DarkroomManifest
import DarkroomPNG
import Foundation
import Testing
@testable import DarkroomCLI

/// The `darkroom` executable as users and CI run it: output, exit codes and files.
@Suite struct ProcessTests {
    @Test("--help prints the abstract and the subcommands; exit 0")
    func rootHelp() throws {
        let result = try Darkroom.run(["--help"], in: try temporaryFolder("help"))
        #expect(result.status == 0)
        #expect(unwrapped(result.stdout).contains(DarkroomCommand.configuration.abstract))
        for name in ["list", "render", "verify", "record", "prune", "merge", "diff"] {
            #expect(result.stdout.contains("  \(name)"), "root help does not list \(name)")
        }
    }

    @Test("each subcommand's --help prints its abstract; exit 0", arguments: ParsingTests.subcommands.map(\.0))
    func subcommandHelp(name: String) throws {
        let type = try #require(ParsingTests.subcommands.first { $0.0 == name }?.1)
        let result = try Darkroom.run([name, "--help"], in: try temporaryFolder("help-\(name)"))
        #expect(result.status == 0)
        #expect(unwrapped(result.stdout).contains(type.configuration.abstract), "\(result.stdout)")
        #expect(result.stdout.contains("USAGE: darkroom \(name)"))
    }

    @Test("--version prints the version; exit 0")
    func version() throws {
        let result = try Darkroom.run(["--version"], in: try temporaryFolder("version"))
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test("unknown names exit 2 and list the valid names on stderr", arguments: [
        (["list", "--component", "NoSuchView"], ["unknown component \"NoSuchView\"", "CheckboxView"]),
        (["list", "--brand", "acme"], ["unknown brand \"acme\"", "frisbee", "tdm"]),
        (["list", "--theme", "sepia"], ["unknown theme \"sepia\"", "dark, light"]),
        (["list", "--component", "CheckboxView", "--where", "size=md"], ["unknown axis \"size\"", "checked, enabled, label, shape"]),
        (["list", "--component", "CheckboxView", "--where", "shape=hexagon"], ["unknown value \"hexagon\"", "square, circle"]),
        (["render", "--component", "NoSuchView", "--out", "out"], ["unknown component", "CheckboxView"]),
    ])
    func unknownNames(arguments: [String], expected: [String]) throws {
        let folder = try temporaryFolder("unknown")
        let result = try Darkroom.run(arguments, in: folder)
        #expect(result.status == 2)
        for text in expected { #expect(result.stderr.contains(text), "stderr lacks \(text): \(result.stderr)") }
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "a usage error must not write anything")
    }

    @Test("bad --shard and --scale exit 2", arguments: [
        ["--shard", "0/2"], ["--shard", "3/2"], ["--shard", "a/b"], ["--shard", "1/0"], ["--shard", "2"], ["--scale", "4"],
    ])
    func badShardOrScale(arguments: [String]) throws {
        let folder = try temporaryFolder("bad-option")
        let result = try Darkroom.run(["render", "--out", "out"] + smallSelection + arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(arguments[0] == "--scale" ? "valid scales: 1, 2, 3" : "--shard I/N"), "\(result.stderr)")
        #expect(filesBelow(folder + "/out").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("list prints one snapshot id per line; --json parses to the same ids")
    func list() throws {
        let folder = try temporaryFolder("list")
        let plain = try Darkroom.run(["list"] + smallSelection, in: folder)
        #expect(plain.status == 0)
        let ids = plain.stdout.split(separator: "\n").map(String.init)
        #expect(ids.count == smallSelectionCount)
        #expect(ids == ids.sorted())
        #expect(ids.allSatisfy { id in
            id.hasPrefix("CheckboxView/square-") && (id.hasSuffix("-label-frisbee-light-ltr@1x") || id.hasSuffix("-label-frisbee-light-rtl@1x"))
        })
        #expect(ids.contains("CheckboxView/square-checked-enabled-label-frisbee-light-rtl@1x"))

        let json = try Darkroom.run(["list", "--json", "--scale", "1,2"] + smallSelection, in: folder)
        #expect(json.status == 0)
        struct Entry: Decodable { let id: String; let component: String; let axes: [AxisValue]; let scale: Int; let file: String; let sidecar: String }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(json.stdout.utf8))
        #expect(entries.count == 2 * smallSelectionCount)
        #expect(Set(entries.filter { $0.scale == 1 }.map(\.id)) == Set(ids))
        for entry in entries {
            #expect(entry.file == entry.id + ".png")
            #expect(entry.sidecar == entry.id + ".layout.txt")
            #expect(entry.component == "CheckboxView")
            #expect(entry.axes.map(\.name) == ["shape", "checked", "enabled", "label", "brand", "theme", "direction"])
        }
    }

    @Test("render then verify exit 0; verify after a one-pixel change exits 1 with the re-record command; record --failed fixes it")
    func renderVerifyRecord() throws {
        let folder = try temporaryFolder("verify")
        let render = try Darkroom.run(["render", "--out", "store", "--quiet"] + smallSelection, in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("rendered \(smallSelectionCount), unchanged 0, written \(smallSelectionCount)"))
        #expect(filesBelow(folder + "/store").filter { $0.hasSuffix(".png") }.count == smallSelectionCount)

        let again = try Darkroom.run(["render", "--out", "store", "--quiet"] + smallSelection, in: folder)
        #expect(again.stdout.contains("unchanged \(smallSelectionCount), written 0"), "\(again.stdout)")

        let clean = try Darkroom.run(["verify", "--store", "store", "--quiet"] + smallSelection, in: folder)
        #expect(clean.status == 0, "\(clean.stdout)\n\(clean.stderr)")
        #expect(clean.stdout.contains("verified \(smallSelectionCount): \(smallSelectionCount) match"))

        let id = "CheckboxView/square-checked-enabled-label-frisbee-light-ltr@1x"
        let png = folder + "/store/" + id + ".png"
        var image = try PNGDecoder.decode(contentsOf: png)
        image.setPixel(x: 0, y: 0, (255, 0, 255, 255))
        try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: png))

        let failing = try Darkroom.run(["verify", "--store", "store", "--quiet", "--report", "report"] + smallSelection, in: folder)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("PIXELS \(id) (1 pixel)"), "\(failing.stdout)")
        #expect(failing.stderr.contains("darkroom record --failed"), "\(failing.stderr)")
        let report = try JSONDecoder().decode(VerifyReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/report/report.json")))
        #expect(report.failures.map(\.id) == [id])
        #expect(FileManager.default.fileExists(atPath: folder + "/report/\(id)/triptych.png"))

        // The hint is followed literally, as a user pastes it: it keeps the selection.
        let hint = try #require(failing.stderr.split(separator: "\n").first { $0.contains("re-record the failures: ") })
        let words = shellWords(String(hint.split(separator: ":", maxSplits: 1)[1]))
        #expect(words.first == "darkroom" && words.contains("--where"), "\(words)")
        let record = try Darkroom.run(Array(words.dropFirst()) + ["--quiet"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("recorded 1 reference(s) of 1 considered"), "\(record.stdout)")
        let fixed = try Darkroom.run(["verify", "--store", "store", "--quiet"] + smallSelection, in: folder)
        #expect(fixed.status == 0, "\(fixed.stdout)")
    }

    @Test("record --missing writes only the missing references and leaves a changed one alone")
    func recordMissing() throws {
        let folder = try temporaryFolder("record-missing")
        #expect(try Darkroom.run(["record", "--store", "store", "--quiet"] + smallSelection, in: folder).status == 0)
        let store = folder + "/store/CheckboxView/"
        let gone = ["square-checked-enabled-label-frisbee-light-ltr@1x.png", "square-unchecked-disabled-label-frisbee-light-rtl@1x.png"]
        for file in gone { try FileManager.default.removeItem(atPath: store + file) }
        let changed = store + "square-checked-disabled-label-frisbee-light-ltr@1x.png"
        var image = try PNGDecoder.decode(contentsOf: changed)
        image.setPixel(x: 1, y: 1, (0, 255, 0, 255))
        let tampered = PNGEncoder.encode(image)
        try Data(tampered).write(to: URL(fileURLWithPath: changed))

        let result = try Darkroom.run(["record", "--missing", "--store", "store", "--quiet"] + smallSelection, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("recorded 2 reference(s) of 2 considered"), "\(result.stdout)")
        for file in gone { #expect(FileManager.default.fileExists(atPath: store + file), "\(file) was not recorded") }
        #expect(bytes(changed) == tampered, "record --missing must not touch an existing reference")
        let verify = try Darkroom.run(["verify", "--store", "store", "--quiet"] + smallSelection, in: folder)
        #expect(verify.status == 1, "the changed reference still fails")
    }

    @Test("diff A B: exit 0 when equal, 1 when different (with --out), 2 for a file that is not a PNG")
    func diff() throws {
        let folder = try temporaryFolder("diff")
        var image = RGBAImage(width: 8, height: 6, fill: (255, 255, 255, 255))
        try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: folder + "/a.png"))
        try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: folder + "/same.png"))
        image.setPixel(x: 3, y: 2, (0, 0, 0, 255))
        try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: folder + "/b.png"))
        try Data("no".utf8).write(to: URL(fileURLWithPath: folder + "/text.png"))

        let same = try Darkroom.run(["diff", "a.png", "same.png"], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout.contains("0 pixels differ"))

        let different = try Darkroom.run(["diff", "a.png", "b.png", "--out", "out/d.png"], in: folder)
        #expect(different.status == 1)
        #expect(different.stdout.contains("1 pixels differ"), "\(different.stdout)")
        let diffImage = try PNGDecoder.decode(contentsOf: folder + "/out/d.png")
        #expect(diffImage.width == 8 && diffImage.height == 6)

        let bad = try Darkroom.run(["diff", "a.png", "text.png"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("text.png"), "\(bad.stderr)")
        let absent = try Darkroom.run(["diff", "a.png", "nowhere.png"], in: folder)
        #expect(absent.status == 2)
    }

    @Test("sharded renders merge into one manifest; prune --dry-run deletes nothing, prune deletes the stale files")
    func shardMergePrune() throws {
        let folder = try temporaryFolder("shard")
        for shard in ["1/2", "2/2"] {
            let result = try Darkroom.run(["render", "--out", "store", "--quiet", "--shard", shard] + smallSelection, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/store/manifest.shard-1-of-2.json"))
        let merge = try Darkroom.run(["merge", "--store", "store"], in: folder)
        #expect(merge.status == 0)
        #expect(merge.stdout.contains("merged 2 shard manifest(s)"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/store/manifest.json")))
        #expect(manifest.snapshots.count == smallSelectionCount)
        #expect(!filesBelow(folder + "/store").contains { $0.hasPrefix("manifest.shard-") })

        let stale = ["store/Removed/x-frisbee-light-ltr@1x.png", "store/Removed/x-frisbee-light-rtl@1x.layout.txt"]
        let kept = ["store/README.md", "store/CheckboxView/square-checked-enabled-label-frisbee-light-ltr@4x.png"]
        try FileManager.default.createDirectory(atPath: folder + "/store/Removed", withIntermediateDirectories: true)
        for file in stale + kept { try Data([1]).write(to: URL(fileURLWithPath: folder + "/" + file)) }
        let before = filesBelow(folder + "/store")

        let dry = try Darkroom.run(["prune", "--store", "store", "--dry-run"], in: folder)
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("2 stale file(s) (dry run, nothing deleted), 2 other file(s) left alone"), "\(dry.stdout)")
        for file in stale { #expect(dry.stdout.contains("would delete " + file)) }
        for file in kept { #expect(dry.stdout.contains("left alone (not written by Darkroom) " + file)) }
        #expect(filesBelow(folder + "/store") == before)

        let prune = try Darkroom.run(["prune", "--store", "store"], in: folder)
        #expect(prune.status == 0)
        #expect(filesBelow(folder + "/store") == before.filter { !stale.contains("store/" + $0) })
        #expect(!FileManager.default.fileExists(atPath: folder + "/store/Removed"), "the folder prune emptied is removed")
        #expect(try Darkroom.run(["verify", "--store", "store", "--quiet"] + smallSelection, in: folder).status == 0)
    }

    @Test("a corrupt manifest is bad input: exit 2 with the file named")
    func corruptManifest() throws {
        let folder = try temporaryFolder("corrupt-manifest")
        try FileManager.default.createDirectory(atPath: folder + "/store", withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: folder + "/store/manifest.json"))
        let result = try Darkroom.run(["render", "--out", "store", "--quiet"] + smallSelection, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("store/manifest.json"), "\(result.stderr)")
    }
}

/// Splits a printed command into words the way a POSIX shell does for plain and single-quoted words.
func shellWords(_ line: String) -> [String] {
    var words: [String] = [], current = "", inQuote = false, hasWord = false
    for character in line {
        if inQuote {
            if character == "'" { inQuote = false } else { current.append(character) }
        } else if character == "'" {
            inQuote = true; hasWord = true
        } else if character == " " {
            if hasWord { words.append(current); current = ""; hasWord = false }
        } else {
            current.append(character); hasWord = true
        }
    }
    if hasWord { words.append(current) }
    return words
}
