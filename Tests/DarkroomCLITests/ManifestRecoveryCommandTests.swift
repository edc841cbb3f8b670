import Foundation
import Testing

/// The manifest is the truth; `.darkroom-index` only a cache of it (issue 20), from a shell.
@Suite struct ManifestRecoveryCommandTests {
    @Test("render after `rm manifest.json` rebuilds it and says so; verify then passes; an unusable manifest is exit 2")
    func deletedManifest() throws {
        let folder = try temporaryFolder("hostile-manifest")
        let render = ["render", "--out", "store", "--quiet"] + smallSelection
        #expect(try Darkroom.run(render, in: folder).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/store/manifest.json")
        let verifyMissing = try Darkroom.run(["verify", "--store", "store", "--quiet"] + smallSelection, in: folder)
        #expect(verifyMissing.status == 2 && verifyMissing.stderr.contains("store/manifest.json is missing"), "\(verifyMissing.stderr)")
        let again = try Darkroom.run(render, in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("manifest.json was missing"), "\(again.stderr)")
        let manifest = try String(contentsOfFile: folder + "/store/manifest.json", encoding: .utf8)
        #expect(manifest.components(separatedBy: "\"sidecarSha256\"").count - 1 == smallSelectionCount)
        let verify = try Darkroom.run(["verify", "--store", "store", "--quiet"] + smallSelection, in: folder)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let check = try Darkroom.run(render + ["--check-index"], in: folder)
        #expect(check.status == 0 && check.stdout.contains("laid out \(smallSelectionCount)"), "\(check.stdout)")

        try "{}".write(toFile: folder + "/store/manifest.json", atomically: false, encoding: .utf8)
        let broken = try Darkroom.run(render, in: folder)
        #expect(broken.status == 2 && broken.stderr.contains("store/manifest.json"), "\(broken.stderr)")
    }
}
