import DarkroomLayout
import DarkroomUI
import Testing

/// A variant's Dynamic Type size and pseudo-locale, as the render worker sets them, reach
/// what a view reads and draws: text styles scale by iOS's table, `dynamicTypeSize(_:)`
/// still clamps, and every Text string is transformed. In both directions.
@MainActor
@Suite struct TextStressTests {
    func scene<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection, _ stress: TextStress) -> Scene {
        let variant = VariantEnvironment(direction: direction, isDark: false, stress: stress)
        let node = ViewLowering.node(view, environment: EnvironmentValues(variant: variant))
        return Harness.renderer.layout(node, direction: direction)
    }

    func firstText(_ scene: Scene) -> TextSpec? {
        var found: TextSpec?
        scene.root.visit { if found == nil, case .text(let run) = $0.content { found = run.spec } }
        return found
    }


    // Apple's HIG table: body is 17 pt at Large, 53 pt at AX5, 23 pt at xxxLarge.
    @Test(arguments: textStressDirections) func accessibility5ScalesBody(_ direction: DarkroomLayout.LayoutDirection) {
        #expect(firstText(scene(Text("Hi").font(.body), direction, .default))?.font.size == 17)
        #expect(firstText(scene(Text("Hi").font(.body), direction, TextStress(size: .accessibility5)))?.font.size == 53)
        let clamped = Text("Hi").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        #expect(firstText(scene(clamped, direction, TextStress(size: .accessibility5)))?.font.size == 23)
    }

    struct ReadsSize: DarkroomUI.View {
        @Environment(\.dynamicTypeSize) var size
        var body: some DarkroomUI.View { Text(size.isAccessibilitySize ? "accessibility" : "standard") }
    }

    @Test(arguments: textStressDirections) func environmentReadsTheAxis(_ direction: DarkroomLayout.LayoutDirection) {
        #expect(firstText(scene(ReadsSize(), direction, .default))?.string == "standard")
        #expect(firstText(scene(ReadsSize(), direction, TextStress(size: .accessibility2)))?.string == "accessibility")
    }

    // Hard-coded text is transformed too, after textCase.
    @Test(arguments: textStressDirections) func pseudoLocaleTransformsEveryText(_ direction: DarkroomLayout.LayoutDirection) {
        #expect(firstText(scene(Text(verbatim: "Save").textCase(.uppercase), direction, TextStress(pseudoLocale: .bounded)))?.string == "[# SAVE #]")
        #expect(firstText(scene(Text("Save"), direction, TextStress(pseudoLocale: .doublelength)))?.string == "Save Save")
    }
}

let textStressDirections: [DarkroomLayout.LayoutDirection] = [.leftToRight, .rightToLeft]
