import Foundation
import Testing
@testable import DarkroomLayout

/// Effects that the mirrored-case harness cannot express, and what effects record in the
/// Scene. Each runs left-to-right and right-to-left.
@Suite struct EffectLayoutTests {
    static func scene(_ view: some View, _ direction: LayoutDirection) -> Scene {
        LayoutEngine(measurer: FixedMetricsMeasurer(), images: FixedImageMeasurer(), direction: direction).layout(view, proposal: P(100, 100))
    }

    // offset(x: 5, y: 2) moves the box and its accessibility frame by (+5, +2) in both
    // directions: SwiftUI draws in the view's own unmirrored space (teams write
    // `.offset(x: layoutDirection == .rightToLeft ? -12 : 12)` to flip one by hand).
    // The stack keeps its size and b its place.
    @Test(arguments: LayoutDirection.allCases)
    func offsetMovesDrawingNotLayout(direction: LayoutDirection) {
        let view = HStack(spacing: 0) {
            box(10, 10).accessibility(AccessibilitySpec(role: "image", label: "a")).offset(x: 5, y: 2).id("a")
            box(20, 10).id("b")
        }
        let nodes = nodesByID(Self.scene(view, direction))
        let ltr = direction == .leftToRight
        #expect(nodes["root"]?.frame == R(0, 0, 30, 10))
        #expect(nodes["root/a"]?.frame == (ltr ? R(5, 2, 10, 10) : R(25, 2, 10, 10)))
        #expect(nodes["root/a"]?.accessibility?.hitArea == (ltr ? R(5, 2, 10, 10) : R(25, 2, 10, 10)))
        #expect(nodes["root/b"]?.frame == (ltr ? R(10, 0, 20, 10) : R(0, 0, 20, 10)))
    }

    // Rotation and scale are recorded on the node, in the order applied, with their anchors;
    // the anchor is a unit point of the node's own frame and is not mirrored.
    @Test(arguments: LayoutDirection.allCases)
    func transformsAreRecordedInOrder(direction: LayoutDirection) {
        let view = box(10, 10).rotationEffect(degrees: 90, anchor: .topLeading).scaleEffect(x: 2, y: 1).id("t")
        let node = Self.scene(view, direction).root
        let quarterTurn: Double = .pi / 2
        let expected: [SceneTransform] = [.rotation(radians: quarterTurn, anchor: .topLeading), .scale(x: 2, y: 1, anchor: .center)]
        #expect(node.transforms == expected)
    }

    // An element's hit area turns with the view: a 20 x 10 box rotated 90 degrees about its
    // centre is hit in a 10 x 20 box on the same centre; scaled 2 x 1 from its top-leading
    // corner, in a 40 x 10 box. Both directions (transforms are not mirrored).
    @Test(arguments: LayoutDirection.allCases)
    func hitAreasFollowTransforms(direction: LayoutDirection) {
        let label = AccessibilitySpec(role: "image", label: "a")
        let rotated = Self.scene(box(20, 10).accessibility(label).rotationEffect(degrees: 90).padding(10), direction)
        #expect(rotated.accessibilityNodes.first.map { close($0.hitArea, R(15, 5, 10, 20)) } == true, "\(rotated.dump)")
        let scaled = Self.scene(box(20, 10).rotationEffect(degrees: 0).accessibility(label).scaleEffect(x: 2, y: 1, anchor: .topLeading).padding(10), direction)
        // The box sits at x = 10 in both directions (the canvas is symmetric); the anchor is
        // its left edge in both, UnitPoint (0, 0) not being mirrored.
        #expect(scaled.accessibilityNodes.first.map { close($0.hitArea, R(10, 10, 40, 10)) } == true, "\(scaled.dump)")
    }

    // A shadow outside a rotation cannot share the rotated node (it would rotate its offset):
    // it wraps the node in a group that casts it.
    @Test func shadowOutsideARotationWraps() {
        let shadow = ShadowSpec(color: .black, radius: 2, x: 0, y: 4)
        let node = Self.scene(box(10, 10).rotationEffect(degrees: 30).shadow(color: .black, radius: 2, x: 0, y: 4), .leftToRight).root
        #expect(node.shadow == shadow && node.transforms.isEmpty)
        #expect(node.children.first?.transforms.count == 1 && node.children.first?.shadow == nil)
    }

    // Opacity and shadow go to each leaf of a plain group, and stop at a compositing group.
    @Test func leafEffectsStopAtCompositingGroups() {
        let pair = HStack(spacing: 0) { box(10, 10).id("a"); box(10, 10).id("b") }
        let leaves = nodesByID(Self.scene(pair.leafOpacity(0.5), .leftToRight))
        #expect(leaves["root"]?.opacity == 1 && leaves["root/a"]?.opacity == 0.5 && leaves["root/b"]?.opacity == 0.5)
        let grouped = nodesByID(Self.scene(pair.compositingGroup().leafOpacity(0.5), .leftToRight))
        #expect(grouped["root"]?.isCompositingGroup == true && grouped["root"]?.opacity == 0.5)
        #expect(grouped["root/a"]?.opacity == 1)
    }

