import DarkroomFiles
import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomRaster
import DarkroomTokens
import Foundation

/// Everything read-only a run shares between workers: the catalogue, the private font
/// configuration, the icons, and one resolved token table per permutation of the tokens'
/// resolver (brand x theme for the built-in catalogue).
///
/// Creating it checks every component's tokens against every table and every icon against
/// the library, so a bad token file or a missing icon fails before anything is rendered.
public final class RenderContext: @unchecked Sendable {
    public let catalog: Catalog
    public let fonts: FontConfiguration
    public let icons: IconLibrary
    /// The token modifiers, each an axis of the matrix, in the resolver's order.
    public let tokenAxes: [TokenModifier]
    /// Sorted contexts of the modifier `brand` (["default"] without one).
    public let brands: [String]
    /// Sorted contexts of the modifier `theme` (["default"] without one).
    public let themes: [String]
    /// Reported, not fatal: a component reads a token its file marks `$deprecated`.
    public let warnings: [String]
    /// What produced the pixels, fonts by SHA-256. Worked out on first use: a rerun in which
    /// nothing changed writes no manifest and hashes no font.
    public var fingerprint: RendererFingerprint { lazyLock.withLock { fingerprintLocked() } }
    /// Hash of the fingerprint and the icons: part of every snapshot's input hash.
    var environmentHash: String {
        lazyLock.withLock {
            if let environmentHashValue { return environmentHashValue }
            let iconHashes = icons.hashes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            let value = Checksum.sha256Hex(canonicalJSON(fingerprintLocked()) + "|" + iconHashes + icons.assetColors.keyPart)
            environmentHashValue = value
            return value
        }
    }
    private let lazyLock = NSLock()
    private var fingerprintValue: RendererFingerprint?
    private var environmentHashValue: String?

    private func fingerprintLocked() -> RendererFingerprint {
        if let fingerprintValue { return fingerprintValue }
        let value = RendererFingerprint(darkroom: DarkroomVersion.string, libraries: Renderer.libraryVersions, fonts: fonts.fileHashes)
        fingerprintValue = value
        return value
    }
    private let tables: [String: ResolvedTokens]
    /// Keys of snapshots known without layout, and each component's restricted token table.
    /// Worked out on another thread (a digest and a restricted table per component and token
    /// context) while the caller expands the matrix, a tenth of a no-change rerun one after
    /// the other; `RenderKeys.init` cannot throw.
    var keys: RenderKeys { try! keysPrefetch.get() }
    private let keysPrefetch: Prefetch<RenderKeys>

    public convenience init(catalog: Catalog, fontsDirectory: String, iconsDirectory: String, tokensDirectory: String) throws {
        try self.init(catalog: catalog, fontsDirectory: fontsDirectory, iconsDirectory: iconsDirectory,
                      tokens: TokenSet.load(directory: tokensDirectory))
    }

    public convenience init(catalog: Catalog, fontsDirectory: String, iconsDirectory: String, tokens: TokenSet) throws {
        try self.init(catalog: catalog, fonts: FontConfiguration(directory: fontsDirectory),
                      icons: IconLibrary(directory: iconsDirectory), tokens: tokens)
    }

