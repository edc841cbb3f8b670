import DarkroomCatalog
import DarkroomSnapshot
import DarkroomTokens
import Foundation
import SwiftUI
import Testing

/// A component that lists no tokens: what it depends on is what its body reads. The gap is
/// read only by the "spaced" kind, the accent by every kind.
struct RecordedSwatch: Component {
    static let name = "RecordedSwatch"
    static let summary = "reads tokens without listing them"
    static let axes = [ComponentAxis(name: "kind", values: ["plain", "spaced"], defaultValue: "plain")]
    let spaced: Bool
    init?(axes: AxisValues) { spaced = axes.values["kind"] == "spaced" }

    func body(_ t: ResolvedTokens) -> some View {
        HStack(spacing: spaced ? t.dimension("space.gap") : 0) {
            Rectangle().fill(Color(token: t.color("color.accent"))).frame(width: 8, height: 8)
            Rectangle().fill(Color(token: t.color("color.accent"))).frame(width: 8, height: 8)
        }
    }
}

/// Reads a token no theme defines.
struct MissingTokenSwatch: Component {
    static let name = "MissingTokenSwatch"
    static let summary = "reads a token that does not exist"
    static let axes = [ComponentAxis(name: "kind", values: ["plain"], defaultValue: "plain")]
    init?(axes: AxisValues) {}
    func body(_ t: ResolvedTokens) -> some View {
        Rectangle().fill(Color(token: t.color("color.nowhere"))).frame(width: 8, height: 8)
    }
}

@Suite struct RecordedTokenReadsTests {
    func context(_ ws: Workspace, _ components: [any Component.Type]) throws -> RenderContext {
        try ws.context(Catalog(components: components, backgroundToken: "color.canvas", canvasInset: 2))
    }

    @Test("the tokens a body reads are recorded: a changed token renders again exactly the variants that read it")
    func changedTokenRendersItsReadersOnly() throws {
        let ws = try Workspace("recorded-reads")
        let store = ws.store()
        let cold = try ws.render(try context(ws, [RecordedSwatch.self]), into: store)
        #expect(cold.laidOut == 2 * 2 * 2 * 2, "2 kinds x 2 brands x 2 themes x 2 directions")
        // The manifest lists what the component's snapshots read.
        let manifest = try #require(try store.readManifest())
        #expect(manifest.components.first?.tokens == ["color.canvas", "color.accent", "space.gap"])
        #expect(try ws.render(try context(ws, [RecordedSwatch.self]), into: store).laidOut == 0)

        // space.gap: only the spaced kind read it.
        let core = ws.tokens + "/core.tokens.json"
        try String(contentsOfFile: core, encoding: .utf8).replacingOccurrences(of: "\"4px\"", with: "\"6px\"")
            .write(toFile: core, atomically: true, encoding: .utf8)
        let gap = try ws.render(try context(ws, [RecordedSwatch.self]), into: store)
        #expect(gap.laidOut == 8, "the spaced variants, and not the plain ones")
        #expect(gap.written == 8)

        // brand alpha's light accent: every kind reads it, in brand alpha and theme light only.
        try ws.writeTokens(alphaLightAccent: "#AA0000")
        try String(contentsOfFile: core, encoding: .utf8).replacingOccurrences(of: "\"4px\"", with: "\"6px\"")
            .write(toFile: core, atomically: true, encoding: .utf8)
        let accent = try ws.render(try context(ws, [RecordedSwatch.self]), into: store)
        #expect(accent.laidOut == 2 * 2, "both kinds in both directions of alpha light")
    }

    @Test("a read of a token the tables lack fails that snapshot, naming the token")
    func missingTokenFailsNamingIt() throws {
        let ws = try Workspace("recorded-missing")
        var message = ""
        do {
            try ws.render(try context(ws, [RecordedSwatch.self, MissingTokenSwatch.self]), into: ws.store())
        } catch let error as SnapshotError {
            message = error.description
        }
        #expect(message.hasPrefix("8 of 24 snapshots could not be rendered"), "\(message)")
        #expect(message.contains("MissingTokenSwatch/plain-alpha-dark-ltr@1x: component MissingTokenSwatch reads token color.nowhere as color, but in brand 'alpha' theme 'dark' it does not define it; add the token to the token files"), "\(message)")
        #expect(try ws.store().readManifest()?.snapshots.count == 16, "the other component's snapshots are written")
    }
}
