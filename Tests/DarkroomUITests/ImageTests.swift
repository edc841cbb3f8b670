import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

// SwiftUI's Image through DarkroomUI, each case in LTR and RTL. Sizes follow Apple's
// documentation: an image "is displayed at its natural size" unless `resizable()`, which
// "resizes to fit its space"; `scaledToFit()`/`scaledToFill()` are `aspectRatio(contentMode:)`
// with the image's own ratio. Icons/search.svg is 24 x 24 and asymmetric (the handle is
// bottom-right), so an RTL picture equal to the LTR one shows images are not mirrored.
@MainActor
@Suite("Image") struct ImageTests {
    /// The one image node of a scene, with its frame.
    private func image(_ scene: Scene) -> (spec: ImageSpec, frame: Rect)? {
        var found: (ImageSpec, Rect)?
        scene.root.visit { node in
            if case .image(let spec) = node.content, found == nil { found = (spec, node.frame) }
        }
        return found
    }

    @Test(arguments: directions)
    func namedImageTakesItsNaturalSizeInABiggerFrame(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(Image("search").frame(width: 48, height: 40), direction)
        let found = try #require(image(scene))
        #expect(found.spec == ImageSpec(.icon("search")))
        #expect(close(found.frame, expected(Rect(x: 12, y: 8, width: 24, height: 24), direction, in: scene)))
    }

    @Test(arguments: directions)
    func resizableImageTakesTheProposal(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Image("plus").resizable().frame(width: 40, height: 30)
        }, direction)
        let found = try #require(image(scene))
        #expect(found.spec.resizable)
        #expect(close(found.frame, expected(Rect(x: 10, y: 0, width: 40, height: 30), direction, in: scene)))
    }

    // scaledToFit: the largest 1:1 size inside 100 x 50 is 50 x 50, centred by the frame.
    @Test(arguments: directions)
    func scaledToFitKeepsTheIconsRatio(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(Image("plus").resizable().scaledToFit().frame(width: 100, height: 50), direction)
        let found = try #require(image(scene))
        #expect(close(found.frame, expected(Rect(x: 25, y: 0, width: 50, height: 50), direction, in: scene)))
    }

    // scaledToFill: the smallest 1:1 size covering 100 x 50 is 100 x 100, overflowing the frame.
    @Test(arguments: directions)
    func scaledToFillCoversTheProposal(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(Image("plus").resizable().scaledToFill().frame(width: 100, height: 50), direction)
        let found = try #require(image(scene))
        #expect(close(found.frame, expected(Rect(x: 0, y: -25, width: 100, height: 100), direction, in: scene)))
    }

    // aspectRatio(2, contentMode: .fit) in 100 x 100: 100 x 50.
    @Test(arguments: directions)
    func explicitAspectRatio(direction: DarkroomLayout.LayoutDirection) throws {
        let scene = Harness.scene(Image("plus").resizable().aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)
            .frame(width: 100, height: 100), direction)
        let found = try #require(image(scene))
        #expect(close(found.frame, expected(Rect(x: 0, y: 25, width: 100, height: 50), direction, in: scene)))
    }

    @Test func renderingModes() {
        let red = DarkroomUI.Color.red
        func tint(_ view: some DarkroomUI.View, _ scheme: DarkroomUI.ColorScheme = .light) -> DarkroomLayout.Color?? {
            var spec: ImageSpec?
            Harness.scene(view, .leftToRight, scheme: scheme).root.visit {
                if case .image(let s) = $0.content { spec = s }
            }
            return spec.map(\.tint)
        }
        let redLight = DarkroomLayout.Color(hex: "#FF3B30")!
        // A named image keeps its colours unless asked to be a template.
        #expect(tint(Image("plus").foregroundColor(red)) == .some(nil))
        #expect(tint(Image("plus").renderingMode(.template).foregroundColor(red)) == .some(redLight))
        #expect(tint(Image("plus").renderingMode(.template).foregroundStyle(red)) == .some(redLight))
        // Template without a foreground colour: `primary`, by colour scheme.
        #expect(tint(Image("plus").renderingMode(.template), .dark) == .some(DarkroomLayout.Color(hex: "#FFFFFF")!))
        // A system image is a template by default; original keeps the icon's colours.
        #expect(tint(Image(systemName: "plus").foregroundColor(red).environment(\.darkroomSystemImageNames, ["plus": "plus"])) == .some(redLight))
        #expect(tint(Image(systemName: "plus").renderingMode(.original).environment(\.darkroomSystemImageNames, ["plus": "plus"])) == .some(nil))
    }

    @Test(arguments: directions)
    func systemImagesGoThroughTheNameMap(direction: DarkroomLayout.LayoutDirection) throws {
        var environment = Harness.environment(direction)
        environment.darkroomSystemImageNames = ["xmark": "close"]
        let mapped = ViewLowering.lowered(Image(systemName: "xmark"), environment: environment)
        #expect(mapped.warnings.isEmpty)
        guard case .modified(.image(let spec), _) = mapped.node else { Issue.record("not an image: \(mapped.node)"); return }
        #expect(spec.source == .icon("close"))

        // Unmapped: a visible placeholder the size of the font, and a warning naming it.
        let missing = ViewLowering.lowered(Image(systemName: "star.fill").font(.title), environment: environment)
        #expect(missing.warnings.count == 1)
        #expect(missing.warnings.first?.contains("star.fill") == true)
        let scene = Harness.renderer.layout(missing.node, direction: direction)
        let found = try #require(image(scene))
        #expect(found.spec.source == .missing(name: "star.fill", size: Size(width: 28, height: 28)))
        #expect(found.frame.size == Size(width: 28, height: 28))
    }

    @Test(arguments: directions)
    func decorativeImagesAreHiddenFromAccessibility(direction: DarkroomLayout.LayoutDirection) {
        let scene = Harness.scene(HStack {
            Image("search")
            Image(decorative: "heart")
        }, direction)
        #expect(scene.accessibilityNodes.map(\.label) == ["search"])
        #expect(scene.accessibilityNodes.map(\.role) == ["image"])
        let labelled = Harness.scene(Image("search").accessibilityLabel("Search"), direction)
        #expect(labelled.accessibilityNodes.map(\.label) == ["Search"])
    }

    // Images are not mirrored in RTL: the asymmetric search icon draws the same pixels.
    @Test func imagesAreNotMirrored() throws {
        func png(_ direction: DarkroomLayout.LayoutDirection) throws -> [UInt8] {
            let scene = Harness.scene(Image("search").renderingMode(.template).foregroundColor(.blue), direction)
            return try Harness.renderer.raster(scene, scale: 2).pngBytes()
        }
        let ltr = try png(.leftToRight)
        #expect(ltr == (try png(.rightToLeft)))
        // And the picture is not symmetric, so the test could fail.
        let node = Node.modified(Harness.node(Image("search").renderingMode(.template).foregroundColor(.blue)), .flipsForDirection(.rightToLeft))
        let mirrored = Harness.renderer.layout(node, direction: .rightToLeft)
        #expect(ltr != (try Harness.renderer.raster(mirrored, scale: 2).pngBytes()))
    }
}
