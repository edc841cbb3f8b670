import DarkroomCatalog
import DarkroomLayout
import DarkroomRaster
import DarkroomSnapshot
import DarkroomTokens
import Foundation
import Testing

/// A component that draws one icon, for icon invalidation.
struct Starred: EngineComponent {
    static let name = "Starred"
    static let summary = "an icon"
    static let axes = [ComponentAxis(name: "kind", values: ["plain"], defaultValue: "plain")]
    static let tokens = [TokenRequirement("color.accent", .color)]
    static let icons = ["star"]
    init?(axes: AxisValues) {}
    func engineBody(_ t: ResolvedTokens) -> Node { Icon("star", size: 16, tint: t.color("color.accent")).node }
}

/// Declares two icons; each kind uses a different set of them (the last only measures one,
/// as a hidden image that still takes its space).
struct TwoIcons: EngineComponent {
    static let name = "TwoIcons"
    static let summary = "two icons"
    static let axes = [ComponentAxis(name: "kind", values: ["star", "heart", "hiddenheart", "none"], defaultValue: "star")]
    static let tokens = [TokenRequirement("color.accent", .color)]
    static let icons = ["star", "heart"]
    let kind: String
    init?(axes: AxisValues) { kind = axes.values["kind"] ?? "star" }
    func engineBody(_ t: ResolvedTokens) -> Node {
        switch kind {
        case "star": Icon("star", size: 16, tint: t.color("color.accent")).node
        case "heart": Icon("heart", size: 16, tint: t.color("color.accent")).node
        case "hiddenheart": Node.hstack(alignment: .center, spacing: 0, children: [Node.image(ImageSpec(.icon("heart"))).hidden(), Node.shape(ShapeSpec(kind: .rectangle, fill: t.color("color.accent"))).frame(width: 4, height: 4)])
        default: Node.shape(ShapeSpec(kind: .rectangle, fill: t.color("color.accent"))).frame(width: 4, height: 4)
        }
    }
}

/// One kind shows a system image (mapped through the icon folder's system-images.json), the
/// other a plain shape.
struct SystemSymbol: EngineComponent {
    static let name = "SystemSymbol"
    static let summary = "a system image"
    static let axes = [ComponentAxis(name: "kind", values: ["symbol", "plain"], defaultValue: "symbol")]
    static let tokens = [TokenRequirement("color.accent", .color)]
    let kind: String
    init?(axes: AxisValues) { kind = axes.values["kind"] ?? "symbol" }
    func engineBody(_ t: ResolvedTokens) -> Node {
        kind == "symbol" ? Node.image(ImageSpec(.system("star.fill")))
            : Node.shape(ShapeSpec(kind: .rectangle, fill: t.color("color.accent"))).frame(width: 4, height: 4)
    }
}

/// Step 1 of a render: snapshots whose keys and files are unchanged are not even laid out.
@Suite struct RenderIndexTests {
    @Test("a rerun over an unchanged store lays out nothing, opens no PNG and writes nothing")
    func noChange() throws {
        let ws = try Workspace("index-no-change")
        let context = try ws.context()
        let store = ws.store()
        let cold = try ws.render(context, into: store)
        #expect(cold.laidOut == TestCatalog.variantCount)
        #expect(cold.pngsRead == 0, "an empty store has no PNG to open")
        let before = try stamps(store.root)
        let again = try ws.render(try ws.context(), into: store)
        #expect(again.laidOut == 0)
        #expect(again.pngsRead == 0)
        #expect(again.unchanged == TestCatalog.variantCount && again.written == 0)
        #expect(try stamps(store.root) == before, "no file was written")
    }

    @Test("a token one component reads re-renders that component's snapshots only")
    func oneToken() throws {
        let ws = try Workspace("index-token")
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        // space.gap is read by Badge alone.
        let core = ws.tokens + "/core.tokens.json"
        try String(contentsOfFile: core, encoding: .utf8).replacingOccurrences(of: "\"4px\"", with: "\"6px\"")
            .write(toFile: core, atomically: true, encoding: .utf8)
        let summary = try ws.render(try ws.context(), into: store)
        #expect(summary.laidOut == TestCatalog.badgeVariantCount, "every Badge snapshot and no Dot")
        #expect(summary.rendered == TestCatalog.variantCount)
        #expect(summary.written == TestCatalog.badgeVariantCount, "a wider gap moves every Badge label")
        #expect(summary.pngsRead == TestCatalog.badgeVariantCount, "each Badge PNG is opened once, to compare with the new one")
    }

    @Test("a PNG edited by hand, under a record this build wrote, is opened once: checked against the record, then compared with the new paint")
    func editedPNGOpenedOnce() throws {
        let ws = try Workspace("index-edited-png")
        let context = try ws.context()
        let store = ws.store()
        // A complete run writes the build marker, so the next run trusts the manifest's records
        // and checks the PNG's hash against its record before painting.
        var cold = RenderRun(context: context, store: store, scales: [1], jobs: 2)
        cold.isComplete = true
        _ = try cold.run(try ws.select(context))
        let target = "Badge/plain-sm-beta-dark-ltr@1x.png"
        let original = try #require(bytes(store.path(target)))
        try changeOnePixel(store.path(target), x: 1, y: 1)
        let summary = try ws.render(context, into: store)
        #expect(summary.laidOut == 1, "the index vouches for every other snapshot")
        #expect(summary.pngsRead == 1, "the edited PNG is read once, not once for the hash and again for the comparison")
        #expect(summary.written == 1)
        #expect(bytes(store.path(target)) == original)
    }