    // A custom clip is built for the clipped view's final size, in its own coordinates; a
    // fixed shape is the same in both directions.
    @Test(arguments: LayoutDirection.allCases)
    func clipPathIsBuiltForTheFinalSize(direction: LayoutDirection) {
        let view = box(30, 20).clipShape(mirroring: nil, path: { r in var p = PathSpec(); p.addRect(r); return p }).padding(5)
        var clip: ShapeKind?
        Self.scene(view, direction).root.visit { if $0.clip != nil { clip = $0.clip } }
        var expected = PathSpec()
        expected.addRect(R(0, 0, 30, 20))
        #expect(clip == .path(expected, fillRule: .nonZero))
    }

    // A mirroring shape (iOS 17's default) is mirrored in its own frame in RTL only:
    // x becomes width - x, so the rectangle starts at its top-right corner.
    @Test(arguments: LayoutDirection.allCases)
    func mirroringClipFlipsInRTL(direction: LayoutDirection) {
        let view = box(30, 20).clipShape(path: { r in var p = PathSpec(); p.addRect(r); return p }).padding(5)
        var clip: ShapeKind?
        Self.scene(view, direction).root.visit { if $0.clip != nil { clip = $0.clip } }
        guard case .path(let path, _)? = clip else { Issue.record("no clip path"); return }
        #expect(path.elements.first == .move(to: direction == .leftToRight ? Point(x: 0, y: 0) : Point(x: 30, y: 0)))
    }

    // The sidecar shows every new kind of content and effect.
    @Test func dumpNamesEffectsAndShapes() {
        let view = HStack(spacing: 0) {
            Ellipse().stroke(StrokeSpec(color: .black, lineWidth: 2, lineCap: .round, dash: [3, 1])).frame(width: 10, height: 10)
                .rotationEffect(degrees: 90).shadow(color: .black, radius: 3, x: 1, y: 2).id("e")
            Image("glyph-24x16").resizable().tint(.white).frame(width: 12, height: 8).id("i")
            Image(missing: "star.fill", size: S(5, 5)).compositingGroup().id("m")
        }
        let dump = Self.scene(view, .leftToRight).dump
        #expect(dump.contains("shape ellipse line=#000000FF/2 cap=round dash=3,1 frame=(0,0,10,10) rotate=90deg@0.5,0.5"), "\(dump)")
        #expect(dump.contains("shadow=#000000FF/3@1,2"), "\(dump)")
        #expect(dump.contains("image glyph-24x16 resizable tint=#FFFFFFFF frame=(10,1,12,8)"), "\(dump)")
        #expect(dump.contains("image missing \"star.fill\"") && dump.contains("composited"), "\(dump)")
    }

    // A Scene with every drawing addition decodes from its JSON to an equal Scene.
    @Test(arguments: LayoutDirection.allCases)
    func drawingSceneRoundTripsThroughJSON(direction: LayoutDirection) throws {
        var spanned = TextSpec(spans: [TextSpan("a", TextAttributes(font: Font(size: 10, italic: true), color: .black, kerning: 1,
                                                                      underline: TextDecoration(color: .white))),
                                       TextSpan("b", TextAttributes(font: Font(weight: 700, size: 12), color: .white, tracking: 2))])
        spanned.truncationMode = .middle
        spanned.lineSpacing = 3
        let view = VStack(spacing: 0) {
            PathShape(fillRule: .evenOdd) { r in var p = PathSpec(); p.addEllipse(in: r); p.addQuadCurve(to: Point(x: 1, y: 2), control: Point(x: 3, y: 4)); return p }
                .fill(.black).stroke(StrokeSpec(color: .white, lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [1, 2], dashPhase: 1))
                .frame(width: 20, height: 10).rotationEffect(degrees: 10).scaleEffect(x: 2, y: 1, anchor: .topLeading)
                .shadow(color: .black, radius: 2, x: 1, y: 1).compositingGroup().leafOpacity(0.5)
            Image("glyph-24x16").resizable().tint(.black).frame(width: 10, height: 10).clipShape(path: { r in var p = PathSpec(); p.addRect(r); return p })
            Image(missing: "x", size: S(4, 4)).offset(x: 1, y: 2)
            Node.text(spanned)
            RoundedRectangle(cornerSize: S(3, 2), style: .continuous).fill(.black).frame(width: 9, height: 9)
        }
        let scene = Self.scene(view, direction)
        let data = try scene.jsonData()
        let decoded = try JSONDecoder().decode(Scene.self, from: data)
        #expect(decoded == scene)
        #expect(decoded.dump == scene.dump)
        #expect(scene.dump.contains("span 1 \"b\" Roboto 700 12 color=#FFFFFFFF tracking=2"), "\(scene.dump)")
    }
}
