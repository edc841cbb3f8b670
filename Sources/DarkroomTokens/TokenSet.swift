/// All token files of a design system, loaded, resolved and validated for every (brand, theme).
///
/// Loading is all-or-nothing: `load` parses every file, checks that themes and brands define
/// the same tokens, and resolves every combination before it returns. A `TokenSet` therefore
/// never holds a half-loaded table, and `resolve` can only fail on an unknown name.
public struct TokenSet: Sendable {
    /// The directory the set was loaded from.
    public let directory: String
    private let tables: [Key: ResolvedTokens]

    private struct Key: Hashable, Sendable { var brand: String; var theme: String }

    /// Sorted brand names (file names under `brands/`).
    public let brands: [String]
    /// Sorted theme names (file names under `themes/`), e.g. `["dark", "light"]`.
    public let themes: [String]

    /// Loads `directory` (layout in `TokenLayers`, documented in Tokens/README.md). Throws `TokenError`.
    public static func load(directory: String) throws -> TokenSet {
        let layers = try TokenLayers.load(directory: directory)
        var tables: [Key: ResolvedTokens] = [:]
        for brand in layers.brands.keys.sorted() {
            for theme in layers.themes.keys.sorted() {
                let docs = layers.core + [layers.themes[theme]!, layers.brands[brand]!]
                tables[Key(brand: brand, theme: theme)] = try resolve(docs, brand: brand, theme: theme)
            }
        }
        return TokenSet(directory: directory, tables: tables,
                        brands: layers.brands.keys.sorted(), themes: layers.themes.keys.sorted())
    }

    /// Loads loose token files (a third-party export, a fixture) as one table, brand and theme "default".
    public static func load(files: [String]) throws -> ResolvedTokens {
        let docs = try files.map { try TokenDocument.load(path: $0) }
        return try resolve(docs, brand: TokenLayers.defaultName, theme: TokenLayers.defaultName)
    }

    /// The table of one brand and theme. Throws `TokenError` (`.unknownBrand`/`.unknownTheme`) listing the valid names.
    public func resolve(brand: String, theme: String) throws -> ResolvedTokens {
        guard brands.contains(brand) else {
            throw TokenError(.unknownBrand, file: directory + "/brands", token: nil,
                             "unknown brand '\(brand)'; valid brands: \(brands.joined(separator: ", "))\(hint(brand, brands))")
        }
        guard themes.contains(theme) else {
            throw TokenError(.unknownTheme, file: directory + "/themes", token: nil,
                             "unknown theme '\(theme)'; valid themes: \(themes.joined(separator: ", "))\(hint(theme, themes))")
        }
        return tables[Key(brand: brand, theme: theme)]!
    }

    /// Every table, brands then themes in sorted order.
    public var allTables: [ResolvedTokens] {
        brands.flatMap { b in themes.map { t in tables[Key(brand: b, theme: t)]! } }
    }

    private func hint(_ name: String, _ valid: [String]) -> String {
        let near = valid.filter { editDistance($0.lowercased(), name.lowercased()) <= 2 }
        return near.isEmpty ? "" : ". Did you mean '\(near[0])'?"
    }

    private static func resolve(_ docs: [TokenDocument], brand: String, theme: String) throws -> ResolvedTokens {
        let tokens = try TokenLayers.merge(docs)
        var resolver = AliasResolver(tokens: tokens, context: "brand '\(brand)', theme '\(theme)'")
        let resolved = try resolver.resolveAll()
        return ResolvedTokens(
            brand: brand, theme: theme,
            values: resolved.mapValues(\.value), types: resolved.mapValues(\.type),
            locations: tokens.mapValues(\.location), descriptions: tokens.compactMapValues(\.description))
    }
}
