import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomTokens
import Testing
@testable import DarkroomSnapshot

/// Matrix expansion, naming and filters, on the two-component test catalogue.
@Suite struct MatrixTests {
    let catalog = TestCatalog.catalog()
    let brands = ["alpha", "beta"]
    let themes = ["dark", "light"]

    func select(_ configure: (inout VariantFilter) throws -> Void) throws -> [Variant] {
        var filter = VariantFilter()
        try configure(&filter)
        return try VariantMatrix.select(catalog, brands: brands, themes: themes, filter: filter)
    }

    func usageMessage(_ configure: (inout VariantFilter) throws -> Void) -> String? {
        do {
            _ = try select(configure)
            return nil
        } catch let SnapshotError.usage(message) {
            return message
        } catch {
            Issue.record("expected SnapshotError.usage, got \(error)")
            return nil
        }
    }

    @Test("names are axis values in axis order, then brand, theme, direction; ids add the component and scale")
    func naming() throws {
        let v = Variant(component: CatalogEntry(Badge<ShortLabel>.self),
                        axes: [AxisValue(name: "tone", value: "accent"), AxisValue(name: "size", value: "lg")],
                        brand: "alpha", theme: "dark", direction: .rightToLeft)
        #expect(v.name == "accent-lg-alpha-dark-rtl")
        #expect(v.id == "Badge/accent-lg-alpha-dark-rtl")
        #expect(v.snapshotID(scale: 2) == "Badge/accent-lg-alpha-dark-rtl@2x")
        #expect(v.allAxes.map(\.name) == ["tone", "size", "brand", "theme", "direction"])
        let paths = SnapshotPaths(id: v.snapshotID(scale: 3))
        #expect(paths.png == "Badge/accent-lg-alpha-dark-rtl@3x.png")
        #expect(paths.sidecar == "Badge/accent-lg-alpha-dark-rtl@3x.layout.txt")
    }

