// swift-tools-version:5.9
// A design-system package as an iOS team keeps it: SwiftUI files with their previews, and
// nothing of Darkroom's. `darkroom render --package Tests/PreviewPackage` renders its previews
// (make preview-package checks them against Snapshots/ here).
import PackageDescription

let package = Package(
    name: "PreviewFixture",
    platforms: [.iOS(.v17)],
    products: [.library(name: "FixtureKit", targets: ["FixtureKit"])],
    targets: [
        .target(name: "FixtureStyle"),
        .target(name: "FixtureKit", dependencies: ["FixtureStyle"]),
    ]
)
