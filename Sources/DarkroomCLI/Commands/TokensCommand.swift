import ArgumentParser
import DarkroomFiles
import DarkroomRaster
import DarkroomTokens
import Foundation

/// `darkroom tokens`: checks a token folder or DTCG resolver file and prints what every token
/// resolves to in each permutation (brand x theme, or whatever modifiers the resolver has), so
/// a team can check its export before rendering anything.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate design tokens (a folder or a DTCG resolver file) and print every token's resolved value per context.",
        discussion: """
            Every error of the load is reported at once with file:line:column (exit 2). Without errors, prints one table per \
            permutation of the resolver's modifiers (brand x theme for the folder layout), or JSON with --json. \
            Select permutations with --brand, --theme or --context MODIFIER=VALUE. \
            Files are read leniently, as Terrazzo and Style Dictionary read them, with a warning (file:line:column) for each \
            deviation from DTCG 2025.10; --strict holds every file to DTCG 2025.10 and refuses each deviation.
            """)

    @Argument(help: "Token folder, resolver file or token file (the same as --tokens).")
    var path: String?
    @Flag(help: "Hold every token file to DTCG 2025.10 exactly: each deviation a lenient load warns about is an error.")
    var strict = false
    @Option(help: "Token folder or resolver file (default: the catalogue's, or <root>/Tokens).")
    var tokens: String?
    @Option(name: .customLong("brand"), help: "Only this brand (repeatable).", completion: NameCompletion.brands)
    var brands: [String] = []
    @Option(name: .customLong("theme"), help: "Only this theme (repeatable).", completion: NameCompletion.themes)
    var themes: [String] = []
    @Option(name: .customLong("context"), help: "Only this context of a modifier, MODIFIER=VALUE, e.g. theme=dark (repeatable).")
    var contexts: [String] = []
    @Option(help: "Only tokens whose path starts with this prefix, e.g. color.")
    var prefix: String?
    @Flag(help: "Print JSON: {tables: [{brand, theme, context: {modifier: value}, tokens: {path: {type, value, description?, deprecated?, extensions?}}}], warnings: [{file, line, column, token?, message}]}.")
    var json = false

    func validate() throws {
        if let tokens { try FolderArgument.validate(tokens, option: "--tokens") }
        if let path { try FolderArgument.validate(path, option: "PATH") }
        if let path, let tokens, path != tokens {
            throw ValidationError("two token paths given (\(path) and --tokens \(tokens)); pass one")
        }
        for clause in contexts where clause.split(separator: "=", maxSplits: 1).count != 2 {
            throw ValidationError("bad --context \"\(clause)\": write --context MODIFIER=VALUE, e.g. --context theme=dark")
        }
    }

    func run() throws {
        guard let path = path ?? tokens ?? DarkroomCLI.configuration.tokensDirectory ?? ResourceLocator.root().map({ $0 + "/Tokens" }) else {
            throw ValidationError("cannot find the Tokens/ folder: run darkroom from the repository root or pass --tokens PATH")
        }
        let set = try TokenSet.load(directory: path, validation: strict ? .strict : .lenient)
        // Said once each, before the tables, so none is lost in a long listing.
        for warning in set.warnings {
            FileHandle.standardError.write(Data((warning.description + "\n").utf8))
        }
        let tables = try selected(set)
        let keep = { (path: String) in prefix.map { path.hasPrefix($0) } ?? true }
        if json {
            print(try jsonText(tables, warnings: set.warnings, keep: keep))
        } else {
            // Names and values come from token files: escaped, so a control character in one
            // cannot rewrite the terminal or forge a table row.
            let e = TerminalText.escaped
            for t in tables {
                print("# " + (t.context.isEmpty ? "(no modifiers)" : e(t.context.map(\.value).joined(separator: " "))))
                for path in t.values.keys.filter(keep).sorted() {
                    print("\(e(path))\t\(t.types[path]?.rawValue ?? "other")\t\(e(t.values[path]!.description))")
                }
            }
        }
        let count = tables.first.map { $0.values.keys.filter(keep).count } ?? 0
        let axes = set.modifiers.isEmpty ? "no modifiers" : set.modifiers.map { "\($0.contexts.count) \($0.name)" }.joined(separator: " x ")
        let deprecated = tables.first.map { $0.deprecations.keys.filter(keep).count } ?? 0
        let warned = set.warnings.isEmpty ? "" : "; \(set.warnings.count) warning\(set.warnings.count == 1 ? "" : "s") (--strict refuses them)"
        FileHandle.standardError.write(Data(TerminalText.escaped("tokens: \(set.directory) is valid: \(count) tokens x \(tables.count) tables (\(axes))\(deprecated > 0 ? "; \(deprecated) deprecated" : "")\(warned)").utf8 + Data("\n".utf8)))
    }

    /// The permutations the filters select; an unknown modifier or context is a usage error
    /// naming the valid ones.
    private func selected(_ set: TokenSet) throws -> [ResolvedTokens] {
        var wanted: [String: [String]] = [:]
        if !brands.isEmpty { wanted["brand"] = brands }
        if !themes.isEmpty { wanted["theme"] = themes }
        for clause in contexts {
            let parts = clause.split(separator: "=", maxSplits: 1).map(String.init)
            wanted[parts[0], default: []].append(parts[1])
        }
        return try set.tables(matching: wanted)
    }

    private func jsonText(_ tables: [ResolvedTokens], warnings: [TokenWarning], keep: (String) -> Bool) throws -> String {
        struct Entry: Encodable {
            let type: String, value: String
            let description: String?, deprecated: String?, extensions: String?
        }
        struct Table: Encodable { let brand: String; let theme: String; let context: [String: String]; let tokens: [String: Entry] }
        struct Warning: Encodable { let file: String; let line: Int?; let column: Int?; let token: String?; let message: String }
        struct Output: Encodable { let tables: [Table]; let warnings: [Warning] }
        let out = tables.map { t in
            Table(brand: t.brand, theme: t.theme, context: Dictionary(uniqueKeysWithValues: t.context.map { ($0.modifier, $0.value) }),
                  tokens: Dictionary(uniqueKeysWithValues: t.values.keys.filter(keep).map {
                      ($0, Entry(type: t.types[$0]?.rawValue ?? "other", value: t.values[$0]!.description,
                                 description: t.descriptions[$0], deprecated: t.deprecations[$0], extensions: t.extensions[$0]))
                  }))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let listed = warnings.map { Warning(file: $0.location.file, line: $0.location.line, column: $0.location.column, token: $0.token, message: $0.message) }
        return String(decoding: try encoder.encode(Output(tables: out, warnings: listed)), as: UTF8.self)
    }
}
