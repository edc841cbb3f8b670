import DarkroomCatalog
import DarkroomLayout
import DarkroomSnapshot
import DarkroomTokens
import DarkroomUI
import Foundation
import Testing

/// A right-to-left variant lays out its left-to-right twin's tree when lowering the twin did
/// not depend on the direction (`DirectionReads`); otherwise it is lowered itself. Either way
/// its Scene is the one a fresh worker makes. Serialized: `Plain` counts its bodies, and a
/// test running beside the counting one would add to the count.
@Suite(.serialized) struct DirectionTwinTests {
    /// Counts lowerings of its body: the one component whose body is not direction-dependent.
    struct Plain: Component {
        nonisolated(unsafe) static var bodies = 0
        static let name = "Plain"
        static let summary = "a row that does not look at its direction"
        enum Kind: String, AxisValueProtocol { case a, b }
        static let axes: [ComponentAxis] = [.of(Kind.self, "kind", default: .a)]
        static let tokens: [TokenRequirement] = []
        let kind: Kind
        init?(axes: AxisValues) { kind = axes.get("kind") }
        func body(_ t: ResolvedTokens) -> some DarkroomUI.View {
            Self.bodies += 1
            return DarkroomUI.HStack { DarkroomUI.Text(kind.rawValue); DarkroomUI.Rectangle().frame(width: 8, height: 8) }
        }
    }

    /// A subtree forced left to right: in a right-to-left variant the lowering marks it, in a
    /// left-to-right one it does not.
    struct ForcedLeftToRight: Component {
        static let name = "ForcedLeftToRight"
        static let summary = "a row forced left to right"
        static let axes = [ComponentAxis(name: "kind", values: ["a"], defaultValue: "a")]
        static let tokens: [TokenRequirement] = []
        init?(axes: AxisValues) {}
        func body(_ t: ResolvedTokens) -> some DarkroomUI.View {
            DarkroomUI.HStack {
                DarkroomUI.Text("1")
                DarkroomUI.HStack { DarkroomUI.Text("2"); DarkroomUI.Text("3") }.environment(\.layoutDirection, .leftToRight)
            }
        }
    }

    /// Reads its direction at layout time, inside a GeometryReader.
    struct Measured: Component {
        struct Echo: DarkroomUI.View {
            @DarkroomUI.Environment(\.layoutDirection) private var direction
            var body: some DarkroomUI.View { DarkroomUI.Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        static let name = "Measured"
        static let summary = "a GeometryReader whose content reads the direction"
        static let axes = [ComponentAxis(name: "kind", values: ["a"], defaultValue: "a")]
        static let tokens: [TokenRequirement] = []
        init?(axes: AxisValues) {}
        var proposedWidth: Double? { 60 }
        func body(_ t: ResolvedTokens) -> some DarkroomUI.View {
            DarkroomUI.GeometryReader { _ in Echo() }.frame(height: 20)
        }
    }

    /// An entry written by hand, reading the direction from its `VariantEnvironment`.
    static let handWritten = CatalogEntry(name: "HandWritten", summary: "reads VariantEnvironment.direction",
                                          axes: [ComponentAxis(name: "kind", values: ["a"], defaultValue: "a")],
                                          identity: "DirectionTwinTests.handWritten") { _ in
        EntryVariant(proposedWidth: nil) { _, environment in
            ViewLowering.node(DarkroomUI.Text(environment.direction == .rightToLeft ? "rtl" : "ltr"))
        }
    }

    static func context(_ ws: Workspace, _ catalog: Catalog) throws -> RenderContext {
        try RenderContext(catalog: catalog, fontsDirectory: Harness.repo + "/Fonts", iconsDirectory: Harness.repo + "/Icons",
                          tokensDirectory: ws.tokens)
    }

    @Test("every variant's Scene, made by one worker in matrix order, is the one a fresh worker makes", arguments: [1, 2])
    func sameScenesAsAlone(scale: Int) throws {
        let ws = try Workspace("direction-twins")
        let catalog = Catalog(entries: [CatalogEntry(Plain.self), CatalogEntry(ForcedLeftToRight.self), CatalogEntry(Measured.self),
                                        Self.handWritten], backgroundToken: "color.canvas", canvasInset: 2)
        let context = try Self.context(ws, catalog)
        let worker = SnapshotWorker(context: context)
        let all = try VariantMatrix.select(catalog, brands: context.brands, themes: context.themes, filter: VariantFilter())
        #expect(all.contains { $0.direction == .rightToLeft })
        for variant in all {
            let alone = SnapshotWorker(context: context).scene(for: variant, scale: scale)
            #expect(worker.scene(for: variant, scale: scale).dump == alone.dump, "\(variant.id)")
        }
        let echo = try #require(all.first { $0.component.name == "Measured" && $0.direction == .rightToLeft })
        #expect(worker.scene(for: echo, scale: scale).dump.contains("text \"rtl\""))
    }

    @Test("a body that does not read its direction is lowered once for both directions")
    func twinsShareALowering() throws {
        let ws = try Workspace("direction-share")
        let catalog = Catalog(components: [Plain.self], backgroundToken: "color.canvas", canvasInset: 2)
        let context = try Self.context(ws, catalog)
        let worker = SnapshotWorker(context: context)
        let all = try VariantMatrix.select(catalog, brands: context.brands, themes: context.themes, filter: VariantFilter())
        let before = Plain.bodies
        for variant in all { _ = worker.scene(for: variant) }
        #expect(all.count == 2 * 2 * 2 * 2, "kinds x brands x themes x directions")
        #expect(Plain.bodies - before == all.count / 2)
    }
}
