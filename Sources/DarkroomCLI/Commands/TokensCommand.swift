import ArgumentParser
import DarkroomRaster
import DarkroomTokens
import Foundation

/// `darkroom tokens`: checks a token folder and prints what every token resolves to, per brand
/// and theme, so a team can check its export before rendering anything.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Validate a design-token folder and print the resolved value of every token per brand and theme.",
        discussion: "Every error of the load is reported at once with file:line:column (exit 2). Without errors, prints one table per brand and theme, or JSON with --json.")

    @Option(help: "Token folder (default: the catalogue's, or <root>/Tokens).")
    var tokens: String?
    @Option(name: .customLong("brand"), help: "Only this brand (repeatable).", completion: NameCompletion.brands)
    var brands: [String] = []
    @Option(name: .customLong("theme"), help: "Only this theme (repeatable).", completion: NameCompletion.themes)
    var themes: [String] = []
    @Option(help: "Only tokens whose path starts with this prefix, e.g. color.")
    var prefix: String?
    @Flag(help: "Print JSON: [{brand, theme, tokens: {path: {type, value}}}].")
    var json = false

    func validate() throws {
        if let tokens { try FolderArgument.validate(tokens, option: "--tokens") }
    }

    func run() throws {
        guard let folder = tokens ?? DarkroomCLI.configuration.tokensDirectory ?? ResourceLocator.root().map({ $0 + "/Tokens" }) else {
            throw ValidationError("cannot find the Tokens/ folder: run darkroom from the repository root or pass --tokens DIR")
        }
        let set = try TokenSet.load(directory: folder)
        var tables: [ResolvedTokens] = []
        for brand in brands.isEmpty ? set.brands : brands {
            for theme in themes.isEmpty ? set.themes : themes {
                tables.append(try set.resolve(brand: brand, theme: theme))
            }
        }
        let keep = { (path: String) in prefix.map { path.hasPrefix($0) } ?? true }
        if json {
            struct Entry: Encodable { let type: String; let value: String }
            struct Table: Encodable { let brand: String; let theme: String; let tokens: [String: Entry] }
            let out = tables.map { t in
                Table(brand: t.brand, theme: t.theme,
                      tokens: Dictionary(uniqueKeysWithValues: t.values.keys.filter(keep).map {
                          ($0, Entry(type: t.types[$0]?.rawValue ?? "other", value: t.values[$0]!.description))
                      }))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(out), as: UTF8.self))
            return
        }
        for t in tables {
            print("# \(t.brand) \(t.theme)")
            for path in t.values.keys.filter(keep).sorted() {
                print("\(path)\t\(t.types[path]?.rawValue ?? "other")\t\(t.values[path]!.description)")
            }
        }
        let count = tables.first.map { $0.values.keys.filter(keep).count } ?? 0
        FileHandle.standardError.write(Data("tokens: \(folder) is valid: \(count) tokens x \(tables.count) brand/theme tables\n".utf8))
    }
}
