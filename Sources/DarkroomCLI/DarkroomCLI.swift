import DarkroomFiles
import ArgumentParser
import DarkroomCatalog
import DarkroomGallery
import DarkroomRaster
import DarkroomSnapshot
import DarkroomTokens
import Foundation

/// The entry point a package's executable calls: Darkroom's own `darkroom` passes the
/// built-in catalogue; a user's package passes its own catalogue and tokens folder.
///
///     import DarkroomCLI
///     DarkroomCLI.main(catalog: MyCatalog.catalog, tokensDirectory: "Tokens")
public enum DarkroomCLI {
    /// Set once by `main` before parsing; commands read it (argument-parser builds the
    /// command values itself, so the catalogue cannot be passed to them directly).
    nonisolated(unsafe) static var configuration = Configuration(catalog: Catalog(components: []))

    public struct Configuration {
        public var catalog: Catalog
        /// Default token folder; nil means `<root>/Tokens`.
        public var tokensDirectory: String?
        /// Tokens given as a value instead of a folder (previews: none, two themes); `--tokens`
        /// still overrides them.
        public var tokens: TokenSet?
        public init(catalog: Catalog, tokensDirectory: String? = nil, tokens: TokenSet? = nil) {
            self.catalog = catalog; self.tokensDirectory = tokensDirectory; self.tokens = tokens
        }
    }

    /// Parses `arguments`, runs the command and exits: 0 success, 1 differences found,
    /// 2 bad usage or bad input.
    public static func main(catalog: Catalog, tokensDirectory: String? = nil,
                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        run(Configuration(catalog: catalog, tokensDirectory: tokensDirectory), arguments: arguments)
    }

    /// The entry point of a package's previews (`darkroom --package` generates the call): the
    /// catalogue `PreviewCatalog.discover()` made, in light and dark (the token modifier
    /// `theme`, with no tokens).
    public static func main(previews catalog: Catalog, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let themes = TokenSet.withoutTokens(modifier: "theme", contexts: ["dark", "light"], defaultContext: "light",
                                            origin: "previews (light and dark)")
        run(Configuration(catalog: catalog, tokens: themes), arguments: arguments)
    }

    private static func run(_ configuration: Configuration, arguments: [String]) -> Never {
        self.configuration = configuration
        do {
            // `--package PATH`: the same command, on that package's previews (built first).
            if let (package, rest) = try PackagePreviews.split(arguments) {
                if rest.first == "watch" {
                    try PackageWatch(package: package, command: WatchCommand.parse(Array(rest.dropFirst()))).run()
                }
                try PackagePreviews.run(package: package, arguments: rest, quiet: rest.contains("--quiet"))
            }
            var command = try DarkroomCommand.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            exit(report(error))
        }
    }

    /// Prints `error` the way its kind deserves and returns the exit code.
    static func report(_ error: Error) -> Int32 {
        let code = DarkroomCommand.exitCode(for: error)
        if code == .success {
            // --help, --version: argument-parser's own clean exits.
            print(DarkroomCommand.fullMessage(for: error))
            return 0
        }
        switch error {
        case let failure as DifferencesFound:
            printError(failure.message)
            return 1
        case is CancellationError:
            printError("darkroom: interrupted; finished files are complete, run the same command again to complete the job")
            return 130
        case let e as SnapshotError: printError("darkroom: error: \(e)")
        case let e as TokenError: printError("darkroom: \(e)")  // already "file:line:col: error: ..."
        case let e as RenderError: printError("darkroom: error: \(e)")
        case let e as GalleryError: printError("darkroom: error: \(e)")
        case let e as PackageError: printError("darkroom: error: \(e)")
        case is ExitCode, is CleanExit: break
        default:
            // Parse and validation errors from argument-parser: bad usage.
            printError(DarkroomCommand.fullMessage(for: error))
        }
        return 2
    }
}

/// Thrown by verify when references and renders differ (exit code 1).
struct DifferencesFound: Error {
    let message: String
}

/// Every error goes out escaped: messages quote ids, paths and fields from users' files.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((TerminalText.safe(text) + "\n").utf8))
}
