import DarkroomCatalog
import DarkroomRaster
import DarkroomTokens

/// What a snapshot's pixels depend on, known without laying it out: the renderer build,
/// the fonts (by their stat stamps: the index is local, like the build), the component (its
/// Swift type: its code is part of the build), the resolved values of the tokens it
/// declares, the icons its last render read (listed in its index entry), its axes, token
/// contexts (brand, theme...), direction and scale. Equal keys mean equal pixels, so an
/// unchanged snapshot is recognised from `.darkroom-index` alone.
///
/// A component that declares its tokens reads a table restricted to that list
/// (`tokens(for:)`), so an undeclared read traps instead of escaping the key. One that declares
/// none reads the whole table, recording what it reads (`TokenReads`); its index entry lists
/// those tokens ("$path") beside its icons, and the key hashes their current values.
final class RenderKeys: @unchecked Sendable {
    /// Component name -> token context -> the digest of everything but the variant's own axes
    /// (nested, so a look-up joins no strings).
    private let digests: [String: [String: String]]
    /// Component name -> token context -> the table the component may read, keyed as `digests`.
    private let tables: [String: [String: ResolvedTokens]]
    /// Token context -> the whole table, for the tokens a snapshot recorded reading.
    private let fullTables: [String: ResolvedTokens]
    private let iconHashes: [String: String]
    /// `Image(systemName:)` name -> the icon the folder's map gives it.
    private let systemIcons: [String: String]

    /// `tables` is keyed by `RenderContext.key` of each permutation.
    /// `assetColors` is the icon folder's colour map (`AssetColors.keyPart`): any component
    /// may name a colour in it, so a changed map renders everything again.
    init(catalog: Catalog, tables: [String: ResolvedTokens], fontStamps: [String: String], iconHashes: [String: String],
         systemIcons: [String: String], assetColors: String) {
        var digests: [String: [String: String]] = [:], restricted: [String: [String: ResolvedTokens]] = [:]
        let build = RenderContext.executableHash
        let fonts = fontStamps.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        for component in catalog.components {
            let paths = catalog.requirements(of: component).map(\.path).sorted()
            for (context, table) in tables {
                restricted[component.name, default: [:]][context] = component.tokens.isEmpty ? table : table.restricted(to: paths)
                let values = paths.map { "\($0)=\(table[$0]?.description ?? "")" }.joined(separator: ";")
                let type = component.identity
                digests[component.name, default: [:]][context] = Checksum.sha256Hex("darkroom-key 2|\(build)|\(type)|\(fonts)|\(values)|inset=\(catalog.canvasInset)" + assetColors)
            }
        }
        self.digests = digests
        self.tables = restricted
        fullTables = tables
        self.iconHashes = iconHashes
        self.systemIcons = systemIcons
    }

    /// The key of one snapshot whose Scene reads `icons` (`SnapshotWorker.iconsRead`): each
    /// icon by its content, each system image name ("/name") by the icon it maps to, each
    /// token its body recorded reading ("$path") by its value in the variant's table.
    /// The text is built as bytes in one buffer: appending `String`s grew and re-checked a
    /// string per part, every snapshot of a no-change rerun.
    /// - Parameter id: the snapshot's id, `variant.snapshotID(scale:)` (the caller has it).
    func key(_ variant: Variant, id: String, icons: [String]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(256)
        text += digests[variant.component.name]![RenderContext.key(variant.tokenContext)]!.utf8
        text.append(UInt8(ascii: "|"))
        text += id.utf8
        // Looked up only for a snapshot that recorded token reads (the no-change rerun keys
        // every snapshot through here).
        var table: ResolvedTokens?
        for name in icons {
            text.append(UInt8(ascii: "|"))
            text += name.utf8
            text.append(UInt8(ascii: "="))
            if name.hasPrefix("$") {
                table = table ?? fullTables[RenderContext.key(variant.tokenContext)]
                text += (table?.values[String(name.dropFirst())]?.description ?? "missing").utf8
            } else if name.hasPrefix("/") {
                text += (systemIcons[String(name.dropFirst())] ?? "unmapped").utf8
            } else {
                text += (iconHashes[name] ?? "missing").utf8
            }
        }
        return KeyHash.xxh3Hex(text)
    }

    /// The token table a variant's component may read: only what it declared.
    func tokens(for variant: Variant) -> ResolvedTokens {
        tables[variant.component.name]![RenderContext.key(variant.tokenContext)]!
    }
}
