import DarkroomLayout
import DarkroomUI
import Foundation
import Testing

/// Text attributes as SwiftUI spells them, lowered to the engine's runs and drawn.
@MainActor
@Suite struct SwiftUITextAttributeTests {
    func spec<V: DarkroomUI.View>(_ view: V) -> TextSpec? {
        var found: TextSpec?
        Harness.scene(view, .leftToRight).root.visit { if case .text(let run) = $0.content, found == nil { found = run.spec } }
        return found
    }

    func width<V: DarkroomUI.View>(_ view: V, _ direction: DarkroomLayout.LayoutDirection) -> Double {
        Harness.scene(view, direction).root.frame.width
    }

    // Text + Text keeps each part's attributes; a modifier on the whole fills in what a part
    // has not set (the innermost modifier wins).
    @Test func concatenationKeepsEachPartsAttributes() throws {
        let text = (Text("Bold").bold() + Text(" red").foregroundColor(.red).italic() + Text(" big").font(.title))
            .font(.caption).foregroundColor(.blue)
        let runs = try #require(spec(text)).runs
        #expect(runs.map(\.string) == ["Bold", " red", " big"])
        #expect(runs.map(\.attributes.font.weight) == [700, 400, 400])
        #expect(runs.map(\.attributes.font.size) == [12, 12, 28])
        #expect(runs.map(\.attributes.font.italic) == [false, true, false])
        #expect(runs.map(\.attributes.color.hex) == ["#007AFFFF", "#FF3B30FF", "#007AFFFF"])
        for direction in directions { _ = try Pixels(text, direction) } // every face is bundled
    }

    // Every SwiftUI weight has a face and draws, upright and italic; each heavier weight is
    // wider, so each request found its own face (Roboto Thin's OS/2 class of 250 would
    // otherwise lose weight 100 to ExtraLight). iOS's headline is semibold and draws.
    @Test(arguments: directions)
    func everyWeightDraws(direction: DarkroomLayout.LayoutDirection) throws {
        let weights: [DarkroomUI.Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for italic in [false, true] {
            let widths = weights.map { weight -> Double in
                let text = Text("Weights").font(.system(size: 20, weight: weight))
                return width(italic ? text.italic() : text, direction)
            }
            #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
            for weight in weights {
                let text = Text("Weights").font(.system(size: 20, weight: weight))
                _ = try Pixels(italic ? text.italic() : text, direction)
            }
        }
        #expect(spec(Text("Headline").font(.headline))?.font.weight == 600)
        _ = try Pixels(Text("Headline").font(.headline), direction)
    }

    @Test func customFontNames() {
        #expect(spec(Text("x").font(.custom("Roboto-MediumItalic", size: 13)))?.font
                == DarkroomLayout.Font(family: "Roboto", weight: 500, size: 13, italic: true))
        #expect(spec(Text("x").font(.custom("Roboto-Thin", size: 13)))?.font.weight == 100)
        #expect(spec(Text("x").font(.custom("Roboto", size: 13, relativeTo: .title)))?.font.weight == 400)
    }

    // Tracking and kerning add space after each character (SwiftUI draws them as extra advance).
    @Test(arguments: directions)
    func trackingAndKerningWiden(direction: DarkroomLayout.LayoutDirection) throws {
        let plain = width(Text("WAVE"), direction)
        let tracked = width(Text("WAVE").tracking(3), direction)
        let kerned = width(Text("WAVE").kerning(3), direction)
        #expect(tracked - plain >= 9 && tracked - plain <= 12.5)
        #expect(kerned - plain >= 9 && kerned - plain <= 12.5)
        #expect(spec(Text("WAVE").tracking(3))?.tracking == 3)
        #expect(spec(Text("WAVE").kerning(3))?.kerning == 3)
        // The view modifier reaches text inside; the text's own setting wins.
        #expect(spec(VStack { Text("WAVE").tracking(1) }.tracking(5))?.tracking == 1)
        #expect(spec(VStack { Text("WAVE") }.tracking(5))?.tracking == 5)
    }

    // Underline and strikethrough draw solid lines in the given colour, under and through the text.
    @Test(arguments: directions)
    func underlineAndStrikethrough(direction: DarkroomLayout.LayoutDirection) throws {
        let under = try Pixels(Text("Link").underline(color: .red).font(.system(size: 30)), direction)
        let through = try Pixels(Text("Link").strikethrough(true, color: .red).font(.system(size: 30)), direction)
        func redRows(_ p: Pixels) -> [Int] {
            (0..<p.image.height).filter { y in (0..<p.image.width).contains { x in
                let i = (y * p.image.width + x) * 4, px = p.image.pixels
                return px[i] > 200 && px[i + 1] < 130 && px[i + 3] > 150 // red, not the black glyphs
            } }
        }
        let underRows = redRows(under), throughRows = redRows(through)
        try #require(!underRows.isEmpty && !throughRows.isEmpty)
        let baseline = try #require(Harness.scene(Text("Link").font(.system(size: 30)), direction).root.textBaseline)
        #expect(underRows.min()! >= Int(baseline))          // under the baseline
        #expect(throughRows.max()! < Int(baseline) - 3)     // through the letters
        #expect(spec(Text("Link").underline(false).underline(color: .red))?.underline == nil) // innermost wins
        #expect(spec(VStack { Text("a") }.strikethrough())?.strikethrough == TextDecoration())
    }

    // lineSpacing adds space between lines, not after the last.
    @Test(arguments: directions)
    func lineSpacing(direction: DarkroomLayout.LayoutDirection) {
        let two = DarkroomUI.Text("One\nTwo")
        let plain = Harness.scene(two, direction).root.frame.height
        let spaced = Harness.scene(two.lineSpacing(10), direction).root.frame.height
        #expect(abs(spaced - plain - 10) < 0.01)
        let single = Harness.scene(Text("One"), direction).root.frame.height
        #expect(Harness.scene(Text("One").lineSpacing(10), direction).root.frame.height == single)
        // Only added space: a negative value acts as 0 (NSParagraphStyle.lineSpacing "is always nonnegative").
        #expect(Harness.scene(two.lineSpacing(-6), direction).root.frame.height == plain)
    }

    @Test(arguments: directions)
    func truncationModes(direction: DarkroomLayout.LayoutDirection) throws {
        let long = "Alpha Beta Gamma Delta Epsilon Zeta"
        for (mode, expected) in [(Text.TruncationMode.head, DarkroomLayout.TruncationMode.head), (.middle, .middle), (.tail, .tail)] {
            let view = Text(long).lineLimit(1).truncationMode(mode).frame(width: 90)
            #expect(spec(view)?.truncationMode == expected)
            _ = try Pixels(view, direction)
        }
    }
}

extension SceneNode {
    /// The first baseline of the first text inside.
    var textBaseline: Double? {
        var found: Double?
        visit { if case .text(let run) = $0.content, found == nil { found = run.lines.first?.baseline } }
        return found
    }
}
