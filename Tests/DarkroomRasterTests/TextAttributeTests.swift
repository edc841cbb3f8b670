import DarkroomLayout
import DarkroomPNG
import Testing
@testable import DarkroomRaster

/// SwiftUI's text attributes through Pango: faces for every bundled weight and italic,
/// tracking and kerning, line spacing, decorations, runs of a concatenated text, truncation.
@Suite struct TextAttributeTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    static func spec(_ s: String, size: Double = 20, _ change: (inout TextSpec) -> Void = { _ in }) -> TextSpec {
        var spec = TextSpec(s, font: Font(size: size))
        change(&spec)
        return spec
    }

    static func width(_ spec: TextSpec, _ engine: TextEngine) -> Double {
        engine.measure(spec, width: nil, direction: .leftToRight).size.width
    }

    // Each weight and italic is the face of that name (SwiftUI's ultraLight..black are
    // 100..900; every one is bundled, upright and italic). 100 must find Thin, whose OS/2
    // class (250) is nearer 200 than 100.
    @Test(arguments: [(100, false, "Roboto-Thin.ttf"), (200, false, "Roboto-ExtraLight.ttf"), (300, false, "Roboto-Light.ttf"),
                      (400, true, "Roboto-Italic.ttf"), (500, true, "Roboto-MediumItalic.ttf"), (600, false, "Roboto-SemiBold.ttf"),
                      (600, true, "Roboto-SemiBoldItalic.ttf"), (700, true, "Roboto-BoldItalic.ttf"), (800, false, "Roboto-ExtraBold.ttf"),
                      (800, true, "Roboto-ExtraBoldItalic.ttf"), (900, false, "Roboto-Black.ttf"), (900, true, "Roboto-BlackItalic.ttf"),
                      (100, true, "Roboto-ThinItalic.ttf"), (200, true, "Roboto-ExtraLightItalic.ttf")])
    func weightsAndItalicsResolveToTheirFaces(weight: Int, italic: Bool, file: String) throws {
        let engine = Fixture.renderer().text
        let spec = TextSpec("Hamburgefonstiv", font: Font(weight: weight, size: 14, italic: italic))
        let resolved = try #require(engine.resolvedFontFile(for: spec))
        #expect(resolved.hasSuffix("/" + file), "\(weight) \(italic ? "italic" : "upright") -> \(resolved)")
        // And drawing it passes the face check.
        _ = try render(Text("Hamburgefonstiv").font(spec.font))
    }

    // A weight with no face of its own is an error naming it, not the nearest face drawn
    // quietly: every CSS hundred is bundled for Roboto, so 550 and 650 have none.
    @Test(arguments: [550, 650])
    func weightWithoutAFaceIsAnError(weight: Int) {
        #expect {
            try render(Text("Semibold").font(Font(weight: weight, size: 14)))
        } throws: { error in
            guard case RenderError.fonts(let message) = error else { return false }
            return message.contains("weight \(weight)")
        }
    }

    // Italic is a real slanted face: the render differs from the upright one.
    @Test func italicIsSlanted() throws {
        let upright = try render(Text("lll").font(Font(size: 20)))
        let italic = try render(Text("lll").font(Font(size: 20, italic: true)))
        look(italic, "text-italic")
        #expect(upright.width > 0 && (upright.width != italic.width || !upright.differences(from: italic).isEmpty))
    }

    // Tracking puts its space between characters only: six characters gain five gaps.
    @Test func trackingAddsSpaceBetweenCharacters() {
        let engine = Fixture.renderer().text
        let plain = Self.width(Self.spec("ABCDEF"), engine)
        let tracked = Self.width(Self.spec("ABCDEF") { $0.tracking = 3 }, engine)
        #expect(abs(tracked - plain - 15) < 0.01, "\(plain) -> \(tracked)")
    }

    // Kerning also counts after the last character (Apple: it "affects the trailing edge of
    // the text view"): six characters gain six.
    @Test(arguments: LayoutDirection.allCases)
    func kerningAddsSpaceAfterEachCharacter(direction: LayoutDirection) {
        let engine = Fixture.renderer().text
        let plain = engine.measure(Self.spec("ABCDEF"), width: nil, direction: direction).size.width
        let kerned = engine.measure(Self.spec("ABCDEF") { $0.kerning = 2 }, width: nil, direction: direction).size.width
        #expect(abs(kerned - plain - 12) < 0.01, "\(plain) -> \(kerned)")
    }

    // Kerned text that would form a ligature cannot be drawn as iOS draws it: an error.
    // Tracking breaks ligatures on iOS as well, so it draws.
    @Test func kerningOverALigatureIsAnError() throws {
        #expect(throws: RenderError.self) { try render(Text("file").font(Font(size: 20)).kerning(1)) }
        _ = try render(Text("file").font(Font(size: 20)).tracking(1))
        _ = try render(Text("ABC").font(Font(size: 20)).kerning(1))
    }

    // lineSpacing adds its space between lines, not after the last.
    @Test func lineSpacingGoesBetweenLines() {
        let engine = Fixture.renderer().text
        let plain = engine.measure(Self.spec("one two"), width: 40, direction: .leftToRight)
        let spaced = engine.measure(Self.spec("one two") { $0.lineSpacing = 6 }, width: 40, direction: .leftToRight)
        #expect(plain.lines.count == 2 && spaced.lines.count == 2)
        #expect(abs(spaced.lines[1].top - plain.lines[1].top - 6) < 0.01)
        #expect(abs(spaced.size.height - plain.size.height - 6) < 0.01)
        #expect(abs(spaced.lines[1].baseline - plain.lines[1].baseline - 6) < 0.01)
    }

    /// Pixels that are nearly pure `color`.
    static func count(_ image: RGBAImage, _ color: Color, rows: Range<Int>) -> Int {
        var n = 0
        for y in rows where y >= 0 && y < image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.a > 200, abs(Int(p.r) - Int(color.red)) < 40, abs(Int(p.g) - Int(color.green)) < 40, abs(Int(p.b) - Int(color.blue)) < 40 { n += 1 }
            }
        }
        return n
    }

    // An underline in its own colour runs below the baseline across the text; a strikethrough
    // crosses the letters above it. Black text, red and blue lines, at 3x.
    @Test func underlineAndStrikethroughInTheirColours() throws {
        let renderer = Fixture.renderer()
        var spec = TextSpec("Hammer", font: Font(size: 20))
        spec.underline = TextDecoration(color: Self.red)
        spec.strikethrough = TextDecoration(color: Self.blue)
        let scene = renderer.layout(Node.text(spec), direction: .leftToRight)
        guard case .text(let run) = scene.root.content else { Issue.record("not text"); return }
        let baseline = Int(run.lines[0].baseline * 3)
        let image = try renderer.raster(scene, scale: 3).rgbaImage()
        look(image, "text-decorations")
        let width = image.width
        #expect(Self.count(image, Self.red, rows: baseline..<(baseline + 12)) > width * 3 / 4, "underline below the baseline")
        #expect(Self.count(image, Self.red, rows: 0..<baseline) == 0)
        #expect(Self.count(image, Self.blue, rows: (baseline - 30)..<(baseline - 6)) > width * 3 / 4, "strikethrough above it")
    }

    // Without a colour, the underline takes the text's colour.
    @Test func underlineDefaultsToTheTextColour() throws {
        var spec = TextSpec("Hammer", font: Font(size: 20), color: Self.blue)
        spec.underline = TextDecoration()
        let image = try render(Node.text(spec), scale: 3)
        let plain = try render(Node.text(TextSpec("Hammer", font: Font(size: 20), color: Self.blue)), scale: 3)
        #expect(Self.count(image, Self.blue, rows: 0..<image.height) > Self.count(plain, Self.blue, rows: 0..<plain.height) + image.width / 2)
    }

    // A decoration colour Pango would draw with another opacity is an error: a translucent
    // underline colour, or an underline colour on a translucent run of a concatenated text.
    @Test func inexactDecorationColoursAreErrors() throws {
        var translucent = TextSpec("Hammer", font: Font(size: 20))
        translucent.underline = TextDecoration(color: Self.red.opacity(0.5))
        #expect(throws: RenderError.self) { try render(Node.text(translucent)) }
        let faded = TextAttributes(font: Font(size: 20), color: Self.blue.opacity(0.5), strikethrough: TextDecoration(color: Self.red))
        #expect(throws: RenderError.self) { try render(Node.text(TextSpec(spans: [TextSpan("a", faded), TextSpan("b", faded)]))) }
        // Opaque colours, and no colour on faded text, draw.
        var opaque = TextSpec("Hammer", font: Font(size: 20), color: Self.blue.opacity(0.5))
        opaque.underline = TextDecoration(color: Self.red)
        _ = try render(Node.text(opaque))
        let plain = TextAttributes(font: Font(size: 20), color: Self.blue.opacity(0.5), underline: TextDecoration())
        _ = try render(Node.text(TextSpec(spans: [TextSpan("a", plain), TextSpan("b", plain)])))
    }

    // Text + Text: one paragraph, each run in its own colour and font; the runs sit on one
    // line as wide as the two measured apart.
    @Test func spansDrawInTheirOwnAttributes() throws {
        let engine = Fixture.renderer().text
        let bold = TextAttributes(font: Font(weight: 700, size: 20), color: Self.red)
        let light = TextAttributes(font: Font(weight: 300, size: 20), color: Self.blue)
        let spec = TextSpec(spans: [TextSpan("Bold", bold), TextSpan(" light", light)])
        let metrics = engine.measure(spec, width: nil, direction: .leftToRight)
        let apart = Self.width(TextSpec("Bold", font: bold.font), engine) + Self.width(TextSpec(" light", font: light.font), engine)
        #expect(metrics.lines.count == 1 && abs(metrics.size.width - apart) < 0.5, "\(metrics.size.width) vs \(apart)")
        let image = try render(Node.text(spec), scale: 2)
        look(image, "text-spans")
        let split = Int(Self.width(TextSpec("Bold", font: bold.font), engine) * 2)
        var leftRed = 0, rightBlue = 0, leftBlue = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            guard p.a > 200 else { continue }
            if x < split { if p.r > 200 && p.b < 60 { leftRed += 1 }; if p.b > 200 && p.r < 60 { leftBlue += 1 } }
            else if p.b > 200 && p.r < 60 { rightBlue += 1 }
        } }
        #expect(leftRed > 50 && rightBlue > 50 && leftBlue == 0, "red \(leftRed), blue \(rightBlue), blue on the left \(leftBlue)")
    }

    // Truncation with lineLimit(1): the ellipsis at the end (tail), the start (head) or in
    // the middle; head keeps the text's end, tail its start.
    @Test func truncationModesPlaceTheEllipsis() throws {
        let engine = Fixture.renderer().text
        func layoutText(_ mode: TruncationMode) -> String {
            var spec = Self.spec("ABCDEFGHIJKLMNOPQRSTUVWXYZ") { $0.lineLimit = 1; $0.truncationMode = mode }
            spec.lineLimit = 1
            let box = engine.makeLayout(spec, wrapWidth: 120, direction: .leftToRight)
            return PangoProbe.visibleText(box)
        }
        let tail = layoutText(.tail), head = layoutText(.head), middle = layoutText(.middle)
        #expect(tail.hasPrefix("ABC") && tail.hasSuffix("…"), "\(tail)")
        #expect(head.hasPrefix("…") && head.hasSuffix("XYZ"), "\(head)")
        #expect(middle.hasPrefix("AB") && middle.hasSuffix("YZ") && middle.contains("…"), "\(middle)")
    }
}
