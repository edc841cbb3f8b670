// swift-tools-version:6.0
// A design system of its own, rendered with Darkroom's CLI from a few lines of code.
import PackageDescription

let package = Package(
    name: "AcmeDesignSystem",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Darkroom", path: "../..")],
    targets: [
        // The design system's components: plain SwiftUI, shared unchanged with the iOS app.
        // On Linux, `import SwiftUI` is Darkroom's SwiftUI-compatible layer.
        .target(name: "AcmeDesignSystem", dependencies: [
            .product(name: "SwiftUI", package: "Darkroom", condition: .when(platforms: [.linux])),
        ]),
        // Darkroom's side: the catalogue (axes, tokens, token-to-theme mapping) and the CLI.
        .executableTarget(name: "acme-darkroom", dependencies: [
            "AcmeDesignSystem",
            .product(name: "DarkroomCLI", package: "Darkroom"),
            .product(name: "DarkroomCatalog", package: "Darkroom"),
            .product(name: "DarkroomTokens", package: "Darkroom"),
            .product(name: "DarkroomUI", package: "Darkroom"),
        ]),
    ]
)
