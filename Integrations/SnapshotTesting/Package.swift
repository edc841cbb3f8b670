// swift-tools-version:6.0
// Darkroom's strategy for pointfreeco/swift-snapshot-testing: assertSnapshot(of: view, as: .image)
// on Linux with Darkroom's PNGs and differ. A package of its own, beside Darkroom's, because
// swift-snapshot-testing compiles SwiftUI code when `canImport(SwiftUI)` is true, and in a build
// that also builds Darkroom's `SwiftUI` module that depends on which module happens to be built
// first. This package builds DarkroomUI only, so the answer is always no.
import PackageDescription

let package = Package(
    name: "DarkroomSnapshotTesting",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DarkroomSnapshotTesting", targets: ["DarkroomSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "Darkroom", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "DarkroomSnapshotTesting", dependencies: [
            .product(name: "DarkroomUI", package: "Darkroom"),
            .product(name: "DarkroomDiff", package: "Darkroom"),
            .product(name: "DarkroomPNG", package: "Darkroom"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "DarkroomSnapshotTestingTests", dependencies: [
            "DarkroomSnapshotTesting",
            .product(name: "DarkroomUI", package: "Darkroom"),
            .product(name: "DarkroomPNG", package: "Darkroom"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)
