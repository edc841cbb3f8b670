import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest

/// Expands a catalogue into variants: the product of every component axis, minus the
/// combinations a component declares impossible, times brand x theme x direction.
public enum VariantMatrix {
    /// Every variant the catalogue produces, sorted by id.
    public static func all(_ catalog: Catalog, brands: [String], themes: [String]) -> [Variant] {
        var result: [Variant] = []
        for component in catalog.components {
            for axes in product(component.axes) {
                guard component.init(axes: AxisValues(Dictionary(uniqueKeysWithValues: axes.map { ($0.name, $0.value) }))) != nil else { continue }
                for brand in brands {
                    for theme in themes {
                        for direction in LayoutDirection.allCases {
                            result.append(Variant(component: component, axes: axes, brand: brand, theme: theme, direction: direction))
                        }
                    }
                }
            }
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The variants `filter` selects. Unknown names are errors that list the valid ones.
    public static func select(_ catalog: Catalog, brands: [String], themes: [String], filter: VariantFilter) throws -> [Variant] {
        try validate(catalog, brands: brands, themes: themes, filter: filter)
        let components = Set(filter.components)
        var selected = all(catalog, brands: filter.brands.isEmpty ? brands : filter.brands,
                           themes: filter.themes.isEmpty ? themes : filter.themes).filter { v in
            (components.isEmpty || components.contains(v.component.name))
                && (filter.directions.isEmpty || filter.directions.contains(v.direction))
                && filter.axisValues.allSatisfy { axis, values in
                    v.axes.first { $0.name == axis }.map { values.contains($0.value) } ?? false
                }
        }
        if let shard = filter.shard {
            selected = selected.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
        }
        return selected
    }

    private static func validate(_ catalog: Catalog, brands: [String], themes: [String], filter: VariantFilter) throws {
        let names = catalog.components.map { $0.name }
        for name in filter.components where !names.contains(name) {
            throw SnapshotError.usage("unknown component \"\(name)\"; valid components: \(names.joined(separator: ", "))")
        }
        for brand in filter.brands where !brands.contains(brand) {
            throw SnapshotError.usage("unknown brand \"\(brand)\"; valid brands: \(brands.joined(separator: ", "))")
        }
        for theme in filter.themes where !themes.contains(theme) {
            throw SnapshotError.usage("unknown theme \"\(theme)\"; valid themes: \(themes.joined(separator: ", "))")
        }
        let scope = filter.components.isEmpty ? catalog.components : catalog.components.filter { filter.components.contains($0.name) }
        for (axis, values) in filter.axisValues.sorted(by: { $0.key < $1.key }) {
            let matching = scope.flatMap { $0.axes.filter { $0.name == axis } }
            guard !matching.isEmpty else {
                let valid = Set(scope.flatMap { $0.axes.map(\.name) }).sorted()
                throw SnapshotError.usage("unknown axis \"\(axis)\"; valid axes: \(valid.joined(separator: ", "))")
            }
            let validValues = matching.flatMap(\.values).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for value in values where !validValues.contains(value) {
                throw SnapshotError.usage("unknown value \"\(value)\" for axis \(axis); valid values: \(validValues.joined(separator: ", "))")
            }
        }
    }

    /// The cartesian product of the axes, first axis slowest.
    static func product(_ axes: [ComponentAxis]) -> [[AxisValue]] {
        axes.reduce([[]]) { partial, axis in
            partial.flatMap { prefix in axis.values.map { prefix + [AxisValue(name: axis.name, value: $0)] } }
        }
    }
}
