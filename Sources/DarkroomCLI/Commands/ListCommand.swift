import ArgumentParser
import DarkroomManifest
import DarkroomSnapshot
import Foundation

/// `darkroom list`: one snapshot id per line, or full records with --json.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the snapshots the selection covers.")

    @OptionGroup var resources: ResourceOptions
    @OptionGroup var selection: SelectionOptions
    @Flag(help: "Print JSON records (id, component, axes, scale, files) instead of ids.")
    var json = false

    func run() throws {
        let context = try resources.makeContext()
        let scales = try selection.resolvedScales()
        let variants = try selection.variants(context)
        if json {
            struct Entry: Encodable { let id: String; let component: String; let axes: [AxisValue]; let scale: Int; let file: String; let sidecar: String }
            let entries = variants.flatMap { v in
                scales.map { s in
                    let id = v.snapshotID(scale: s)
                    let paths = SnapshotPaths(id: id)
                    return Entry(id: id, component: v.component.name, axes: v.allAxes, scale: s, file: paths.png, sidecar: paths.sidecar)
                }
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
        } else {
            var out = ""
            for v in variants { for s in scales { out += v.snapshotID(scale: s) + "\n" } }
            FileHandle.standardOutput.write(Data(out.utf8))
        }
    }
}
