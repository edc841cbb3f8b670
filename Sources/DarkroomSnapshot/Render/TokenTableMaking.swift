import DarkroomManifest
import DarkroomTokens

extension TokenTable {
    /// The table of every token the context's catalogue reads, in every brand and theme: the
    /// declared ones, and those `components` (the manifest's) list as recorded reads.
    init(_ context: RenderContext, components: [ComponentInfo] = []) {
        let tables = context.allTables
        var readers: [String: (type: String, components: Set<String>)] = [:]
        for component in context.catalog.components {
            for requirement in context.catalog.requirements(of: component) {
                readers[requirement.path, default: (requirement.type.rawValue, [])].components.insert(component.name)
            }
        }
        for component in components {
            for path in component.tokens {
                let type = tables.lazy.compactMap { $0.types[path]?.rawValue }.first ?? "missing"
                readers[path, default: (type, [])].components.insert(component.name)
            }
        }
        let contexts = tables.map { TokenContext(tokens: $0) }
        let entries = readers.keys.sorted().map { path in
            TokenEntry(path: path, type: readers[path]!.type, values: tables.map { $0[path]?.description ?? "" },
                       components: readers[path]!.components.sorted(), description: tables.first?.descriptions[path])
        }
        self.init(surfaceToken: context.catalog.backgroundToken, contexts: contexts, tokens: entries)
    }
}

extension TokenContext {
    /// Brand and theme; the full list of modifiers too when the tokens have others.
    init(tokens table: ResolvedTokens) {
        let modifiers = table.context.map { AxisValue(name: $0.modifier, value: $0.value) }
        self.init(brand: table.brand, theme: table.theme, modifiers: modifiers.map(\.name) == ["brand", "theme"] ? nil : modifiers)
    }
}
