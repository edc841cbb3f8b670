import DarkroomCatalog
import DarkroomLayout
import DarkroomSnapshot
import DarkroomTokens
import DarkroomUI
import Foundation
import Testing

/// A SwiftUI swatch in the team's named colour `Brand` (`Color(_:bundle:)`).
struct BrandSwatch: Component {
    static let name = "BrandSwatch"
    static let summary = "a named colour"
    static let axes = [ComponentAxis(name: "kind", values: ["plain"], defaultValue: "plain")]
    static let tokens: [TokenRequirement] = []
    init?(axes: AxisValues) {}
    func body(_ t: ResolvedTokens) -> some DarkroomUI.View {
        DarkroomUI.Rectangle().fill(DarkroomUI.Color("Brand")).frame(width: 6, height: 6)
    }
}

/// Says which direction and colour scheme its SwiftUI environment holds.
struct EnvironmentEcho: Component {
    struct Echo: DarkroomUI.View {
        @DarkroomUI.Environment(\.layoutDirection) private var direction
        @DarkroomUI.Environment(\.colorScheme) private var scheme
        var body: some DarkroomUI.View {
            DarkroomUI.Text("\(direction == .rightToLeft ? "rtl" : "ltr") \(scheme == .dark ? "dark" : "light")")
        }
    }
    static let name = "EnvironmentEcho"
    static let summary = "its environment"
    static let axes = [ComponentAxis(name: "kind", values: ["plain"], defaultValue: "plain")]
    static let tokens: [TokenRequirement] = []
    init?(axes: AxisValues) {}
    func body(_ t: ResolvedTokens) -> Echo { Echo() }
}

/// The icon folder's colour map is an input of every snapshot: a render draws its colours,
/// and a changed map renders again (any component may name a colour in it).
@Suite struct AssetColorIndexTests {
    @Test("named colours come from asset-colors.json; a changed map is drawn again")
    func changedMap() throws {
        let ws = try Workspace("index-asset-colors")
        let icons = ws.root + "/icons"
        try FileManager.default.copyItem(atPath: Harness.repo + "/Icons", toPath: icons)
        let map = icons + "/asset-colors.json"
        try ##"{"Brand": {"light": "#2E8540", "dark": "#5CC873"}}"##.write(toFile: map, atomically: true, encoding: .utf8)
        let catalog = Catalog(components: [Dot.self, BrandSwatch.self], backgroundToken: "color.canvas", canvasInset: 2)
        func context() throws -> RenderContext {
            try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts", iconsDirectory: icons, tokensDirectory: ws.tokens)
        }
        let store = ws.store()
        let all = try VariantMatrix.select(catalog, brands: try context().brands, themes: try context().themes, filter: VariantFilter())
        _ = try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all)
        let swatches = all.filter { $0.component.name == BrandSwatch.name }
        for variant in swatches {
            let sidecar = try String(contentsOfFile: store.path(variant.snapshotID(scale: 1) + ".layout.txt"), encoding: .utf8)
            let theme = variant.tokenContext.first { $0.name == "theme" }?.value
            #expect(sidecar.contains(theme == "dark" ? "fill=#5CC873FF" : "fill=#2E8540FF"), "\(sidecar)")
        }
        #expect(try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all).laidOut == 0)

        try ##"{"Brand": "#D32F2F"}"##.write(toFile: map, atomically: true, encoding: .utf8)
        let summary = try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all)
        #expect(summary.laidOut == all.count, "every variant: the map is not tracked per name")
        #expect(summary.written == swatches.count, "only the swatches' pixels change")
    }

    @Test("a component's SwiftUI view sees the snapshot's direction and colour scheme")
    func variantEnvironment() throws {
        let ws = try Workspace("variant-environment")
        let catalog = Catalog(components: [EnvironmentEcho.self], backgroundToken: "color.canvas", canvasInset: 2)
        let context = try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts", iconsDirectory: Harness.repo + "/Icons",
                                        tokensDirectory: ws.tokens)
        let worker = SnapshotWorker(context: context)
        let all = try VariantMatrix.select(catalog, brands: context.brands, themes: context.themes, filter: VariantFilter())
        #expect(all.count == 8)
        for variant in all {
            let theme = variant.tokenContext.first { $0.name == "theme" }?.value ?? ""
            let expected = "\(variant.direction == .rightToLeft ? "rtl" : "ltr") \(theme == "dark" ? "dark" : "light")"
            #expect(worker.scene(for: variant).dump.contains("text \"\(expected)\""), "\(variant.id)")
        }
    }
}