    /// The context of fonts and icons already loaded (`ResourceOptions` loads them on another
    /// thread while the tokens load).
    public init(catalog: Catalog, fonts: FontConfiguration, icons: IconLibrary, tokens: TokenSet) throws {
        let tokensDirectory = tokens.directory
        let iconsDirectory = icons.directory
        self.catalog = catalog
        self.fonts = fonts
        self.icons = icons
        tokenAxes = tokens.modifiers.map { TokenModifier(name: $0.name, contexts: $0.contexts.sorted(), defaultContext: $0.defaultContext, description: $0.description) }
        brands = tokens.brands
        themes = tokens.themes
        // Names become parts of file paths: refuse unsafe ones before anything is written.
        let nameProblems = SnapshotName.problems(in: catalog, tokenAxes: tokenAxes)
        if !nameProblems.isEmpty {
            throw SnapshotError.input(nameProblems.joined(separator: "\n"))
        }
        var tables: [String: ResolvedTokens] = [:]
        // The load's own warnings (what a lenient load read anyway) are said first, once.
        var warnings: [String] = tokens.warnings.map { TerminalText.escaped("\($0.location): \($0.message)") }
        for table in tokens.allTables {
            for component in catalog.components {
                try table.check(catalog.requirements(of: component), component: component.name)
                for warning in table.deprecationWarnings(catalog.requirements(of: component), component: component.name) where !warnings.contains(warning) {
                    warnings.append(warning)
                }
            }
            tables[Self.key(table.context.map { AxisValue(name: $0.modifier, value: $0.value) })] = table
        }
        self.tables = tables
        self.warnings = warnings
        if let brand = catalog.defaultBrand, !brands.contains(brand) {
            throw SnapshotError.input("the catalogue's default brand \"\(brand)\" is not in \(tokensDirectory)/brands (have: \(brands.joined(separator: ", ")))")
        }
        for component in catalog.components {
            for icon in component.icons where icons.sources[icon] == nil {
                throw RenderError.icon("component \(component.name) uses icon \"\(icon)\", which is not in \(iconsDirectory) (have: \(icons.names.joined(separator: ", "))): add \(icon).svg")
            }
        }
        let (fontStamps, iconHashes, systemIcons, assetColors) = (fonts.fileStamps, icons.hashes, icons.systemNames.icons, icons.assetColors.keyPart)
        keysPrefetch = Prefetch { [tables] in
            RenderKeys(catalog: catalog, tables: tables, fontStamps: fontStamps, iconHashes: iconHashes,
                       systemIcons: systemIcons, assetColors: assetColors)
        }
    }

    /// The context for the repository layout: `ROOT/Fonts`, `ROOT/Icons`, `ROOT/Tokens`.
    public convenience init(catalog: Catalog, root: String) throws {
        try self.init(catalog: catalog, fontsDirectory: root + "/Fonts", iconsDirectory: root + "/Icons", tokensDirectory: root + "/Tokens")
    }

    /// The running build (`BuildIdentity`): a rebuilt renderer may paint the same Scene
    /// differently, so incremental runs must not trust records made by another build.
    /// Kept out of the manifest (a rebuild would rewrite every record); see `BuildMarker`.
    static var executableHash: String { BuildIdentity.current }

    /// What a viewer sees first: the catalogue's default brand (if it has one), light, the
    /// resolver's default context of every other modifier, ltr.
    public var defaultEnvironment: [AxisValue] {
        var result: [AxisValue] = []
        for axis in tokenAxes {
            switch axis.name {
            case "brand": if let brand = catalog.defaultBrand, brands.contains(brand) { result.append(AxisValue(name: "brand", value: brand)) }
            case "theme": if themes.contains("light") { result.append(AxisValue(name: "theme", value: "light")) }
            default: if let d = axis.defaultContext { result.append(AxisValue(name: axis.name, value: d)) }
            }
        }
        result.append(AxisValue(name: "direction", value: LayoutDirection.leftToRight.rawValue))
        return result
    }

    /// The key of a permutation: its contexts in modifier order, joined with "/".
    /// Appended part by part: a key of a few short names stays a small (inline) string, with
    /// no array or heap string made, and it is looked up for every snapshot of a rerun.
    static func key(_ context: [AxisValue]) -> String {
        var key = ""
        for (i, axis) in context.enumerated() {
            if i > 0 { key += "/" }
            key += axis.value
        }
        return key
    }

    /// The table of one permutation (a variant's `tokenContext`).
    public func tokens(for context: [AxisValue]) -> ResolvedTokens {
        guard let table = tables[Self.key(context)] else {
            preconditionFailure("no token table for \(Self.key(context)): variants only use the resolver's contexts")
        }
        return table
    }

    /// The table of one brand and theme, for catalogues whose tokens have those two modifiers.
    public func theme(brand: String, theme: String) -> ResolvedTokens {
        tokens(for: [AxisValue(name: "brand", value: brand), AxisValue(name: "theme", value: theme)])
    }

    /// Every table, in permutation order.
    var allTables: [ResolvedTokens] { tables.keys.sorted().map { tables[$0]! } }
}

/// Sorted-key JSON as a string, for hashing values deterministically.
func canonicalJSON<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? ""
}

public enum DarkroomVersion {
    public static let string = "0.1.0"
}
