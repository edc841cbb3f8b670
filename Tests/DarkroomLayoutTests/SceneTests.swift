import Foundation
import Testing
@testable import DarkroomLayout

@Suite("Scene")
struct SceneTests {
    /// A view touching every kind of Scene content: text, shapes, icon, effects, accessibility.
    static var sample: Node {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                Icon("star", size: 16, tint: Color(hex: "#336699"))
                T("Héllo \"wörld\"", 14).foregroundColor(Color(red: 10, green: 20, blue: 30))
            }.id("row")
            RoundedRectangle(cornerRadius: 4).fill(.black).strokeBorder(.white, lineWidth: 1.5)
                .frame(width: 33.333, height: 10).opacity(0.5).scaleEffect(0.95).clipShape(.capsule)
            T("wrap me please").lineLimit(2).frame(maxWidth: 60, alignment: .leading)
                .accessibility(AccessibilitySpec(role: "text", label: "wrap", value: "v", hint: "h", identifier: "id1",
                                                 minimumHitSize: S(44, 44)))
        }.padding(3).background(Rectangle().fill(Color(hex: "#FFFFFF80")))
    }

    static func render(_ direction: LayoutDirection = .leftToRight) -> Scene {
        LayoutEngine(measurer: FixedMetricsMeasurer(), direction: direction)
            .layout(sample, proposal: P(200, 200), background: .white)
    }

    // Two layouts of the same tree give byte-identical dumps (and equal Scenes).
    @Test(arguments: LayoutDirection.allCases)
    func dumpIsStable(_ direction: LayoutDirection) {
        let a = Self.render(direction), b = Self.render(direction)
        #expect(a == b)
        #expect(a.dump == b.dump)
        #expect(a.dump.hasPrefix("scene "))
    }

    // The direction is part of the dump, and RTL frames differ from LTR ones.
    @Test func dumpDiffersByDirection() {
        let ltr = Self.render(.leftToRight).dump, rtl = Self.render(.rightToLeft).dump
        #expect(ltr != rtl)
        #expect(ltr.contains(" ltr background=#FFFFFFFF"))
        #expect(rtl.contains(" rtl background=#FFFFFFFF"))
    }

    // The exact dump of a tiny scene, written by hand: box 5, spacing 5, text 20x12.5 at (10,0),
    // box.y = (12.5-5)/2 = 3.75; canvas 30 x ceil(12.5) = 13.
    @Test func dumpFormat() {
        let scene = LayoutEngine(measurer: FixedMetricsMeasurer())
            .layout(HStack(spacing: 5) { box(5, 5).id("b"); T("ab").id("t") }, proposal: P(100, 100))
        let expected = """
            scene 30x13 ltr
              root group frame=(0,0,30,12.5)
                root/b shape rect frame=(0,3.75,5,5)
                root/t text "ab" Roboto 400 10 color=#000000FF align=left lines=1 frame=(10,0,20,12.5)
                  line 0 frame=(10,0,20,12.5) baseline=9.25 text=0+2

            """
        #expect(scene.dump == expected, "dump:\n\(scene.dump)")
    }

    // jsonData() decodes back to an equal Scene, in both directions; the JSON is canonical (stable bytes).
    @Test(arguments: LayoutDirection.allCases)
    func jsonRoundTrip(_ direction: LayoutDirection) throws {
        let scene = Self.render(direction)
        let data = try scene.jsonData()
        let decoded = try JSONDecoder().decode(Scene.self, from: data)
        #expect(decoded == scene)
        #expect(decoded.dump == scene.dump)
        #expect(try decoded.jsonData() == data)
        #expect(try Self.render(direction).jsonData() == data)
    }

    // The sample exercises what the round trip is meant to cover.
    @Test func sampleCoversContentKinds() {
        let scene = Self.render()
        var kinds = Set<String>()
        var sawEffects = false, sawClip = false
        scene.root.visit { node in
            switch node.content {
            case .group: kinds.insert("group")
            case .shape: kinds.insert("shape")
            case .text: kinds.insert("text")
            case .icon: kinds.insert("icon")
            case .image: kinds.insert("image")
            }
            if node.opacity != 1 && node.scale != 1 { sawEffects = true }
            if node.clip != nil { sawClip = true }
        }
        #expect(kinds == ["group", "shape", "text", "icon"])
        #expect(sawEffects && sawClip)
        #expect(scene.accessibilityNodes.count == 1)
    }
}
