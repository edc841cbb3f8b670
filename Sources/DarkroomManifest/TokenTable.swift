/// The resolved value of every token the catalogue reads, per brand and theme, and which
/// components read it: `tokens.json` beside the manifest. The gallery's tokens page is built
/// from it (values, colour swatches and their contrast against the canvas, readers).
public struct TokenTable: Codable, Hashable, Sendable {
    public static let currentFormat = 1
    public static let fileName = "tokens.json"

    public var format: Int
    /// The token painted behind every snapshot (the surface colours sit on), if any.
    public var surfaceToken: String?
    public var contexts: [TokenContext]
    /// Sorted by path.
    public var tokens: [TokenEntry]

    public init(format: Int = TokenTable.currentFormat, surfaceToken: String?, contexts: [TokenContext], tokens: [TokenEntry]) {
        self.format = format; self.surfaceToken = surfaceToken; self.contexts = contexts; self.tokens = tokens
    }
}

public struct TokenContext: Codable, Hashable, Sendable {
    public var brand: String
    public var theme: String
    /// Every token modifier's context, in the resolver's order, when the tokens have modifiers
    /// other than brand and theme (absent otherwise, so brand x theme tables read as before).
    public var modifiers: [AxisValue]?
    public init(brand: String, theme: String, modifiers: [AxisValue]? = nil) {
        self.brand = brand; self.theme = theme; self.modifiers = modifiers
    }

    /// The permutation's key: its contexts in modifier order joined with "/" ("frisbee/dark").
    public var key: String { (modifiers?.map(\.value) ?? [brand, theme]).joined(separator: "/") }
}

public struct TokenEntry: Codable, Hashable, Sendable {
    public var path: String
    public var type: String
    /// One value per context, in the table's context order (as written: `#RRGGBBAA`, `14px`...).
    public var values: [String]
    /// Components that declare they read it, sorted.
    public var components: [String]
    public var description: String?
    public init(path: String, type: String, values: [String], components: [String], description: String?) {
        self.path = path; self.type = type; self.values = values; self.components = components; self.description = description
    }
}