    @Test("a changed icon re-renders the components that declare it, and nothing else")
    func oneIcon() throws {
        let ws = try Workspace("index-icon")
        let icons = ws.root + "/icons"
        try FileManager.default.copyItem(atPath: Harness.repo + "/Icons", toPath: icons)
        let catalog = Catalog(components: [Badge<ShortLabel>.self, Dot.self, Starred.self], backgroundToken: "color.canvas", canvasInset: 2)
        func context() throws -> RenderContext {
            try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts", iconsDirectory: icons, tokensDirectory: ws.tokens)
        }
        let store = ws.store()
        let all = try VariantMatrix.select(catalog, brands: try context().brands, themes: try context().themes, filter: VariantFilter())
        _ = try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all)
        let star = icons + "/star.svg"
        try String(contentsOfFile: star, encoding: .utf8).replacingOccurrences(of: "<svg ", with: "<svg data-edited=\"1\" ")
            .write(toFile: star, atomically: true, encoding: .utf8)
        let summary = try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all)
        #expect(summary.laidOut == all.filter { $0.component.name == "Starred" }.count)
        #expect(summary.laidOut > 0)
    }

    @Test("a changed icon lays out again exactly the variants that draw or measure it, not every variant of a component that declares it")
    func oneIconOfTwo() throws {
        let ws = try Workspace("index-icon-variants")
        let icons = ws.root + "/icons"
        try FileManager.default.copyItem(atPath: Harness.repo + "/Icons", toPath: icons)
        let catalog = Catalog(components: [Dot.self, TwoIcons.self], backgroundToken: "color.canvas", canvasInset: 2)
        func context() throws -> RenderContext {
            try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts", iconsDirectory: icons, tokensDirectory: ws.tokens)
        }
        let store = ws.store()
        let all = try VariantMatrix.select(catalog, brands: try context().brands, themes: try context().themes, filter: VariantFilter())
        _ = try RenderRun(context: try context(), store: store, scales: [1, 2], jobs: 2).run(all)
        let heart = icons + "/heart.svg"
        try String(contentsOfFile: heart, encoding: .utf8).replacingOccurrences(of: "<svg ", with: "<svg data-edited=\"1\" ")
            .write(toFile: heart, atomically: true, encoding: .utf8)
        let summary = try RenderRun(context: try context(), store: store, scales: [1, 2], jobs: 2).run(all)
        let usingHeart = all.filter { ["heart", "hiddenheart"].contains($0.axisValues.values["kind"] ?? "") }
        #expect(usingHeart.count == 16, "2 kinds x 2 brands x 2 themes x 2 directions")
        #expect(summary.laidOut == usingHeart.count * 2, "the heart and hidden-heart variants at both scales, no star, none or Dot")
        #expect(summary.written == 0, "the edit changes no pixel")
        let again = try RenderRun(context: try context(), store: store, scales: [1, 2], jobs: 2).run(all)
        #expect(again.laidOut == 0)
    }

    @Test("a changed system-image map lays out again exactly the variants that look the name up")
    func systemImageMap() throws {
        let ws = try Workspace("index-system-map")
        let icons = ws.root + "/icons"
        try FileManager.default.copyItem(atPath: Harness.repo + "/Icons", toPath: icons)
        let map = icons + "/system-images.json"
        try "{\"star.fill\": \"star\"}".write(toFile: map, atomically: true, encoding: .utf8)
        let catalog = Catalog(components: [Dot.self, SystemSymbol.self], backgroundToken: "color.canvas", canvasInset: 2)
        func context() throws -> RenderContext {
            try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts", iconsDirectory: icons, tokensDirectory: ws.tokens)
        }
        let store = ws.store()
        let all = try VariantMatrix.select(catalog, brands: try context().brands, themes: try context().themes, filter: VariantFilter())
        _ = try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all)
        try "{\"star.fill\": \"heart\"}".write(toFile: map, atomically: true, encoding: .utf8)
        let summary = try RenderRun(context: try context(), store: store, scales: [1], jobs: 2).run(all)
        let symbols = all.filter { $0.axisValues.values["kind"] == "symbol" }.count
        #expect(symbols == 8)
        #expect(summary.laidOut == symbols, "the symbol variants only, not the plain ones or Dot")
        #expect(summary.written == symbols, "a heart instead of a star")
    }

    @Test("a PNG changed behind the index is noticed from its size and time, and rewritten")
    func changedBehindTheIndex() throws {
        let ws = try Workspace("index-tamper")
        let store = ws.store()
        try ws.render(try ws.context(), into: store)
        let target = "Dot/sm-round-alpha-dark-ltr@1x.png"
        try changeOnePixel(store.path(target))
        let summary = try ws.render(try ws.context(), into: store)
        #expect(summary.laidOut == 1 && summary.written == 1)
    }
}

enum Harness {
    static var repo: String { ResourceLocator.root()! }
}