    @Test("the full matrix is the product of the axes minus impossible combinations, sorted by id")
    func fullMatrix() {
        let all = VariantMatrix.all(catalog, brands: brands, themes: themes)
        #expect(all.count == TestCatalog.variantCount)
        let ids = all.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count, "ids must be unique")
        // ghost-lg is declared impossible by the component.
        #expect(!ids.contains { $0.hasPrefix("Badge/ghost-lg-") })
        #expect(ids.contains("Badge/ghost-sm-alpha-dark-ltr"))
        #expect(ids.first == "Badge/accent-lg-alpha-dark-ltr")
        #expect(ids.last == "Dot/sm-square-beta-light-rtl")
        #expect(ids.filter { $0.hasPrefix("Badge/") }.count == TestCatalog.badgeVariantCount)
    }

    @Test("a component's variant count, counted without making the variants, is what the matrix makes")
    func countWithoutVariants() {
        let axes = [TokenModifier(name: "brand", contexts: brands), TokenModifier(name: "theme", contexts: themes)]
        for component in catalog.components {
            let made = VariantMatrix.all(Catalog(entries: [component]), tokenAxes: axes).count
            #expect(VariantMatrix.count(of: component, tokenAxes: axes) == made, "\(component.name)")
        }
        #expect(VariantMatrix.count(of: catalog.components[0], tokenAxes: axes) == TestCatalog.badgeVariantCount)
        // Without token modifiers: one context; with one of no contexts: none.
        #expect(VariantMatrix.count(of: catalog.components[0], tokenAxes: []) == TestCatalog.badgeVariantCount / 4)
        #expect(VariantMatrix.count(of: catalog.components[0], tokenAxes: [TokenModifier(name: "empty", contexts: [])]) == 0)
    }

    @Test("an empty filter selects the whole matrix")
    func emptyFilter() throws {
        #expect(try select { _ in }.map(\.id) == VariantMatrix.all(catalog, brands: brands, themes: themes).map(\.id))
    }

    @Test("component, brand, theme and direction filters narrow the matrix")
    func environmentFilters() throws {
        let dots = try select { $0.components = ["Dot"] }
        #expect(dots.count == 32)
        #expect(dots.allSatisfy { $0.component.name == "Dot" })

        let beta = try select { $0.brands = ["beta"] }
        #expect(beta.count == 36)
        #expect(beta.allSatisfy { $0.brand == "beta" })

        let dark = try select { $0.themes = ["dark"]; $0.directions = [.rightToLeft] }
        #expect(dark.count == 18)
        #expect(dark.allSatisfy { $0.theme == "dark" && $0.direction == .rightToLeft })

        let both = try select { $0.brands = ["alpha", "beta"] }
        #expect(both.count == TestCatalog.variantCount)
    }

    @Test("--where AXIS=VALUE keeps variants with that value; several values for one axis mean any of them")
    func whereClauses() throws {
        let accent = try select { try $0.addWhereClauses(["tone=accent"]) }
        #expect(accent.count == 16)
        #expect(accent.allSatisfy { $0.name.hasPrefix("accent-") })

        let two = try select { try $0.addWhereClauses(["tone=accent", "tone=ghost"]) }
        #expect(two.count == 24)
        #expect(Set(two.map { $0.axes[0].value }) == ["accent", "ghost"])

        let and = try select { try $0.addWhereClauses(["tone=ghost", "size=sm"]) }
        #expect(and.count == 8)

        // `size` exists on both components with different values; sm is valid for both.
        let small = try select { try $0.addWhereClauses(["size=sm"]) }
        #expect(Set(small.map { $0.component.name }) == ["Badge", "Dot"])
        // A component without the axis is not selected by a clause on it.
        let round = try select { try $0.addWhereClauses(["shape=round"]) }
        #expect(round.count == 16)
        #expect(round.allSatisfy { $0.component.name == "Dot" })
    }

    @Test("malformed --where clauses are usage errors")
    func malformedWhere() {
        for clause in ["tone", "=accent", "tone=", ""] {
            var filter = VariantFilter()
            #expect(throws: SnapshotError.self, "\(clause)") { try filter.addWhereClauses([clause]) }
        }
    }

    @Test("unknown names are usage errors that list the valid ones")
    func unknownNames() {
        let component = usageMessage { $0.components = ["Badgee"] }
        #expect(component?.contains("unknown component \"Badgee\"") == true)
        #expect(component?.contains("Badge, Dot") == true)

        let brand = usageMessage { $0.brands = ["gamma"] }
        #expect(brand?.contains("\"gamma\"") == true)
        #expect(brand?.contains("alpha, beta") == true)

        let theme = usageMessage { $0.themes = ["sepia"] }
        #expect(theme?.contains("\"sepia\"") == true)
        #expect(theme?.contains("dark, light") == true)

        let axis = usageMessage { try $0.addWhereClauses(["colour=red"]) }
        #expect(axis?.contains("unknown axis \"colour\"") == true)
        #expect(axis?.contains("shape, size, tone") == true)

        let value = usageMessage { try $0.addWhereClauses(["tone=loud"]) }
        #expect(value?.contains("unknown value \"loud\"") == true)
        #expect(value?.contains("plain, accent, ghost") == true)
    }

    @Test("axis and value checks are scoped to the selected components")
    func scopedValidation() {
        // Dot has `shape`, Badge does not.
        let axis = usageMessage { $0.components = ["Badge"]; try $0.addWhereClauses(["shape=round"]) }
        #expect(axis?.contains("unknown axis \"shape\"") == true)
        #expect(axis?.contains("size, tone") == true)
        // md is a Dot size, not a Badge size.
        let value = usageMessage { $0.components = ["Badge"]; try $0.addWhereClauses(["size=md"]) }
        #expect(value?.contains("unknown value \"md\"") == true)
        #expect(value?.contains("sm, lg") == true)
    }

    @Test("the matrix is the same on every expansion")
    func deterministic() {
        let a = VariantMatrix.all(catalog, brands: brands, themes: themes).map(\.id)
        let b = VariantMatrix.all(catalog, brands: brands.reversed(), themes: themes.reversed()).map(\.id)
        #expect(a == b)
    }
}
