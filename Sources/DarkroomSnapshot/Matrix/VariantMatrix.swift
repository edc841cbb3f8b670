import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomTokens

/// Expands a catalogue into variants: the product of every component axis, minus the
/// combinations a component declares impossible, times each token modifier's contexts (brand x
/// theme for the built-in catalogue; any resolver's modifiers) x direction.
public enum VariantMatrix {
    /// Every variant the catalogue produces, sorted by id.
    public static func all(_ catalog: Catalog, tokenAxes: [TokenModifier]) -> [Variant] {
        let contexts = tokenAxes.reduce([[AxisValue]]([[]])) { partial, modifier in
            partial.flatMap { prefix in modifier.contexts.map { prefix + [AxisValue(name: modifier.name, value: $0)] } }
        }
        var result: [Variant] = []
        for component in catalog.components {
            for axes in possibleAxes(of: component) {
                for context in contexts {
                    for direction in LayoutDirection.allCases {
                        result.append(Variant(component: component, axes: axes, tokenContext: context, direction: direction))
                    }
                }
            }
        }
        return sortedByID(result)
    }

    /// `variants` in id order, sorted as a permutation of indices: a Variant is a large value,
    /// and moving them about in the sort was half of expanding the matrix, which every run does
    /// before anything else.
    static func sortedByID(_ variants: [Variant]) -> [Variant] {
        variants.indices.sorted { variants[$0].id < variants[$1].id }.map { variants[$0] }
    }

    /// How many variants `all` gives for `component`, without making them: the manifest lists
    /// it for every component on every render.
    public static func count(of component: CatalogEntry, tokenAxes: [TokenModifier]) -> Int {
        possibleAxes(of: component).count * tokenAxes.reduce(1) { $0 * $1.contexts.count } * LayoutDirection.allCases.count
    }

    /// The component's axis combinations, minus those it declares impossible.
    private static func possibleAxes(of component: CatalogEntry) -> [[AxisValue]] {
        product(component.axes).filter { axes in
            component.variant(AxisValues(Dictionary(uniqueKeysWithValues: axes.map { ($0.name, $0.value) }))) != nil
        }
    }

    /// Every variant over brand x theme alone (catalogues whose tokens have just those two modifiers).
    public static func all(_ catalog: Catalog, brands: [String], themes: [String]) -> [Variant] {
        all(catalog, tokenAxes: [TokenModifier(name: "brand", contexts: brands), TokenModifier(name: "theme", contexts: themes)])
    }

    /// The variants `filter` selects. Unknown names are errors that list the valid ones.
    public static func select(_ catalog: Catalog, tokenAxes: [TokenModifier], filter: VariantFilter) throws -> [Variant] {
        try validate(catalog, tokenAxes: tokenAxes, filter: filter)
        let components = Set(filter.components)
        let wanted = filter.tokenContexts
        let axes = tokenAxes.map { m in TokenModifier(name: m.name, contexts: wanted[m.name].map { w in m.contexts.filter(w.contains) } ?? m.contexts) }
        var selected = all(catalog, tokenAxes: axes)
        if !components.isEmpty || !filter.directions.isEmpty || !filter.axisValues.isEmpty {
            selected = selected.filter { v in
                (components.isEmpty || components.contains(v.component.name))
                    && (filter.directions.isEmpty || filter.directions.contains(v.direction))
                    && filter.axisValues.allSatisfy { axis, values in
                        v.axes.first { $0.name == axis }.map { values.contains($0.value) } ?? false
                    }
            }
        }
        // Text stresses multiply the selection; the default alone leaves it as it was.
        if !filter.stresses.isEmpty, filter.stresses != [.default] {
            selected = sortedByID(selected.flatMap { v in filter.stresses.map { v.with(stress: $0) } })
        }
        if let shard = filter.shard {
            selected = selected.enumerated().filter { shard.contains(position: $0.offset) }.map(\.element)
        }
        return selected
    }

    public static func select(_ catalog: Catalog, brands: [String], themes: [String], filter: VariantFilter) throws -> [Variant] {
        try select(catalog, tokenAxes: [TokenModifier(name: "brand", contexts: brands), TokenModifier(name: "theme", contexts: themes)], filter: filter)
    }

    private static func validate(_ catalog: Catalog, tokenAxes: [TokenModifier], filter: VariantFilter) throws {
        let names = catalog.components.map { $0.name }
        for name in filter.components where !names.contains(name) {
            throw SnapshotError.usage("unknown component \"\(name)\"; valid components: \(names.joined(separator: ", "))")
        }
        for (modifier, values) in filter.tokenContexts.sorted(by: { $0.key < $1.key }) {
            guard let axis = tokenAxes.first(where: { $0.name == modifier }) else {
                throw SnapshotError.usage("unknown token modifier \"\(modifier)\"; the tokens' modifiers are \(tokenAxes.map(\.name).joined(separator: ", "))")
            }
            for value in values where !axis.contexts.contains(value) {
                let kind = modifier == "brand" || modifier == "theme" ? modifier : "context of \(modifier)"
                throw SnapshotError.usage("unknown \(kind) \"\(value)\"; valid \(modifier == "brand" ? "brands" : modifier == "theme" ? "themes" : "contexts"): \(axis.contexts.sorted().joined(separator: ", "))")
            }
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
