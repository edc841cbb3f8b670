import Foundation

/// The token directory: core files, one file per theme, one file per brand.
///
/// ```
/// Tokens/
///   *.tokens.json          core: theme- and brand-independent (every *.json here; *.json5 too,
///                          read as JSON5: comments, trailing commas, unquoted names)
///   themes/<theme>.tokens.json
///   brands/<brand>.tokens.json
/// ```
/// The table of (brand, theme) is the union of core + that theme + that brand. A path may be
/// defined only once in the union: overriding would make a token's value depend on file
/// order, so a redefinition is an error that names both places. Every theme must define the
/// same paths, and so must every brand, so a table cannot silently lack a token that
/// another combination has. Files whose name starts with `$` (Tokens Studio's `$themes.json`,
/// `$metadata.json`) are not token files and are skipped. A directory without `themes/` or
/// `brands/` has a single theme or brand called "default".
struct TokenLayers: Sendable {
    var core: [TokenDocument]
    var themes: [String: TokenDocument]
    var brands: [String: TokenDocument]

    static let defaultName = "default"

    static func load(directory: String) throws -> TokenLayers {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
            throw TokenError(.io, file: directory, "token directory not found")
        }
        let core = try tokenFiles(in: directory).map { try TokenDocument.load(path: $0) }
        let themes = try named(in: directory + "/themes")
        let brands = try named(in: directory + "/brands")
        let layers = TokenLayers(core: core, themes: themes, brands: brands)
        try layers.checkParity(themes, kind: "theme")
        try layers.checkParity(brands, kind: "brand")
        return layers
    }

    /// Sorted `*.json` files directly in `directory` (none if it does not exist).
    static func tokenFiles(in directory: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { ($0.hasSuffix(".json") || $0.hasSuffix(".json5")) && !$0.hasPrefix("$") && !$0.hasPrefix(".") }
            .sorted().map { directory + "/" + $0 }
    }

    /// Layer name from a file name: `dark.tokens.json` -> `dark`.
    static func layerName(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".json5", ".json", ".tokens"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    private static func named(in directory: String) throws -> [String: TokenDocument] {
        let files = try tokenFiles(in: directory)
        if files.isEmpty { return [defaultName: TokenDocument(file: directory, tokens: [])] }
        var out: [String: TokenDocument] = [:]
        for f in files {
            let name = layerName(f)
            if let other = out[name] {
                throw TokenError(.io, file: f, "\(f) and \(other.file) both define '\(name)'; keep one")
            }
            out[name] = try TokenDocument.load(path: f)
        }
        return out
    }

    /// Every member of `layers` must define the same token paths.
    private func checkParity(_ layers: [String: TokenDocument], kind: String) throws {
        let names = layers.keys.sorted()
        var defined: [String: (layer: String, token: RawToken)] = [:]
        for name in names { for t in layers[name]!.tokens where defined[t.path] == nil { defined[t.path] = (name, t) } }
        for name in names {
            let paths = Set(layers[name]!.tokens.map(\.path))
            for path in defined.keys.sorted() where !paths.contains(path) {
                let (other, token) = defined[path]!
                throw TokenError(.inconsistentLayers, file: layers[name]!.file, token: path,
                                 "\(kind) '\(name)' does not define \(path), which \(kind) '\(other)' defines at \(token.location). Every \(kind) must define the same tokens; add it to \(layers[name]!.file).")
            }
        }
    }

    /// The merged tokens of one (brand, theme); a path defined twice is an error.
    static func merge(_ documents: [TokenDocument]) throws -> [String: RawToken] {
        var out: [String: RawToken] = [:]
        for doc in documents {
            for t in doc.tokens {
                if let first = out[t.path] {
                    throw TokenError(.duplicateToken, at: t.location, token: t.path,
                                     "\(t.path) is already defined at \(first.location). A token may be defined in only one layer (core, theme or brand); rename or remove one.")
                }
                out[t.path] = t
            }
        }
        return out
    }
}
