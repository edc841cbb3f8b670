import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import Foundation
import Testing
@testable import DarkroomSnapshot

/// A resolver's modifiers are the matrix's token axes: a third modifier (density) multiplies the
/// matrix, names its snapshots after brand and theme, and is filtered with --context.
@Suite struct ResolverMatrixTests {
    /// The workspace's tokens behind a resolver with brand, theme and density.
    func workspace() throws -> Workspace {
        let ws = try Workspace("resolver-matrix")
        try """
            {"space": {"$type": "dimension", "gap": {"$value": "12px"}}}
            """.write(toFile: ws.tokens + "/regular.tokens.json", atomically: true, encoding: .utf8)
        try """
            {"version": "2025.10",
             "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {
               "brand": {"contexts": {"alpha": [{"$ref": "brands/alpha.tokens.json"}], "beta": [{"$ref": "brands/beta.tokens.json"}]}},
               "theme": {"contexts": {"light": [{"$ref": "themes/light.tokens.json"}], "dark": [{"$ref": "themes/dark.tokens.json"}]}},
               "density": {"contexts": {"compact": [], "regular": [{"$ref": "regular.tokens.json"}]}, "default": "regular"}},
             "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
            """.write(toFile: ws.tokens + "/tokens.resolver.json", atomically: true, encoding: .utf8)
        return ws
    }

    @Test func everyModifierIsAnAxis() throws {
        let context = try workspace().context()
        #expect(context.tokenAxes.map(\.name) == ["brand", "theme", "density"])
        let plain = VariantMatrix.all(context.catalog, brands: ["alpha", "beta"], themes: ["dark", "light"])
        let all = VariantMatrix.all(context.catalog, tokenAxes: context.tokenAxes)
        #expect(all.count == plain.count * 2)
        let v = try #require(all.first { $0.tokenContext.map(\.value) == ["alpha", "dark", "compact"] })
        #expect(v.name.hasSuffix("-alpha-dark-compact-ltr") || v.name.hasSuffix("-alpha-dark-compact-rtl"), "\(v.name)")
        #expect(v.allAxes.map(\.name).suffix(4) == ["brand", "theme", "density", "direction"])
        // The later source wins: regular overrides core's gap, compact keeps it.
        #expect(context.tokens(for: v.tokenContext).dimension("space.gap") == 4)
        let regular = v.tokenContext.map { $0.name == "density" ? AxisValue(name: "density", value: "regular") : $0 }
        #expect(context.tokens(for: regular).dimension("space.gap") == 12)
        #expect(context.defaultEnvironment.contains(AxisValue(name: "density", value: "regular")), "the resolver's default is shown first")
    }

    @Test func contextFilter() throws {
        let context = try workspace().context()
        var filter = VariantFilter()
        try filter.addContextClauses(["density=compact", "theme=dark"])
        let selected = try VariantMatrix.select(context.catalog, tokenAxes: context.tokenAxes, filter: filter)
        #expect(!selected.isEmpty && selected.allSatisfy { $0.tokenContext.map(\.value).suffix(2) == ["dark", "compact"] })
        var unknown = VariantFilter()
        try unknown.addContextClauses(["size=large"])
        #expect(throws: SnapshotError.self) { try VariantMatrix.select(context.catalog, tokenAxes: context.tokenAxes, filter: unknown) }
        do { _ = try VariantMatrix.select(context.catalog, tokenAxes: context.tokenAxes, filter: unknown) } catch {
            #expect("\(error)".contains("unknown token modifier \"size\"; the tokens' modifiers are brand, theme, density"), "\(error)")
        }
    }

    // The built-in catalogue's resolver keeps today's names: brand then theme.
    @Test func builtInNamesAreUnchanged() throws {
        let v = Variant(component: CatalogEntry(Badge<ShortLabel>.self), axes: [AxisValue(name: "size", value: "md")],
                        tokenContext: [AxisValue(name: "brand", value: "frisbee"), AxisValue(name: "theme", value: "dark")], direction: .rightToLeft)
        #expect(v.name == "md-frisbee-dark-rtl")
        #expect(v.brand == "frisbee" && v.theme == "dark")
    }

    // A token marked $deprecated that a component reads is reported (once), not refused.
    @Test func deprecatedTokenReadByAComponentIsReported() throws {
        let ws = try Workspace("deprecated")
        try """
            {"space": {"$type": "dimension", "gap": {"$value": "4px", "$deprecated": "use space.inset"}, "swatch": {"$value": "10px"}},
             "text": {"$type": "dimension", "size": {"$value": "12px"}}}
            """.write(toFile: ws.tokens + "/core.tokens.json", atomically: true, encoding: .utf8)
        let context = try ws.context()
        #expect(context.warnings.count == 1, "\(context.warnings)")
        #expect(context.warnings.first?.contains("reads token space.gap") == true)
        #expect(context.warnings.first?.hasSuffix("which is deprecated: use space.inset") == true, "\(context.warnings)")
    }
}
