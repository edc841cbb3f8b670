// swift-tools-version:6.0
// Darkroom: a headless component renderer for design systems.
// The targets follow the pipeline: Layout (no C) -> Raster (the only C user) -> Snapshot -> CLI.
import CompilerPluginSupport
import Foundation
import PackageDescription

let previewPlugin = PreviewPluginSwiftSyntax.choose()

let package = Package(
    name: "Darkroom",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "darkroom", targets: ["darkroom"]),
        .library(name: "DarkroomLayout", targets: ["DarkroomLayout"]),
        .library(name: "DarkroomRaster", targets: ["DarkroomRaster"]),
        .library(name: "DarkroomPNG", targets: ["DarkroomPNG"]),
        .library(name: "DarkroomDiff", targets: ["DarkroomDiff"]),
        .library(name: "DarkroomTokens", targets: ["DarkroomTokens"]),
        .library(name: "DarkroomCatalog", targets: ["DarkroomCatalog"]),
        .library(name: "DarkroomComponents", targets: ["DarkroomComponents"]),
        .library(name: "DarkroomSnapshot", targets: ["DarkroomSnapshot"]),
        .library(name: "DarkroomCLI", targets: ["DarkroomCLI"]),
        .library(name: "DarkroomManifest", targets: ["DarkroomManifest"]),
        .library(name: "DarkroomGallery", targets: ["DarkroomGallery"]),
        .library(name: "DarkroomAudit", targets: ["DarkroomAudit"]),
        .library(name: "DarkroomPreviews", targets: ["DarkroomPreviews"]),
        .library(name: "DarkroomTesting", targets: ["DarkroomTesting"]),
        .library(name: "DarkroomUI", targets: ["DarkroomUI"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML token files (Terrazzo reads them); its libyaml stays inside Yams, no C type reaches us.
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
    ] + previewPlugin.packages,
    targets: [
        // The one place C enters: cairo, pango (+ft2), fontconfig, libpng, zlib, ISA-L (PNG deflate),
        // libcrypto (SHA-256),
        // and librsvg, which is opened with dlopen on first use (see shim.h), so not linked.
        .systemLibrary(
            name: "CDarkroom",
            pkgConfig: "pangocairo pangoft2 fontconfig libpng zlib libisal libcrypto",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig1-dev", "librsvg2-dev", "libpng-dev", "zlib1g-dev", "libisal-dev", "libssl-dev"])]
        ),
        // Bounded reading of users' files (no C libraries beyond the system's).
        .target(name: "DarkroomFiles"),
        // The value types every stage shares: points, sizes, rects, colours, accessibility elements.
        .target(name: "DarkroomGeometry"),
        // View tree, layout, Scene. Pure Swift.
        .target(name: "DarkroomLayout", dependencies: ["DarkroomGeometry"]),
        // SwiftUI's API spelled exactly, lowered into the layout engine's view tree.
        // `import CoreGraphics` on Linux: Foundation's CG types plus CGAffineTransform and friends.
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        // Empty stand-ins for Swift Testing's cross-import overlays of CoreGraphics and UIKit
        // (see their one file): a test that imports Testing and SwiftUI compiles.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        // `import UIKit` on Linux: the UIKit that design-system code uses inside SwiftUI files
        // (UIColor and its system palette, UITraitCollection, UIFont, UIFontMetrics...).
        .target(name: "UIKit", dependencies: ["CoreGraphics", "_Testing_UIKit"]),
        .target(name: "DarkroomUI", dependencies: ["DarkroomLayout", "DarkroomRaster", "DarkroomFiles", "UIKit", "CoreGraphics"]),
        // `#Preview`, re-exported by `SwiftUI`: apart, so what builds DarkroomUI alone does not
        // build the macro's plugin (and swift-syntax) too.
        .target(name: "DarkroomPreviewMacro", dependencies: ["DarkroomUI", "DarkroomUIMacros"]),
        // `import SwiftUICore`: re-exports DarkroomUI, as Apple's SwiftUI re-exports SwiftUICore.
        .target(name: "SwiftUICore", dependencies: ["DarkroomUI"]),
        // `#Preview`'s expansion (a compiler plugin; runs at build time only), built against
        // the toolchain's own swift-syntax where it can be (`PreviewPluginSwiftSyntax`).
        previewPlugin.target,
        // `import SwiftUI` on Linux: re-exports DarkroomUI, so a team's files compile unchanged.
        .target(name: "SwiftUI", dependencies: ["SwiftUICore", "UIKit", "CoreGraphics", "DarkroomPreviewMacro"]),
        // Canonical PNG encoder (over ISA-L igzip) and general decoder (libpng) to straight RGBA.
        .target(name: "DarkroomPNG", dependencies: ["CDarkroom", "DarkroomFiles"]),
        // Hermetic fonts, Pango text, Cairo painting, SVG icons.
        .target(name: "DarkroomRaster", dependencies: ["CDarkroom", "DarkroomLayout", "DarkroomPNG", "DarkroomFiles"]),
        // pixelmatch-compatible image differ. Pure Swift over RGBA images.
        .target(name: "DarkroomDiff", dependencies: ["DarkroomPNG"]),
        // The store's index and the verify report: the contract between Snapshot, Gallery and CLI.
        .target(name: "DarkroomManifest", dependencies: ["DarkroomGeometry", "DarkroomFiles"]),
        // Static gallery site and Markdown/JSON docs, built from a manifest alone.
        .target(name: "DarkroomGallery", dependencies: ["DarkroomManifest", "DarkroomFiles"], resources: [.copy("Assets")]),
        // DTCG design tokens: loading, aliases, brand x theme tables.
        .target(name: "DarkroomTokens", dependencies: ["DarkroomGeometry", "DarkroomFiles", .product(name: "Yams", package: "Yams")]),
        // What a component is (axes, tokens, body) and a catalogue of them.
        .target(name: "DarkroomCatalog", dependencies: ["DarkroomFiles", "DarkroomLayout", "DarkroomTokens", "DarkroomUI"]),
        // The built-in catalogue of the seed design system.
        // The seed design system's components as its team writes them: plain SwiftUI, nothing
        // from Darkroom (the same files compile for iOS 17 against Apple's SwiftUI).
        .target(name: "SeedDesignSystem", dependencies: ["SwiftUI"]),
        .target(name: "DarkroomComponents", dependencies: ["DarkroomCatalog", "DarkroomLayout", "DarkroomTokens", "DarkroomUI", "SeedDesignSystem", "UIKit"]),
        // A package's #Previews and PreviewProviders, found in the running process, as a catalogue.
        .target(name: "DarkroomPreviews", dependencies: ["DarkroomCatalog", "DarkroomLayout", "DarkroomUI", "UIKit"]),
        // Accessibility and text-stress audits over a rendered Scene; baseline, JSON and SARIF.
        .target(name: "DarkroomAudit", dependencies: ["DarkroomLayout", "DarkroomFiles"]),
        // Matrix, naming, store, manifest, diff, verify/record.
        .target(name: "DarkroomSnapshot", dependencies: ["DarkroomFiles", "DarkroomCatalog", "DarkroomManifest", "DarkroomLayout", "DarkroomRaster", "DarkroomTokens", "DarkroomDiff", "DarkroomPNG"]),
        // The command tree, as a library so a user's package gets the same CLI.
        // Not on DarkroomComponents: the CLI takes its catalogue as a value (`main(catalog:)`,
        // `main(previews:)`), so it compiles while swift-syntax and the #Preview plugin, which the
        // built-in components wait for, are still building; only the executables link them.
        .target(name: "DarkroomCLI", dependencies: [
            "DarkroomSnapshot", "DarkroomTokens", "DarkroomGallery", "DarkroomAudit", "DarkroomFiles",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The executable allocates with mimalloc (Debian's libmimalloc, linked ahead of libc so its
        // malloc and free are the process's, Cairo's and Pango's included): a render is many
        // small short-lived allocations, and glibc's malloc and free were 7.5 % of a cold
        // render's time (perf). Cold catalogue, --jobs 2, median of 14 alternating runs:
        // 0.870 -> 0.805 s, CPU 1.62 -> 1.50 s; the same bytes; peak RSS 75 -> 86 MB.
        .executableTarget(name: "darkroom", dependencies: ["DarkroomCLI", "DarkroomComponents"],
                          linkerSettings: [.linkedLibrary("mimalloc")]),
        .executableTarget(name: "darkroom-bench", dependencies: ["DarkroomRaster", "DarkroomLayout", "DarkroomSnapshot", "DarkroomComponents", "DarkroomCatalog", "DarkroomDiff", "DarkroomPNG"], path: "Sources/Bench"),
        // assertSnapshot for XCTest and Swift Testing.
        .target(name: "DarkroomTesting", dependencies: ["DarkroomSnapshot", "DarkroomRaster", "DarkroomLayout", "DarkroomDiff", "DarkroomPNG", "DarkroomUI"]),

        .testTarget(name: "DarkroomLayoutTests", dependencies: ["DarkroomLayout"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DarkroomPNGTests", dependencies: ["DarkroomPNG", "CDarkroom"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DarkroomDiffTests", dependencies: ["DarkroomDiff", "DarkroomPNG"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DarkroomRasterTests", dependencies: ["DarkroomRaster", "DarkroomLayout"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DarkroomTokensTests", dependencies: ["DarkroomTokens", "DarkroomFiles", "DarkroomLayout"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DarkroomComponentsTests", dependencies: ["DarkroomComponents", "DarkroomRaster", "DarkroomSnapshot", "DarkroomUI", "SeedDesignSystem"]),
        .testTarget(name: "DarkroomSnapshotTests", dependencies: ["DarkroomSnapshot", "DarkroomComponents", "DarkroomTesting", "SwiftUI"], exclude: ["__Snapshots__"]),
        .testTarget(name: "DarkroomGalleryTests", dependencies: ["DarkroomGallery", "DarkroomManifest", "DarkroomPNG"]),
        .testTarget(name: "DarkroomAuditTests", dependencies: ["DarkroomAudit", "DarkroomUI", "SwiftUI", "DarkroomLayout", "DarkroomRaster"]),
        .testTarget(name: "DarkroomCLITests", dependencies: ["DarkroomCLI"]),
        .testTarget(name: "DarkroomPreviewsTests", dependencies: ["DarkroomPreviews", "DarkroomSnapshot", "SwiftUI", "SeedDesignSystem"]),
        .testTarget(name: "DarkroomUITests", dependencies: ["DarkroomUI", "SwiftUI", "DarkroomLayout", "DarkroomRaster", "CompatCorpus"],
                    resources: [.process("Assets.xcassets")]),
        // The compatibility corpus: design-system components written as iOS teams write them,
        // each file importing only what an iOS file would; compiled unchanged, and rendered
        // against committed references in light/dark x LTR/RTL by CompatCorpusTests.
        .target(name: "CompatCorpus", dependencies: ["SwiftUI"], path: "Tests/CompatCorpus", resources: [.process("Colors.xcassets")]),
        .testTarget(name: "CompatCorpusTests", dependencies: ["CompatCorpus", "DarkroomTesting", "SwiftUI"], exclude: ["__Snapshots__"]),
    ]
)

// `darkroom render --package PATH`: a team's package is compiled here, beside Darkroom's own
// build, so its SwiftUI files build unchanged against DarkroomUI and reuse every module
// already built. `darkroom` writes the description (PackagePreviews.swift in DarkroomCLI)
// and symbolic links to the team's target folders under .build; without it, nothing changes.
if let spec = Context.environment["DARKROOM_PREVIEW_PACKAGE"],
   let json = try? JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any],
   let targets = json["targets"] as? [[String: Any]], let runner = json["runner"] as? String {
    for target in targets {
        let resources = (target["resources"] as? [[String: String]] ?? []).map { resource -> Resource in
            resource["rule"] == "copy" ? .copy(resource["path"]!) : .process(resource["path"]!)
        }
        let dependencies = (target["dependencies"] as? [String] ?? []).map { Target.Dependency.target(name: $0) }
        package.targets.append(.target(name: target["name"] as! String, dependencies: dependencies,
                                       path: target["path"] as? String, exclude: target["exclude"] as? [String] ?? [],
                                       sources: target["sources"] as? [String], resources: resources))
    }
    package.targets.append(.executableTarget(name: "darkroom-previews", dependencies: [
        "DarkroomCLI", "DarkroomPreviews",
    ] + targets.map { .target(name: $0["name"] as! String) }, path: runner))
    package.products.append(.executable(name: "darkroom-previews", targets: ["darkroom-previews"]))
}

/// Where `#Preview`'s plugin gets swift-syntax.
///
/// Every Swift toolchain ships swift-syntax already built, in `usr/lib/swift/host`: the
/// compiler's own copy, with the modules and shared libraries its bundled macro plugins
/// (Observation's, Swift Testing's) are built against. The plugin is built against that copy,
/// so no build of Darkroom fetches or compiles swift-syntax's sources (the compiler only
/// builds the imported modules from their interfaces, once per build folder): from a fresh
/// clone `make test` took 430 s instead of 508 s, and `make snapshots` 88 s instead of 151 s
/// (issue 22). The folder is found from the PackageDescription library this manifest runs
/// with, which is the toolchain building the package.
///
/// The swift-syntax package is fetched and built instead where the toolchain has no such
/// folder, and where Darkroom is another package's checked-out dependency: SwiftPM refuses
/// the unsafe flags (-I, -L) in a versioned dependency.
struct PreviewPluginSwiftSyntax {
    let packages: [Package.Dependency]
    let target: Target

    /// The swift-syntax modules the plugin imports, directly or through its entry point.
    static let modules = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftCompilerPluginMessageHandling"]

    static func choose() -> PreviewPluginSwiftSyntax {
        if !Context.packageDirectory.contains("/checkouts/"), let host = toolchainHostFolder() {
            return PreviewPluginSwiftSyntax(packages: [], target: .macro(
                name: "DarkroomUIMacros",
                swiftSettings: [.unsafeFlags(["-I", host])],
                linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]))
        }
        return PreviewPluginSwiftSyntax(
            packages: [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")],
            target: .macro(name: "DarkroomUIMacros", dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]))
    }

    /// `<toolchain>/usr/lib/swift/host` if it holds the modules, from the PackageDescription
    /// library this process has mapped (`<toolchain>/usr/lib/swift/pm/ManifestAPI/`). The map is
    /// read line by line with stdio: `String(contentsOfFile:)` returned only part of it (4,770
    /// bytes, without that line) when Darkroom was another package's dependency.
    static func toolchainHostFolder() -> String? {
        guard let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        var buffer = [CChar](repeating: 0, count: 4096)
        var library: String?
        while library == nil, fgets(&buffer, Int32(buffer.count), maps) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasSuffix("/pm/ManifestAPI/libPackageDescription.so"), let start = line.firstIndex(of: "/") {
                library = String(line[start...])
            }
        }
        guard let library else { return nil }
        let host = URL(fileURLWithPath: library).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("host").path
        let complete = modules.allSatisfy { FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule") }
        return complete ? host : nil
    }
}
