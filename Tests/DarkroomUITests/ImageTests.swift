import DarkroomLayout
import DarkroomUI
import Testing

/// SwiftUI's `Image` from the icon folder (Apple, `Image`: "displayed at its natural size"
/// unless `resizable()`; template images take the foreground colour; images keep their
/// orientation in right-to-left layouts).
@MainActor
@Suite struct ImageTests {
    func image(_ scene: Scene) -> (SceneNode, ImageSpec)? {
        var found: (SceneNode, ImageSpec)?
        scene.root.visit { if case .image(let spec) = $0.content, found == nil { found = ($0, spec) } }
        return found
    }

    @Test("a named image takes the SVG's intrinsic size and is an element labelled by its name", arguments: directions)
    func intrinsic(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(DarkroomUI.Image("check"), direction)
        let (node, spec) = try #require(image(scene))
        #expect(node.frame.size == Size(width: 24, height: 24))   // Icons/check.svg is 24 x 24
        #expect(spec.source == .icon("check") && spec.tint == nil)   // .original: its own colours
        #expect(scene.accessibilityNodes.map(\.label) == ["check"])
        #expect(scene.accessibilityNodes.map(\.role) == ["image"])
    }

    @Test("a decorative image is not an accessibility element", arguments: directions)
    func decorative(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(DarkroomUI.Image(decorative: "check"), direction)
        #expect(scene.accessibilityNodes.isEmpty)
    }

    @Test("resizable takes the frame; without it the frame centres the natural size", arguments: directions)
    func resizable(direction: DarkroomLayout.LayoutDirection) throws {
        let stretched = Harness.scene(DarkroomUI.Image("check").resizable().frame(width: 16, height: 40), direction)
        #expect(try #require(image(stretched)).0.frame == Rect(x: 0, y: 0, width: 16, height: 40))
        let fixed = Harness.scene(DarkroomUI.Image("check").frame(width: 40, height: 40), direction)
        #expect(try #require(image(fixed)).0.frame == Rect(x: 8, y: 8, width: 24, height: 24))
    }

    @Test("scaledToFit keeps the aspect ratio inside the frame", arguments: directions)
    func scaledToFit(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(DarkroomUI.Image("check").resizable().scaledToFit().frame(width: 40, height: 20), direction)
        #expect(try #require(image(scene)).0.frame == Rect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test("a template image takes the foreground colour; an original one keeps its own", arguments: directions)
    func template(direction: DarkroomLayout.LayoutDirection) throws {
        let tinted = Harness.scene(DarkroomUI.Image("check").renderingMode(.template).foregroundColor(.red), direction)
        #expect(try #require(image(tinted)).1.tint == DarkroomLayout.Color(hex: "#FF3B30"))
        let original = Harness.scene(DarkroomUI.Image("check").foregroundColor(.red), direction)
        #expect(try #require(image(original)).1.tint == nil)
    }

    @Test("a system image goes through the icon folder's map and is a template by default", arguments: directions)
    func systemImage(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(DarkroomUI.Image(systemName: "heart.fill").foregroundColor(.blue), direction)
        let (node, spec) = try #require(image(scene))
        #expect(spec.source == .icon("heart") && spec.tint == DarkroomLayout.Color(hex: "#007AFF"))
        #expect(node.frame.size == Size(width: 24, height: 24))
    }

    @Test("a system image the map lacks is a visible placeholder named in the sidecar", arguments: directions)
    func unmappedSystemImage(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(DarkroomUI.Image(systemName: "gearshape.2"), direction)
        let (node, spec) = try #require(image(scene))
        #expect(spec.source == .missing(name: "gearshape.2", size: ImageSpec.missingSystemImageSize))
        #expect(node.frame.size == ImageSpec.missingSystemImageSize)
        #expect(scene.dump.contains("image missing \"gearshape.2\""))
        let png = try Harness.renderer.raster(scene, scale: 1).pngBytes()
        #expect(!png.isEmpty)
    }

    @Test("an image is not mirrored in a right-to-left layout")
    func notMirrored() throws {
        // The magnifier is asymmetric: mirrored, its handle would point the other way.
        let ltr = try Harness.renderer.raster(Harness.scene(DarkroomUI.Image("search"), .leftToRight), scale: 2).pngBytes()
        let rtl = try Harness.renderer.raster(Harness.scene(DarkroomUI.Image("search"), .rightToLeft), scale: 2).pngBytes()
        #expect(ltr == rtl)
    }
}
