import DarkroomLayout
import Foundation
import Testing
@testable import DarkroomRaster

/// Text is laid out as written: fixed line heights hold for every line, spaces come from the
/// first family that has them, trailing white space hangs, lines know their text, and a
/// layout never depends on what was laid out before.
@Suite struct TextFidelityTests {
    static let mixed = [
        "Hello עולם and more words here",
        "مرحبا بالعالم Hello world again",
        "Order #123 تم الشحن today",
        "שלום world שלום world שלום",
    ]

    // Mixed Noto and Roboto glyphs used to make lines 0.33-1.26 px taller than the set height.
    @Test(arguments: [(14.0, 20.0), (16.0, 24.0), (18.0, 28.0)])
    func fixedLineHeightHoldsForMixedScripts(size: Double, lineHeight: Double) {
        let engine = Fixture.renderer().text
        let font = Font(size: size, lineHeight: lineHeight)
        let latin = engine.measure(TextSpec("Plain Latin line", font: font), width: nil, direction: .leftToRight).lines[0]
        for string in Self.mixed {
            for direction in LayoutDirection.allCases {
                let lines = engine.measure(TextSpec(string, font: font), width: 90, direction: direction).lines
                #expect(lines.count > 1, "wraps, so several lines are checked")
                for (i, line) in lines.enumerated() {
                    #expect(line.height == lineHeight, "\(string) line \(i): height \(line.height)")
                    #expect(abs(line.top - Double(i) * lineHeight) < 1e-9, "\(string) line \(i): top \(line.top)")
                    #expect(abs((line.baseline - line.top) - (latin.baseline - latin.top)) < 1e-9,
                            "\(string) line \(i): the baseline sits where a Roboto line puts it")
                }
            }
        }
    }

    // A space between Arabic (or Hebrew) words is Roboto's (0.248 em), not Noto's (0.26-0.27 em):
    // the width of "w w" is twice "w" plus one Roboto space.
    @Test(arguments: ["عالم", "שלום"])
    func spacesInRightToLeftTextComeFromRoboto(word: String) {
        let engine = Fixture.renderer().text
        let font = Font(size: 20)
        let space = engine.unwrappedWidth("a a", font: font) - engine.unwrappedWidth("aa", font: font)
        let one = engine.unwrappedWidth(word, font: font, direction: .rightToLeft)
        let two = engine.unwrappedWidth(word + " " + word, font: font, direction: .rightToLeft)
        #expect(abs(two - 2 * one - space) < 0.001, "space is \(two - 2 * one), Roboto's is \(space)")
        let probe = PangoProbe(engine, TextSpec(word + " " + word, font: font), wrapWidth: nil, direction: .rightToLeft)
        #expect(probe.runs.contains { $0.file?.hasSuffix("Roboto-Regular.ttf") == true }, "the space is its own Roboto run")
    }

    // Trailing spaces hang: they never widen the text's frame, on the last line or any other.
    @Test func trailingSpacesHang() {
        let engine = Fixture.renderer().text
        let font = Font(size: 14)
        for direction in LayoutDirection.allCases {
            #expect(engine.unwrappedWidth("Hello    ", font: font, direction: direction) == engine.unwrappedWidth("Hello", font: font, direction: direction))
            let wrapped = engine.measure(TextSpec("Settings and privacy options for you      ", font: font), width: 120, direction: direction)
            #expect(wrapped.lines.count > 1)
            #expect(wrapped.size.width <= 120, "\(direction): \(wrapped.size.width)")
        }
    }

    // In right-to-left text the hanging spaces sit visually on the left, outside the frame:
    // the ink ends at the frame's right edge, exactly where the text without spaces ends.
    @Test func hangingSpacesDoNotPushRightToLeftText() throws {
        let with = try render(Text("Hello     "), direction: .rightToLeft)
        let without = try render(Text("Hello"), direction: .rightToLeft)
        #expect(with.width == without.width)
        #expect(with.differences(from: without).isEmpty, "\(with.differences(from: without))")
    }

    // Every line records which characters it shows; together they cover the string in order.
    @Test func linesCarryTheirTextRange() throws {
        let engine = Fixture.renderer().text
        let string = "Email me about product updates, new features and offers"
        for direction in LayoutDirection.allCases {
            let lines = engine.measure(TextSpec(string, font: Font(size: 14)), width: 120, direction: direction).lines
            let probe = PangoProbe(engine, TextSpec(string, font: Font(size: 14)), wrapWidth: 120, direction: direction)
            #expect(lines.map { String($0.range.substring(of: string)) } == probe.lineTexts)
            var next = 0
            for line in lines { #expect(line.range.start == next); next += line.range.length }
            #expect(next == string.count)
        }
        // Ranges count Characters, not bytes: "é" and "👍🏽" are one each.
        let emoji = engine.measure(TextSpec("é 👍🏽 ok", font: Font(size: 14)), width: nil, direction: .leftToRight).lines
        #expect(emoji.map(\.range) == [TextRange(start: 0, length: 6)])
    }

    /// Labels, legal text, URLs, e-mail addresses, German compounds, Arabic, Hebrew and
    /// mixed text, at three sizes and three widths.
    static let corpus: [TextSpec] = {
        let strings = [
            "Remember me", "I agree to the Terms of Service and the Privacy Policy, version 2.1",
            "https://example.com/account/settings/notifications?tab=email", "firstname.lastname@example-company.com",
            "Donaudampfschifffahrtsgesellschaftskapitän", "Passwort vergessen? Kundenservicemitarbeiterin",
            "أوافق على شروط الخدمة وسياسة الخصوصية", "אני מסכים לתנאי השימוש ולמדיניות הפרטיות",
            "Order #4521 تم الشحن via DHL", "Pneumonoultramicroscopicsilicovolcanoconiosis",
        ]
        return strings.flatMap { s in [14.0, 16.0, 18.0].map { TextSpec(s, font: Font(size: $0, lineHeight: $0 * 1.5)) } }
    }()

    // What is laid out before must not change what is laid out next: in order, reversed and
    // with a fresh engine per item, every case gives identical lines. This is what keeps
    // --jobs and shards byte-identical.
    @Test func layoutDoesNotDependOnHistory() {
        let widths: [Double?] = [nil, 72, 120]
        let cases = Self.corpus.flatMap { spec in widths.flatMap { w in LayoutDirection.allCases.map { (spec, w, $0) } } }
        let shared = Fixture.renderer().text
        let inOrder = cases.map { shared.measure($0.0, width: $0.1, direction: $0.2) }
        let reversedEngine = Fixture.renderer().text
        let reversed = Array(cases.reversed().map { reversedEngine.measure($0.0, width: $0.1, direction: $0.2) }.reversed())
        let fresh = cases.map { Fixture.renderer().text.measure($0.0, width: $0.1, direction: $0.2) }
        for i in cases.indices {
            #expect(inOrder[i] == reversed[i], "\(cases[i].0.string) at \(String(describing: cases[i].1)): order changed the layout")
            #expect(inOrder[i] == fresh[i], "\(cases[i].0.string) at \(String(describing: cases[i].1)): a fresh engine differs")
        }
    }

    // The painter draws the layout measuring made (`TextEngine.paintLayout`): a label painted
    // after the same words in another colour, underlined or struck through, at another scale
    // and in both directions, has the pixels a fresh renderer gives it.
    @Test(arguments: LayoutDirection.allCases)
    func paintingDoesNotDependOnHistory(direction: LayoutDirection) throws {
        let words = "Accept the terms أوافق"
        func spec(_ color: Color, underline: Bool = false, strike: Bool = false) -> TextSpec {
            var spec = TextSpec(words, font: Font(size: 16, lineHeight: 24), color: color)
            if underline { spec.underline = TextDecoration() }
            if strike { spec.strikethrough = TextDecoration(color: Color(red: 0, green: 0, blue: 255)) }
            return spec
        }
        let red = Color(red: 200, green: 0, blue: 0), green = Color(red: 0, green: 120, blue: 0)
        let cases = [spec(red), spec(green, underline: true), spec(green), spec(red, strike: true), spec(red)]
        let shared = Fixture.renderer()
        for scale in [2, 1] {
            for (i, text) in cases.enumerated() {
                let view = Node.text(text).frame(width: 120)
                let painted = try render(view, direction: direction, scale: scale, renderer: shared)
                let fresh = try render(view, direction: direction, scale: scale)
                let same = painted == fresh  // a Bool, so a failure does not print every pixel
                #expect(same, "case \(i) at \(scale)x \(direction): the shared renderer painted other pixels")
            }
        }
    }
}
