import DarkroomLayout
import DarkroomManifest
import Foundation
import Testing
@testable import DarkroomSnapshot

/// Manifest format 3 (format 2 with each record's sidecar hash): compact lines written by
/// hand, read back by `JSONDecoder`.
@Suite struct ManifestFormatTests {
    /// A manifest whose strings hold everything JSON must escape.
    static let hostile = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} nul \u{0} é ☃ 🧪 \u{2028}"

    static func sample() -> Manifest {
        let node = AccessibilityNode(role: "checkbox", label: hostile, value: "on", hint: nil, description: "d",
                                     identifier: "id", hitArea: Rect(x: 0.5, y: 2, width: 44.123456789, height: 1e-3))
        let tokens = ["color.accent", "space.gap"]
        func record(_ id: String) -> SnapshotRecord {
            SnapshotRecord(id: "Comp/" + id + "@1x", component: "Comp",
                           axes: [AxisValue(name: "size", value: hostile), AxisValue(name: "brand", value: "b")],
                           scale: 1, file: "Comp/\(id)@1x.png", sidecar: "Comp/\(id)@1x.layout.txt",
                           pixelWidth: 120, pixelHeight: 24, sha256: String(repeating: "a", count: 64),
                           sidecarSha256: String(repeating: "c", count: 64), inputHash: String(repeating: "b", count: 64), accessibility: [node], tokens: tokens)
        }
        return Manifest(renderer: RendererFingerprint(darkroom: "0.1.0", libraries: ["cairo": "1.16.0"], fonts: ["R.ttf": "ff"]),
                        components: [ComponentInfo(name: "Comp", summary: hostile, axes: [AxisInfo(name: "size", values: ["sm", hostile], defaultValue: "sm")],
                                                   tokens: tokens, variantCount: 2)],
                        snapshots: [record("z"), record("a")], defaults: [AxisValue(name: "brand", value: "b")])
    }

    @Test("format 3 decodes to the same manifest, hostile strings and fractional frames included")
    func roundTrip() throws {
        let manifest = Self.sample()
        let bytes = try ManifestJSON.encode(manifest)
        var decoded = try JSONDecoder().decode(Manifest.self, from: Data(bytes))
        #expect(decoded.format == 3)
        #expect(decoded.snapshots.allSatisfy { $0.sidecarSha256 == String(repeating: "c", count: 64) })
        #expect(decoded.snapshots.map(\.id) == ["Comp/a@1x", "Comp/z@1x"], "records are sorted by id")
        decoded.snapshots.sort { $0.id > $1.id }
        #expect(decoded == manifest)
        #expect(try JSONSerialization.jsonObject(with: Data(bytes)) is [String: Any])
    }

    @Test("one component and one snapshot per line, no token list on the snapshots")
    func layout() throws {
        let text = String(decoding: try ManifestJSON.encode(Self.sample()), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7, "\(lines)")
        #expect(lines[0].hasPrefix("{\"format\":3,\"renderer\":") && lines[0].hasSuffix("\"components\":["))
        #expect(lines[1].hasPrefix("{\"axes\":") && lines[1].contains("\"tokens\":[\"color.accent\",\"space.gap\"]"))
        #expect(lines[2] == "],\"snapshots\":[")
        #expect(lines[3].hasPrefix("{\"accessibility\":") && lines[3].hasSuffix("},") && !lines[3].contains("tokens"))
        #expect(lines[4].contains("\"id\":\"Comp/z@1x\"") && lines[4].hasSuffix("}"))
        #expect(lines[5] == "]}" && lines[6].isEmpty)
    }

    @Test("joining lines gives the bytes of encoding the whole manifest")
    func assembleMatchesEncode() throws {
        let manifest = Self.sample()
        let writer = ManifestJSON.RecordWriter()
        let lines = try manifest.snapshots.sorted { $0.id < $1.id }.map { try writer.line($0) }
        let header = try ManifestJSON.header(renderer: manifest.renderer, components: manifest.components, defaults: manifest.defaults)
        #expect(ManifestJSON.assemble(header: header, lines: lines) == (try ManifestJSON.encode(manifest)))
    }

    @Test("format 2 (no sidecar hashes) still reads, its records without one")
    func readsFormat2() throws {
        var text = String(decoding: try ManifestJSON.encode(Self.sample()), as: UTF8.self)
        text = text.replacingOccurrences(of: "{\"format\":3,", with: "{\"format\":2,")
            .replacingOccurrences(of: ",\"sidecarSha256\":\"\(String(repeating: "c", count: 64))\"", with: "")
        let decoded = try JSONDecoder().decode(Manifest.self, from: Data(text.utf8))
        #expect(decoded.format == 2 && decoded.snapshots.count == 2 && decoded.snapshots.allSatisfy { $0.sidecarSha256 == nil })
    }

    @Test("format 1 (pretty, tokens on every record) still reads")
    func readsFormat1() throws {
        var old = Self.sample()
        old.format = 1
        old.snapshots[0].tokens = ["only.this"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let decoded = try JSONDecoder().decode(Manifest.self, from: try encoder.encode(old))
        #expect(decoded == old)
    }

    @Test("a manifest from a newer format fails with a message that says so")
    func newerFormat() throws {
        var text = String(decoding: try ManifestJSON.encode(Self.sample()), as: UTF8.self)
        text = text.replacingOccurrences(of: "{\"format\":3,", with: "{\"format\":4,")
        do {
            _ = try JSONDecoder().decode(Manifest.self, from: Data(text.utf8))
            Issue.record("format 4 decoded")
        } catch {
            #expect("\(error)".contains("manifest format 4 is not one this Darkroom reads (1-3)"), "\(error)")
        }
    }
}
