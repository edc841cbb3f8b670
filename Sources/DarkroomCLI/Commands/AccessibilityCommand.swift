import ArgumentParser
import DarkroomAudit
import DarkroomFiles
import DarkroomRaster
import DarkroomSnapshot
import Foundation

/// `darkroom accessibility`: writes each variant's accessibility tree as a text file
/// (`<out>/<Component>/<variant>.a11y.txt`), to commit and review like the snapshots, and
/// with `--overlay` an image that tints each element and lists it. `--check` compares the
/// files with the committed ones instead (exit 1 on any difference), as CI runs it.
struct AccessibilityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accessibility",
        abstract: "Write or check each variant's accessibility tree as text (and an overlay image).",
        discussion: "Elements are listed in VoiceOver's order with role, label, value, hint, identifier, frame and touch target. Exit 1 with --check when a file differs or is missing.")

    @OptionGroup var resources: ResourceOptions
    @OptionGroup var selection: SelectionOptions
    @Option(help: "Folder of the accessibility files.")
    var out: String = "Accessibility"
    @Flag(help: "Compare with the files in --out instead of writing them; exit 1 on differences.")
    var check = false
    @Flag(help: "Also write <variant>.a11y@<scale>x.png: the snapshot with each element tinted and a legend.")
    var overlay = false

    func validate() throws {
        try FolderArgument.validate(out, option: "--out")
        if check && overlay { throw ValidationError("--overlay writes images; it cannot be combined with --check") }
    }

    func run() throws {
        let context = try resources.makeContext()
        let variants = try selection.variants(context)
        let scale = try selection.resolvedScales().first ?? 1
        let overlay = self.overlay
        let outcomes: [(text: String, png: [UInt8]?)] = try SceneRun.map(variants, context: context, jobs: selection.jobs) { worker, variant, scene in
            let text = AccessibilitySnapshot.text(of: scene, snapshot: variant.id)
            guard overlay else { return (text, nil) }
            let image = AccessibilityOverlay.scene(of: scene, measurer: worker.renderer.text)
            return (text, try worker.renderer.raster(image, scale: scale).pngBytes())
        }
        var differing: [String] = []
        for (variant, outcome) in zip(variants, outcomes) {
            let relative = variant.id + ".a11y.txt"
            let path = try ConfinedPath.join(out, relative)
            if check {
                let committed: [UInt8]?
                do { committed = try BoundedFile.read(path, followLinks: false) } catch { committed = nil }
                if committed != Array(outcome.text.utf8) { differing.append(relative + (committed == nil ? " (missing)" : "")) }
            } else {
                try AtomicFile.write(outcome.text, to: path)
                if let png = outcome.png { try AtomicFile.write(png, to: try ConfinedPath.join(out, variant.id + ".a11y@\(scale)x.png")) }
            }
        }
        // A whole-matrix check also finds files no variant produces any more (a renamed axis value).
        if check, selection.coversWholeMatrix {
            let produced = Set(variants.map { $0.id + ".a11y.txt" })
            let stale = (FileManager.default.enumerator(atPath: out)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".a11y.txt") && !produced.contains($0) }.sorted()
            differing += stale.map { $0 + " (stale: no variant produces it)" }
        }
        if check {
            print(TerminalText.safe("checked \(variants.count) accessibility files in \(out): \(differing.count) differ, are missing or stale"))
            if !differing.isEmpty {
                let list = differing.prefix(20).joined(separator: "\n  ")
                throw DifferencesFound(message: "darkroom accessibility: these differ from \(out):\n  \(list)" + (differing.count > 20 ? "\n  ... and \(differing.count - 20) more" : "")
                                       + "\nReview the change, then write them with: darkroom accessibility --out \(out) " + selection.arguments.joined(separator: " ")
                                       + "\n(and delete the stale ones)")
            }
        } else {
            print(TerminalText.safe("wrote \(variants.count) accessibility files\(overlay ? " and overlays" : "") to \(out)"))
        }
    }
}
