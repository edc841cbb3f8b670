import DarkroomCatalog
import DarkroomComponents
import DarkroomLayout
import DarkroomRaster
import DarkroomSnapshot
import DarkroomTokens
import Testing

/// The built-in catalogue as a whole: its matrix, its declared tokens and icons, and one
/// full render of every variant.
@Suite struct CatalogTests {
    @Test func componentsAndVariantCounts() {
        let catalog = BuiltInCatalog.catalog
        #expect(catalog.components.map { $0.name } == ["CheckboxView", "InputCheckboxBase", "InputCheckboxLegal", "ChipBase", "ButtonIcon"])
        let perEnvironment = Dictionary(grouping: VariantMatrix.all(catalog, brands: ["frisbee"], themes: ["light"]),
                                        by: { $0.component.name }).mapValues { $0.count / 2 }
        #expect(perEnvironment == ["CheckboxView": 24, "InputCheckboxBase": 108, "InputCheckboxLegal": 24, "ChipBase": 4, "ButtonIcon": 18])
    }

    /// Axis values appear in file names: lower-case, and unambiguous within a component.
    @Test(arguments: BuiltInCatalog.catalog.components.map { $0.name })
    func axisValuesAreFileNameSafe(_ name: String) throws {
        let component = try #require(BuiltInCatalog.catalog.component(named: name))
        let values = component.axes.flatMap(\.values)
        #expect(Set(values).count == values.count, "a value names one axis only")
        for value in values { #expect(value == value.lowercased() && !value.contains("-") && !value.isEmpty) }
    }

    /// Requirement and icon lists name each token and icon once (docs list them as given).
    @Test(arguments: BuiltInCatalog.catalog.components.map { $0.name })
    func requirementsListEachTokenOnce(_ name: String) throws {
        let component = try #require(BuiltInCatalog.catalog.component(named: name))
        let paths = component.tokens.map(\.path)
        #expect(Set(paths).count == paths.count, "duplicates: \(paths.filter { p in paths.filter { $0 == p }.count > 1 })")
        #expect(Set(component.icons).count == component.icons.count)
    }

    /// Every token a body reads is in its requirement list: the body is rendered with a table
    /// holding only the declared tokens (an undeclared read traps with the token's name).
    @Test func bodiesReadOnlyDeclaredTokens() {
        for component in BuiltInCatalog.catalog.components {
            let declared = Set(component.tokens.map(\.path))
            let full = Pipeline.context.theme(brand: "tdm", theme: "dark")
            let table = ResolvedTokens(brand: full.brand, theme: full.theme,
                                       values: full.values.filter { declared.contains($0.key) },
                                       types: full.types.filter { declared.contains($0.key) })
            for axes in VariantMatrix.all(Catalog(entries: [component]), brands: ["tdm"], themes: ["dark"]) {
                _ = component.variant(axes.axisValues)!.body(table, in: VariantEnvironment(direction: axes.direction, isDark: true))
            }
        }
    }

    /// One pass over the whole matrix (every brand and theme, both directions) through the
    /// real pipeline: each variant lays out, draws only declared icons, and encodes a PNG of
    /// the Scene's size.
    @Test func everyVariantRenders() throws {
        let worker = SnapshotWorker(context: Pipeline.context)
        let variants = VariantMatrix.all(BuiltInCatalog.catalog, brands: Pipeline.context.brands, themes: Pipeline.context.themes)
        #expect(Pipeline.context.brands.count == 5 && Pipeline.context.themes.count == 2)
        #expect(variants.count == (24 + 108 + 24 + 4 + 18) * 5 * 2 * 2)
        for v in variants {
            let scene = worker.scene(for: v)
            var icons: [String] = []
            scene.root.visit { if case .icon(let i) = $0.content { icons.append(i.name) } }
            #expect(icons.allSatisfy(v.component.icons.contains), "\(v.id) draws an undeclared icon")
            let png = try worker.png(for: v, scene: scene, scale: 1).bytes
            #expect(png.count > 8 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(v.id)")
            // IHDR width and height, big-endian at bytes 16..23.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == Int(scene.size.width) && height == Int(scene.size.height), "\(v.id)")
        }
    }
}
