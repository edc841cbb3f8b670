import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomRaster

/// Scripts, font fallback and bidirectional text, with the hermetic font configuration.
@Suite struct TextScriptTests {
    static let arabic = "السلام عليكم"
    static let hebrew = "שלום עולם"

    // Arabic is shaped by Noto Sans Arabic from Fonts/, with no hex boxes, and paints.
    @Test func arabicUsesNotoSansArabic() throws {
        let renderer = Fixture.renderer()
        let spec = TextSpec(Self.arabic)
        let file = try #require(renderer.text.resolvedFontFile(for: spec, direction: .rightToLeft))
        #expect(file.hasSuffix("/NotoSansArabic-Regular.ttf"))
        #expect(isFile(file, inside: Fixture.fontsDirectory))
        let probe = PangoProbe(renderer.text, spec, wrapWidth: nil, direction: .rightToLeft)
        #expect(probe.unknownGlyphs == 0)
        #expect(probe.runs.allSatisfy { $0.file.map { isFile($0, inside: Fixture.fontsDirectory) } ?? false })

        let image = try render(Text(Self.arabic), direction: .rightToLeft, renderer: renderer)
        #expect(image.inkCount > 50, "the Arabic text paints")
    }

    // Shaping joins letters: lam + alef become one ligature glyph, and connected forms are
    // narrower than the same letters drawn in isolation.
    @Test func arabicLettersAreJoined() {
        let engine = Fixture.renderer().text
        let word = "سلام"  // seen, lam, alef, meem: lam-alef is a mandatory ligature
        let probe = PangoProbe(engine, TextSpec(word), wrapWidth: nil, direction: .rightToLeft)
        #expect(probe.glyphCount < word.unicodeScalars.count, "\(probe.glyphCount) glyphs for \(word.unicodeScalars.count) letters")
        let joined = engine.unwrappedWidth(word, font: Font(size: 14), direction: .rightToLeft)
        let isolated = word.map { engine.unwrappedWidth(String($0), font: Font(size: 14), direction: .rightToLeft) }.reduce(0, +)
        #expect(abs(joined - isolated) > 1, "joined \(joined) vs isolated letters \(isolated)")
    }

    // Hebrew is shaped by Noto Sans Hebrew from Fonts/ and paints.
    @Test func hebrewUsesNotoSansHebrew() throws {
        let renderer = Fixture.renderer()
        let spec = TextSpec(Self.hebrew)
        let file = try #require(renderer.text.resolvedFontFile(for: spec, direction: .rightToLeft))
        #expect(file.hasSuffix("/NotoSansHebrew-Regular.ttf"))
        #expect(isFile(file, inside: Fixture.fontsDirectory))
        #expect(PangoProbe(renderer.text, spec, wrapWidth: nil, direction: .rightToLeft).unknownGlyphs == 0)
        let image = try render(Text(Self.hebrew), direction: .rightToLeft, renderer: renderer)
        #expect(image.inkCount > 50)
    }

    // A family that is not bundled resolves to a face inside Fonts/, never a system font.
    @Test(arguments: ["Comic Sans MS", "DejaVu Sans", "Liberation Serif", "Helvetica", "sans-serif", "monospace", "Noto Sans"])
    func unknownFamilyFallsBackInsideFonts(family: String) throws {
        let engine = Fixture.renderer().text
        let file = try #require(engine.resolvedFontFile(for: TextSpec("Hamburgefonstiv", font: Font(family: family, size: 14))))
        #expect(isFile(file, inside: Fixture.fontsDirectory), "\(family) resolved to \(file)")
        #expect(FileManager.default.fileExists(atPath: file))
    }

    // Weights pick the bundled Roboto faces (files named after their weight).
    @Test(arguments: [(400, "Roboto-Regular.ttf"), (500, "Roboto-Medium.ttf"), (700, "Roboto-Bold.ttf")])
    func robotoWeightsPickTheirFace(weight: Int, fileName: String) throws {
        let engine = Fixture.renderer().text
        let file = try #require(engine.resolvedFontFile(for: TextSpec("Label", font: Font(family: "Roboto", weight: weight, size: 14))))
        #expect(file.hasSuffix("/" + fileName))
    }

    // Hebrew inside an English sentence: both runs shaped by bundled faces, and the bidi
    // algorithm orders them: in LTR "Save" is left of the Hebrew, in RTL right of it.
    @Test(arguments: LayoutDirection.allCases)
    func mixedDirectionTextLaysOutAndPaints(direction: LayoutDirection) throws {
        let renderer = Fixture.renderer()
        let string = "Save שלום now"
        let probe = PangoProbe(renderer.text, TextSpec(string), wrapWidth: nil, direction: direction)
        #expect(probe.unknownGlyphs == 0)
        let files = Set(probe.runs.compactMap { $0.file.map { URL(fileURLWithPath: $0).lastPathComponent } })
        #expect(files.isSuperset(of: ["Roboto-Regular.ttf", "NotoSansHebrew-Regular.ttf"]), "\(files)")

        let save = probe.x(of: "Save"), hebrew = probe.x(of: "שלום"), now = probe.x(of: "now")
        if direction == .leftToRight {
            #expect(save < hebrew && hebrew < now, "LTR order: Save \(save), Hebrew \(hebrew), now \(now)")
        } else {
            #expect(now < hebrew && hebrew < save, "RTL order: now \(now), Hebrew \(hebrew), Save \(save)")
        }

        let scene = renderer.layout(Text(string).padding(4), direction: direction)
        let image = try renderer.raster(scene, scale: 2).rgbaImage()
        let ink = try #require(image.inkBounds())
        #expect(ink.x0 >= 8 - 2 && ink.x1 <= image.width - 8 + 2, "ink \(ink) stays inside the padding")
    }

    // The same glyphs in the two directions: equally wide, painted in a different order.
    @Test func mixedDirectionParagraphsDifferOnlyInOrder() throws {
        let renderer = Fixture.renderer()
        let string = "Save שלום now"
        let ltr = renderer.text.measure(TextSpec(string), width: nil, direction: .leftToRight)
        let rtl = renderer.text.measure(TextSpec(string), width: nil, direction: .rightToLeft)
        #expect(abs(ltr.size.width - rtl.size.width) < 0.5)
        let a = try render(Text(string), direction: .leftToRight, renderer: renderer)
        let b = try render(Text(string), direction: .rightToLeft, renderer: renderer)
        #expect(a.width == b.width && a.height == b.height)
        #expect(a != b, "bidi reordering must change the picture")
    }
}
