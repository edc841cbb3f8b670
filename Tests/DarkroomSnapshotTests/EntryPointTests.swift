import DarkroomCatalog
import DarkroomSnapshot
import DarkroomTesting
import DarkroomTokens
import Foundation
import SwiftUI
import Testing

/// A card that reads what a render passes in: direction, colour scheme, display scale
/// (a hairline), and an id made anew on every evaluation.
struct EntryPointCard: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "star.fill").foregroundColor(.orange)
                Text("Favourites").font(.headline).foregroundColor(.primary)
            }
            Rectangle().fill(Color(uiColor: .separator)).frame(height: 1 / displayScale)
            Text("Twelve items").font(.footnote).foregroundColor(.secondary).id(UUID())
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

/// The card as a catalogue component: its body is the same view, nothing else.
struct EntryPointComponent: Component {
    static let name = "EntryPointCard"
    static let summary = "a card rendered through every entry point"
    static let axes = [ComponentAxis(name: "kind", values: ["plain"], defaultValue: "plain")]
    static let tokens: [TokenRequirement] = []
    init?(axes: AxisValues) {}
    func body(_ theme: ResolvedTokens) -> EntryPointCard { EntryPointCard() }
}

/// Render inputs are values: the CLI's render run, `ImageRenderer` (which the
/// swift-snapshot-testing strategy uses) and `assertSnapshot` give the same bytes for the
/// same view, direction, scheme and scale, and an `.id(UUID())` changes nothing between runs.
@MainActor
@Suite struct EntryPointTests {
    nonisolated static let directions: [(SwiftUI.LayoutDirection, String)] = [(.leftToRight, "ltr"), (.rightToLeft, "rtl")]

    func renderRun(direction: String, theme: String, scale: Int) throws -> (png: [UInt8], sidecar: [UInt8]) {
        let catalog = Catalog(components: [EntryPointComponent.self], canvasInset: 0)
        let tokens = TokenSet.withoutTokens(modifier: "theme", contexts: ["dark", "light"], defaultContext: "light", origin: "test")
        let context = try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts",
                                        iconsDirectory: Harness.repo + "/Icons", tokens: tokens)
        let ws = try Workspace("entry-points")
        let variants = try VariantMatrix.select(catalog, tokenAxes: context.tokenAxes, filter: VariantFilter())
            .filter { $0.theme == theme && $0.direction.rawValue == direction }
        #expect(variants.count == 1)
        _ = try RenderRun(context: context, store: ws.store(), scales: [scale], jobs: 1).run(variants)
        let id = "EntryPointCard/plain-\(theme)-\(direction)@\(scale)x"
        return (try #require(ws.store().read(id + ".png")), try #require(ws.store().read(id + ".layout.txt")))
    }

    @Test(arguments: directions)
    func sameBytesThroughEveryEntryPoint(_ direction: SwiftUI.LayoutDirection, _ name: String) throws {
        for (scheme, theme) in [(SwiftUI.ColorScheme.light, "light"), (.dark, "dark")] {
            for scale in [1, 2] {
                let cli = try renderRun(direction: name, theme: theme, scale: scale)
                #expect(try renderRun(direction: name, theme: theme, scale: scale).sidecar == cli.sidecar, "a second run changed the sidecar")

                var image = ImageRenderer(content: EntryPointCard())
                image.environment.layoutDirection = direction
                image.environment.colorScheme = scheme
                image.scale = CGFloat(scale)
                let rendered = Array(try image.pngData()) == cli.png
                #expect(rendered, "ImageRenderer \(name) \(theme) @\(scale)x")

                let folder = NSTemporaryDirectory() + "darkroom-entry-points-\(UUID().uuidString)"
                defer { try? FileManager.default.removeItem(atPath: folder) }
                _ = verifySnapshot(of: EntryPointCard(), named: "card", direction: direction, colorScheme: scheme, scale: scale,
                                   background: nil, record: .all, filePath: folder + "/EntryPoints.swift")
                let asserted = FileManager.default.contents(atPath: folder + "/__Snapshots__/EntryPoints/card@\(scale)x.png").map(Array.init)
                let same = asserted == cli.png
                #expect(same, "assertSnapshot \(name) \(theme) @\(scale)x")
            }
        }
    }
}
