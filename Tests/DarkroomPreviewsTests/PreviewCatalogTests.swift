import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
@testable import DarkroomPreviews
import DarkroomSnapshot
import DarkroomTokens
import Foundation
import Testing

/// Previews found in this process become a catalogue: one family per file, one axis value
/// per preview, laid out as Xcode lays them out, and rendered through the ordinary pipeline.
@MainActor
@Suite struct PreviewCatalogTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func discoversThisModulesPreviewsOnlyInFileOrder() throws {
        let catalog = PreviewCatalog.discover(modules: ["DarkroomPreviewsTests"])
        #expect(catalog.components.map(\.name) == ["Dot", "FixturePreviews", "Swatch"])
        let file = try #require(catalog.component(named: "FixturePreviews"))
        // Named previews by name (a repeated name numbered), unnamed by position; symbols dropped.
        #expect(file.axes.map(\.name) == ["preview"])
        #expect(file.axes[0].values == ["fits", "preview_2", "fixed", "fits_2", "broken"])
        // The PreviewProvider, named after its type, split into its Group's two views.
        let provider = try #require(catalog.component(named: "Swatch"))
        #expect(provider.axes[0].values == ["first_page", "preview_2"])
        #expect(provider.summary.contains("DarkroomPreviewsTests.Swatch_Previews.previews (view 2 of 2)"))
        // A top-level ForEach is split too, each view with the modifiers around the ForEach.
        let dots = try #require(catalog.component(named: "Dot"))
        #expect(dots.axes[0].values == ["8_pt", "16_pt", "24_pt"])
        #expect(try #require(dots.variant(AxisValues(["preview": "16_pt"]))).proposedWidth == nil, "sizeThatFits from the ForEach's modifier")
    }

    @Test func everyModuleWhenNoneIsNamed() {
        let all = PreviewCatalog.discover().components.map(\.name)
        #expect(all.contains("FixturePreviews"))
        // The seed design system's previews are linked into this test binary too.
        #expect(all.contains("ChipBase"))
    }

    @Test func layoutsFollowTraitsThenPreviewLayoutThenTheDevice() throws {
        let catalog = PreviewCatalog.discover(modules: ["DarkroomPreviewsTests"])
        let file = try #require(catalog.component(named: "FixturePreviews"))
        func proposal(_ value: String, in entry: CatalogEntry) throws -> [Double?] {
            let variant = try #require(entry.variant(AxisValues(["preview": value])))
            return [variant.proposedWidth, variant.proposedHeight]
        }
        #expect(try proposal("fits", in: file) == [nil, nil])
        #expect(try proposal("preview_2", in: file) == [393, 852])
        #expect(try proposal("fixed", in: file) == [100, 50])
        #expect(try proposal("fits_2", in: file) == [852, 393])
        #expect(file.variant(AxisValues(["preview": "nope"])) == nil)
        let provider = try #require(catalog.component(named: "Swatch"))
        #expect(try proposal("first_page", in: provider) == [nil, nil])
    }

    /// The whole pipeline, LTR and RTL, light and dark: the broken preview fails alone,
    /// named with its source line; every other preview is written with the size its layout
    /// gives, and on the system background of its scheme.
    @Test func rendersThroughThePipelineWithTheBrokenPreviewFailingAlone() throws {
        let catalog = Catalog(entries: PreviewCatalog.discover(modules: ["DarkroomPreviewsTests"]).components.filter { $0.name != "Dot" },
                              canvasInset: 0)
        let tokens = TokenSet.withoutTokens(modifier: "theme", contexts: ["dark", "light"], defaultContext: "light", origin: "test")
        let context = try RenderContext(catalog: catalog, fontsDirectory: Self.repo + "/Fonts", iconsDirectory: Self.repo + "/Icons", tokens: tokens)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SnapshotStore(root: folder)
        let variants = try VariantMatrix.select(catalog, tokenAxes: context.tokenAxes, filter: VariantFilter())
        #expect(variants.count == (5 + 2) * 2 * 2)
        var message = ""
        do {
            _ = try RenderRun(context: context, store: store, scales: [1], jobs: 2).run(variants)
        } catch let error as SnapshotError {
            message = error.description
        }
        #expect(message.hasPrefix("4 of 28 snapshots could not be rendered"))
        #expect(message.contains("FixturePreviews/broken-light-rtl@1x: DarkroomUI: ProgressView is not drawn yet (DarkroomPreviewsTests/FixturePreviews.swift:31)"))
        let manifest = try #require(try store.readManifest())
        #expect(manifest.snapshots.count == 24)
        func size(_ id: String) -> [Int]? {
            manifest.snapshots.first { $0.id == id }.map { [$0.pixelWidth, $0.pixelHeight] }
        }
        for direction in ["ltr", "rtl"] {
            #expect(size("FixturePreviews/fits-light-\(direction)@1x") == [40, 20])
            #expect(size("FixturePreviews/preview_2-dark-\(direction)@1x") == [393, 852])
            #expect(size("FixturePreviews/fixed-light-\(direction)@1x") == [100, 50])
            #expect(size("FixturePreviews/fits_2-light-\(direction)@1x") == [852, 393])
        }
        // A preview's own preferredColorScheme paints its canvas dark in the light variant.
        let light = try #require(store.read("Swatch/preview_2-light-ltr@1x.layout.txt"))
        let dark = try #require(store.read("Swatch/preview_2-dark-ltr@1x.layout.txt"))
        #expect(light == dark)
    }
}
