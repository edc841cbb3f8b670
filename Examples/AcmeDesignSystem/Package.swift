// swift-tools-version:6.0
// A design system of its own, rendered with Darkroom's CLI from a few lines of code.
import PackageDescription

let package = Package(
    name: "AcmeDesignSystem",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Darkroom", path: "../..")],
    targets: [
        .executableTarget(name: "acme-darkroom", dependencies: [
            .product(name: "DarkroomCLI", package: "Darkroom"),
            .product(name: "DarkroomCatalog", package: "Darkroom"),
            .product(name: "DarkroomLayout", package: "Darkroom"),
            .product(name: "DarkroomTokens", package: "Darkroom"),
        ]),
    ]
)
