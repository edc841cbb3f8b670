import Foundation

/// The token folder shorthand: core files, one file per theme, one file per brand, which means
/// an implicit resolver.
///
/// ```
/// Tokens/
///   *.tokens.json          core: theme- and brand-independent (every *.json here; *.json5 too,
///                          read as JSON5: comments, trailing commas, unquoted names; and
///                          *.yaml / *.yml, read as YAML)
///   themes/<theme>.tokens.json
///   brands/<brand>.tokens.json
/// ```
/// It is the resolver: set `core` (the core files), modifier `brand` (one context per brand
/// file), modifier `theme` (one per theme file). A path defined twice (in two core files, or in
/// core and a theme) is read as Style Dictionary merges files, the later one winning, with a
/// warning naming both places; a strict load refuses it. Every theme (and every brand) must define the same paths, so a
/// permutation cannot silently lack a token another has. Files whose name starts with `$`
/// (Tokens Studio's `$themes.json`, `$metadata.json`) and resolver files (`*.resolver.json`)
/// are not token files. Without `themes/` or `brands/` there is one theme or brand, "default".
/// A folder that holds a `*.resolver.json` is read through that resolver instead.
enum TokenLayers {
    static let defaultName = "default"

    /// The plan of the folder. Lenient loads let a later file override an earlier one's token
    /// with a warning (Style Dictionary deep-merges its files); strict ones refuse it.
    static func plan(directory: String, dialect: TokenDialect, problems: inout TokenProblems) -> ResolverPlan? {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
            problems.add(TokenError(.io, file: directory, "The token folder does not exist; pass a folder of token files or a resolver file."))
            return nil
        }
        let core = tokenFiles(in: directory).compactMap { TokenDocument.load(path: $0, dialect: dialect, problems: &problems) }
        let brands = named(in: directory + "/brands", kind: "brand", dialect: dialect, problems: &problems)
        let themes = named(in: directory + "/themes", kind: "theme", dialect: dialect, problems: &problems)
        // Parity problems are reported with the rest; a file that cannot be read stops here.
        guard !problems.errors.contains(where: { $0.kind == .io || $0.kind == .syntax }) else { return nil }
        return ResolverPlan(path: directory, stages: [
            .set(name: "core", sources: core),
            .modifier(TokenModifier(name: "brand", contexts: brands.map(\.name)), contexts: Dictionary(uniqueKeysWithValues: brands.map { ($0.name, $0.sources) })),
            .modifier(TokenModifier(name: "theme", contexts: themes.map(\.name)), contexts: Dictionary(uniqueKeysWithValues: themes.map { ($0.name, $0.sources) })),
        ], policy: MergePolicy(dialect))
    }

    /// Sorted token files directly in `directory` (none if it does not exist).
    static func tokenFiles(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { ($0.hasSuffix(".json") || $0.hasSuffix(".json5") || isYAML($0)) && !$0.hasPrefix("$") && !$0.hasPrefix(".") && !isResolver($0) }
            .sorted().map { directory + "/" + $0 }
    }

    /// Token files in YAML (`YAMLReader`), as Terrazzo reads them.
    static func isYAML(_ name: String) -> Bool { name.hasSuffix(".yaml") || name.hasSuffix(".yml") }

    /// `*.resolver.json`, and a plain `resolver.json` as Terrazzo's projects name theirs.
    static func isResolver(_ name: String) -> Bool {
        name.hasSuffix(".resolver.json") || name.hasSuffix(".resolver.json5") || name == "resolver.json" || name == "resolver.json5"
    }

    /// Resolver files directly in `directory`, sorted.
    static func resolverFiles(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter(isResolver).sorted().map { directory + "/" + $0 }
    }

    /// Layer name from a file name: `dark.tokens.json` -> `dark`.
    static func layerName(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".json5", ".json", ".yaml", ".yml", ".tokens"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    /// One context per file, sorted by name; a single "default" context when there are none.
    private static func named(in directory: String, kind: String, dialect: TokenDialect, problems: inout TokenProblems) -> [(name: String, sources: [TreeGroup])] {
        let files = tokenFiles(in: directory)
        if files.isEmpty { return [(defaultName, [])] }
        var out: [(name: String, file: String, tree: TreeGroup)] = []
        for file in files {
            let name = layerName(file)
            if let other = out.first(where: { $0.name == name }) {
                problems.add(TokenError(.io, file: file, "\(file) and \(other.file) both define the \(kind) '\(name)'; keep one."))
                continue
            }
            if let tree = TokenDocument.load(path: file, dialect: dialect, problems: &problems) { out.append((name, file, tree)) }
        }
        checkParity(out, kind: kind, problems: &problems)
        return out.map { ($0.name, [$0.tree]) }
    }

    /// Every token path of a tree, with where its value is written.
    private static func tokenPaths(_ root: TreeGroup) -> [String: (location: SourceLocation, path: String)] {
        var out: [String: (location: SourceLocation, path: String)] = [:]
        var pending: [(TreeGroup, [String])] = [(root, [])]
        while let (group, path) = pending.popLast() {
            for (name, member) in group.members {
                switch member {
                case let .group(child): pending.append((child, path + [name]))
                case let .token(token):
                    let dotted = (path + [name]).joined(separator: ".")
                    out[dotted] = (token.valueLocation, dotted)
                }
            }
        }
        return out
    }

    /// Every brand (or theme) file must define the same token paths.
    private static func checkParity(_ layers: [(name: String, file: String, tree: TreeGroup)], kind: String, problems: inout TokenProblems) {
        // Paths as written, typed or not: a strict load refuses an untyped token elsewhere, and
        // must not skip it here.
        let tokens = layers.map { tokenPaths($0.tree) }
        var defined: [String: (layer: String, token: (location: SourceLocation, path: String))] = [:]
        for (layer, paths) in zip(layers, tokens) {
            for path in paths.keys.sorted() where defined[path] == nil { defined[path] = (layer.name, paths[path]!) }
        }
        for (layer, paths) in zip(layers, tokens) {
            for path in defined.keys.sorted() where paths[path] == nil {
                let (other, token) = defined[path]!
                problems.add(TokenError(.inconsistentLayers, file: layer.file, token: path,
                                        "The \(kind) '\(layer.name)' does not define \(path), which the \(kind) '\(other)' defines at \(token.location). Every \(kind) must define the same tokens; add it to \(layer.file)."))
            }
        }
    }
}
