import DarkroomCatalog
import DarkroomLayout
import DarkroomManifest
import DarkroomRaster

extension SnapshotRecord {
    /// The manifest record of one rendered snapshot: render writes it, verify puts it in the
    /// report so `approve` can write the same record without rendering again. Its tokens are
    /// the component's as the manifest lists them (canvas included), so format 2 need not repeat them.
    /// `sidecarSha256` is the SHA-256 of the bytes written beside the PNG (`scene.dump`).
    /// `tokensRead`: what the body recorded reading, for a component that lists no tokens.
    init(variant: Variant, scene: Scene, scale: Int, png: PaintedPNG, sidecarSha256: String, inputHash: String, catalog: Catalog,
         tokensRead: [String] = []) {
        let id = variant.snapshotID(scale: scale)
        let paths = SnapshotPaths(id: id)
        self.init(id: id, component: variant.component.name, axes: variant.allAxes, scale: scale,
                  file: paths.png, sidecar: paths.sidecar,
                  pixelWidth: Int(scene.size.width) * scale, pixelHeight: Int(scene.size.height) * scale,
                  sha256: png.sha256, sidecarSha256: sidecarSha256, inputHash: inputHash, accessibility: scene.accessibilityNodes,
                  tokens: Self.tokens(catalog.requirements(of: variant.component).map(\.path), tokensRead))
    }

    /// The declared tokens in their order, then those recorded that are not declared.
    static func tokens(_ declared: [String], _ recorded: [String]) -> [String] {
        declared + recorded.filter { !declared.contains($0) }
    }
}
