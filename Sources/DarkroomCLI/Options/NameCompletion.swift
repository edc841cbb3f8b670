import ArgumentParser
import DarkroomTokens
import DarkroomRaster

/// Shell completion of the names a selection takes: the catalogue's components, and the
/// brands and themes of its token folder (read at completion time, so they are always current).
enum NameCompletion {
    static let components = CompletionKind.custom { _, _, prefix in
        DarkroomCLI.configuration.catalog.components.map { $0.name }.filter { $0.hasPrefix(prefix) }.sorted()
    }

    static let brands = CompletionKind.custom { _, _, prefix in tokenSet()?.brands.filter { $0.hasPrefix(prefix) } ?? [] }

    static let themes = CompletionKind.custom { _, _, prefix in tokenSet()?.themes.filter { $0.hasPrefix(prefix) } ?? [] }

    static let directions = CompletionKind.list(["ltr", "rtl"])

    /// The default token folder; a completion that cannot read it offers nothing.
    private static func tokenSet() -> TokenSet? {
        guard let folder = DarkroomCLI.configuration.tokensDirectory ?? ResourceLocator.root().map({ $0 + "/Tokens" }) else { return nil }
        return try? TokenSet.load(directory: folder)
    }
}
