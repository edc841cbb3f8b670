import DarkroomCatalog
import DarkroomRaster
import DarkroomTokens

/// What a snapshot's pixels depend on, known without laying it out: the renderer build,
/// the fonts, the component (its Swift type: its code is part of the build), the resolved
/// values of the tokens it declares, the icons it declares, its axes, brand, theme, direction
/// and scale. Equal keys mean equal pixels, so
/// an unchanged snapshot is recognised from `.darkroom-index` alone.
///
/// Components read tokens through a table restricted to their declared list (`tokens(for:)`),
/// so an undeclared read traps instead of escaping the key.
final class RenderKeys: @unchecked Sendable {
    /// Component name + brand + theme -> the digest of everything but the variant's own axes.
    private let digests: [String: String]
    private let tables: [String: ResolvedTokens]

    init(catalog: Catalog, brands: [String], themes: [String], tables: [String: ResolvedTokens],
         fontHashes: [String: String], iconHashes: [String: String]) {
        var digests: [String: String] = [:], restricted: [String: ResolvedTokens] = [:]
        let build = RenderContext.executableHash
        let fonts = fontHashes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        for component in catalog.components {
            let paths = catalog.requirements(of: component).map(\.path).sorted()
            let icons = component.icons.sorted().map { "\($0)=\(iconHashes[$0] ?? "missing")" }.joined(separator: ",")
            for brand in brands {
                for theme in themes {
                    let key = Self.key(component.name, brand, theme)
                    let table = tables[brand + "/" + theme]!
                    restricted[key] = table.restricted(to: paths)
                    let values = paths.map { "\($0)=\(table[$0]?.description ?? "")" }.joined(separator: ";")
                    let type = String(reflecting: component)
                    digests[key] = Checksum.sha256Hex("darkroom-key 1|\(build)|\(type)|\(fonts)|\(icons)|\(values)|inset=\(catalog.canvasInset)")
                }
            }
        }
        self.digests = digests
        self.tables = restricted
    }

    private static func key(_ component: String, _ brand: String, _ theme: String) -> String {
        component + "\u{0}" + brand + "\u{0}" + theme
    }

    /// The key of one snapshot.
    func key(_ variant: Variant, scale: Int) -> String {
        let digest = digests[Self.key(variant.component.name, variant.brand, variant.theme)]!
        return Checksum.sha256Hex(digest + "|" + variant.snapshotID(scale: scale))
    }

    /// The token table a variant's component may read: only what it declared.
    func tokens(for variant: Variant) -> ResolvedTokens {
        tables[Self.key(variant.component.name, variant.brand, variant.theme)]!
    }
}
