import ArgumentParser
import DarkroomRaster
import DarkroomSnapshot
import DarkroomTokens
import Foundation

/// Where fonts, icons and tokens come from.
struct ResourceOptions: ParsableArguments {
    @Option(help: "Folder holding Fonts/, Icons/ and Tokens/ (default: found from the current folder upwards).")
    var root: String?
    @Option(help: "Design tokens: a folder of DTCG files (read through its *.resolver.json if it has one) or a DTCG resolver file. Default: <root>/Tokens.")
    var tokens: String?
    @Option(help: "Font folder. Default: <root>/Fonts.")
    var fonts: String?
    @Option(help: "SVG icon folder. Default: <root>/Icons.")
    var icons: String?
    @Option(help: ArgumentHelp("A SwiftPM package whose #Previews and PreviewProviders are the catalogue: built beside Darkroom, then the command runs in that folder (default store PATH/Snapshots; relative paths are the package's).", valueName: "path"))
    var package: String?

    func makeContext() throws -> RenderContext {
        FontConfiguration.silenceSystemFontconfig()
        let base = root ?? ResourceLocator.root()
        func folder(_ explicit: String?, _ name: String) throws -> String {
            if let explicit { return explicit }
            guard let base else {
                throw SnapshotError.usage("cannot find the \(name)/ folder: run darkroom from the repository root, or pass --root DIR")
            }
            return base + "/" + name
        }
        let configuration = DarkroomCLI.configuration
        // Fonts and icons load on another thread while the tokens load here (about 3 ms of a
        // 65 ms no-change rerun); a token file's error is still reported before a font's or an
        // icon's.
        let fontsDirectory = try folder(fonts, "Fonts"), iconsDirectory = try folder(icons, "Icons")
        let fontsAndIcons = Prefetch { (try FontConfiguration(directory: fontsDirectory), try IconLibrary(directory: iconsDirectory)) }
        let tokenSet = try tokens.map { try TokenSet.load(directory: $0) } ?? configuration.tokens
            ?? TokenSet.load(directory: configuration.tokensDirectory ?? folder(nil, "Tokens"))
        let (fontConfiguration, iconLibrary) = try fontsAndIcons.get()
        let context = try RenderContext(catalog: configuration.catalog, fonts: fontConfiguration, icons: iconLibrary, tokens: tokenSet)
        // Reported, not fatal: the run goes on with the deprecated token's value.
        for warning in context.warnings {
            FileHandle.standardError.write(Data("darkroom: warning: \(warning)\n".utf8))
        }
        return context
    }

    /// These options as command-line arguments, so a printed hint repeats them.
    var arguments: [String] {
        [("--root", root), ("--tokens", tokens), ("--fonts", fonts), ("--icons", icons), ("--package", package)]
            .compactMap { name, value in value.map { [name, $0] } }.flatMap { $0 }
    }
}
