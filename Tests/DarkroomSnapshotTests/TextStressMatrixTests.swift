import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import Testing
@testable import DarkroomSnapshot

/// The Dynamic Type and pseudo-locale axes: the default changes no id, other values add a
/// name segment after the direction and multiply the selection, bad names are usage errors.
@Suite struct TextStressMatrixTests {
    let catalog = TestCatalog.catalog()

    func select(sizes: [String] = [], locales: [String] = []) throws -> [Variant] {
        var filter = VariantFilter()
        try filter.setTextStress(sizes: sizes, pseudoLocales: locales)
        return try VariantMatrix.select(catalog, brands: ["alpha", "beta"], themes: ["dark", "light"], filter: filter)
    }

    @Test("Large without a pseudo-locale is the matrix as it was: same ids, same axes")
    func defaultKeepsIds() throws {
        let plain = try VariantMatrix.select(catalog, brands: ["alpha", "beta"], themes: ["dark", "light"], filter: VariantFilter())
        let large = try select(sizes: ["l"], locales: ["none"])
        #expect(large.map(\.id) == plain.map(\.id))
        #expect(large.map(\.allAxes) == plain.map(\.allAxes))
    }

    @Test("AX5 and double-length add segments after the direction, and axes the manifest records")
    func stressedNames() throws {
        let v = Variant(component: CatalogEntry(Badge<ShortLabel>.self), axes: [AxisValue(name: "tone", value: "accent"), AxisValue(name: "size", value: "lg")],
                        brand: "alpha", theme: "dark", direction: .rightToLeft)
            .with(stress: TextStress(size: .accessibility5, pseudoLocale: .doublelength))
        #expect(v.id == "Badge/accent-lg-alpha-dark-rtl-ax5-doublelength")
        #expect(v.allAxes.suffix(2).map(\.value) == ["ax5", "doublelength"])
    }

    @Test("two sizes x two pseudo-locales multiply the selection by four, each id once")
    func product() throws {
        let plain = try select()
        let stressed = try select(sizes: ["large,accessibility5"], locales: ["none", "doublelength"])
        #expect(stressed.count == plain.count * 4)
        #expect(Set(stressed.map(\.id)).count == stressed.count)
        #expect(stressed.map(\.id) == stressed.map(\.id).sorted(), "in id order, like the unstressed matrix")
        #expect(stressed.contains { $0.id.hasSuffix("-ltr-ax5-doublelength") })
        #expect(stressed.contains { $0.id.hasSuffix("-rtl-doublelength") })
    }

    @Test("unknown sizes and pseudo-locales are usage errors listing the valid names", arguments: [
        (["ax6"], [String](), "valid sizes: xs, s, m, l"),
        ([String](), ["klingon"], "valid pseudo-locales: none, accented, bounded, doublelength, longtext"),
    ])
    func badNames(sizes: [String], locales: [String], expected: String) {
        do {
            _ = try select(sizes: sizes, locales: locales)
            Issue.record("expected a usage error")
        } catch let SnapshotError.usage(message) {
            #expect(message.contains(expected), "\(message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
