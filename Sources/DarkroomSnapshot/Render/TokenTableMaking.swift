import DarkroomManifest

extension TokenTable {
    /// The table of every token the context's catalogue reads, in every brand and theme.
    init(_ context: RenderContext) {
        var readers: [String: (type: String, components: Set<String>)] = [:]
        for component in context.catalog.components {
            for requirement in context.catalog.requirements(of: component) {
                readers[requirement.path, default: (requirement.type.rawValue, [])].components.insert(component.name)
            }
        }
        let contexts = context.brands.flatMap { brand in context.themes.map { TokenContext(brand: brand, theme: $0) } }
        let tables = contexts.map { context.theme(brand: $0.brand, theme: $0.theme) }
        let entries = readers.keys.sorted().map { path in
            TokenEntry(path: path, type: readers[path]!.type, values: tables.map { $0[path]?.description ?? "" },
                       components: readers[path]!.components.sorted(), description: tables.first?.descriptions[path])
        }
        self.init(surfaceToken: context.catalog.backgroundToken, contexts: contexts, tokens: entries)
    }
}
