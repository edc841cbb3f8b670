import DarkroomLayout
import Testing
@testable import DarkroomRaster

/// Line breaking with the real Pango measurer. Expectations come from a greedy breaker of
/// our own fed with unwrapped widths of word prefixes, never from numbers Pango printed.
@Suite struct TextWrappingTests {
    static let sentence = "The quick brown fox jumps over the lazy dog while five boxing wizards hex"
    static let words = sentence.split(separator: " ").map(String.init)

    /// Greedy word wrap (UAX #14 at spaces): a line takes the next word while the line,
    /// measured unwrapped and without its trailing space, still fits. Returns the lines and
    /// the smallest distance between any decision's width and `width`, so a near-tie (where
    /// a 1/1024 px rounding could flip the answer) is reported instead of silently trusted.
    static func greedyLines(_ words: [String], width: Double, measure: (String) -> Double) -> (lines: [[String]], margin: Double) {
        var lines: [[String]] = []
        var current: [String] = []
        var margin = Double.infinity
        for word in words {
            guard !current.isEmpty else { current = [word]; continue }
            let w = measure((current + [word]).joined(separator: " "))
            margin = min(margin, abs(w - width))
            if w <= width { current.append(word) } else { lines.append(current); current = [word] }
        }
        if !current.isEmpty { lines.append(current) }
        return (lines, margin)
    }

    // Which words land on each line, at three sizes and four widths (all wider than the
    // longest word, so only spaces break).
    @Test(arguments: [14.0, 16.0, 18.0])
    func wrapPointsFollowGreedyBreakingOverUnwrappedWidths(size: Double) {
        let engine = Fixture.renderer().text
        let font = Font(size: size)
        let longestWord = Self.words.map { engine.unwrappedWidth($0, font: font) }.max()!
        for width in [77.0, 110.0, 150.0, 230.0] {
            #expect(width > longestWord, "width \(width) must hold every word at \(size) px")
            let (expected, margin) = Self.greedyLines(Self.words, width: width) { engine.unwrappedWidth($0, font: font) }
            #expect(margin > 0.05, "a break decision at \(size) px, width \(width) is a near-tie; pick another width")
            let probe = PangoProbe(engine, TextSpec(Self.sentence, font: font), wrapWidth: width)
            #expect(probe.lineWords == expected, "\(size) px at width \(width)")
            #expect(expected.count > 1, "width \(width) should wrap at \(size) px, or the case proves nothing")

            // The layout core sees the same lines: one per expected line, each as wide as
            // that line measured on its own.
            let metrics = engine.measure(TextSpec(Self.sentence, font: font), width: width, direction: .leftToRight)
            #expect(metrics.lines.count == expected.count)
            for (line, words) in zip(metrics.lines, expected) {
                let own = engine.unwrappedWidth(words.joined(separator: " "), font: font)
                #expect(abs(line.width - own) < 0.01, "line \"\(words.joined(separator: " "))\": \(line.width) vs \(own)")
                #expect(line.width <= width)
            }
        }
    }

    // The Scene built through the layout core carries the wrapped lines inside the proposal.
    @Test func sceneTextRunHasTheWrappedLines() throws {
        let renderer = Fixture.renderer()
        let font = Font(size: 16)
        let width = 150.0
        let (expected, _) = Self.greedyLines(Self.words, width: width) { renderer.text.unwrappedWidth($0, font: font) }
        let scene = renderer.layout(Text(Self.sentence).font(font), direction: .leftToRight,
                                    proposal: ProposedSize(width: width, height: nil))
        guard case .text(let run) = scene.root.content else { Issue.record("root is not text: \(scene.root)"); return }
        #expect(run.lines.count == expected.count)
        #expect(run.wrapWidth == width)
        #expect(scene.root.frame.width <= width)
        let image = try renderer.raster(scene, scale: 1).rgbaImage()
        #expect(image.inkCount > 0)
    }

    // A word longer than the line breaks between characters instead of overflowing, and
    // each break is the longest prefix that fits: no hyphen is inserted (SwiftUI, UIKit and
    // browsers add none; Pango's default drew "passwo-" and broke one character early).
    @Test(arguments: [14.0, 18.0])
    func longWordWrapsByCharacters(size: Double) {
        let engine = Fixture.renderer().text
        let font = Font(size: size)
        let word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
        let width = 80.0
        #expect(engine.unwrappedWidth(word, font: font) > 3 * width, "the word must not fit, or the case proves nothing")

        let probe = PangoProbe(engine, TextSpec(word, font: font), wrapWidth: width)
        #expect(probe.lineTexts.joined() == word, "every character is kept, in order")
        #expect(probe.lineTexts.count > 3)
        #expect(!probe.isEllipsized)

        // Independent expectation: greedy by characters, nothing added at the breaks.
        var expected: [String] = []
        var rest = Substring(word)
        while !rest.isEmpty {
            if engine.unwrappedWidth(String(rest), font: font) <= width { expected.append(String(rest)); break }
            var n = 1
            while n < rest.count, engine.unwrappedWidth(String(rest.prefix(n + 1)), font: font) <= width { n += 1 }
            expected.append(String(rest.prefix(n)))
            rest = rest.dropFirst(n)
        }
        #expect(probe.lineTexts == expected)
        let lines = engine.measure(TextSpec(word, font: font), width: width, direction: .leftToRight).lines
        for (line, text) in zip(lines, probe.lineTexts) {
            #expect(line.width <= width, "no line overflows the wrap width")
            // A drawn hyphen would make the line wider than its own characters.
            #expect(abs(line.width - engine.unwrappedWidth(text, font: font)) < 0.001, "\(text): no glyph beyond the text")
        }
    }

    // With a line limit the text stops at that many lines and ends in an ellipsis.
    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let renderer = Fixture.renderer()
        let font = Font(size: 14)
        let width = 110.0
        let (unlimited, _) = Self.greedyLines(Self.words, width: width) { renderer.text.unwrappedWidth($0, font: font) }
        #expect(unlimited.count > 2, "the sentence must need more than two lines at this width")

        let limited = PangoProbe(renderer.text, TextSpec(Self.sentence, font: font, lineLimit: 2), wrapWidth: width)
        #expect(limited.box.lineCount == 2)
        #expect(limited.isEllipsized)
        #expect(limited.lineWords.first == unlimited.first, "the first line is untouched")
        let metrics = renderer.text.measure(TextSpec(Self.sentence, font: font, lineLimit: 2), width: width, direction: .leftToRight)
        #expect(metrics.lines.count == 2)
        #expect(metrics.lines.allSatisfy { $0.width <= width })

        // Through the layout core and painter: two lines, painted inside the wrap width.
        let scene = renderer.layout(Text(Self.sentence).font(font).lineLimit(2), direction: .leftToRight,
                                    proposal: ProposedSize(width: width, height: nil))
        guard case .text(let run) = scene.root.content else { Issue.record("root is not text"); return }
        #expect(run.lines.count == 2)
        let ink = try #require(try renderer.raster(scene, scale: 1).rgbaImage().inkBounds())
        #expect(ink.x1 <= Int(width.rounded(.up)))

        // A limit the text does not reach changes nothing.
        let roomy = PangoProbe(renderer.text, TextSpec(Self.sentence, font: font, lineLimit: unlimited.count), wrapWidth: width)
        #expect(!roomy.isEllipsized)
        #expect(roomy.lineWords == unlimited)
    }

    // Without a line limit text never truncates, whatever width or height it is offered.
    @Test(arguments: [30.0, 60.0, 95.0, 140.0, 400.0])
    func textWithoutLineLimitNeverTruncates(width: Double) {
        let renderer = Fixture.renderer()
        let probe = PangoProbe(renderer.text, TextSpec(Self.sentence), wrapWidth: width)
        #expect(!probe.isEllipsized)
        #expect(probe.lineTexts.joined() == Self.sentence, "every character is on some line")

        // A frame far too short for the text: the text still reports all of its lines.
        let scene = renderer.layout(Text(Self.sentence).frame(width: width, height: 10), direction: .leftToRight)
        var lineCount = 0
        scene.root.visit { if case .text(let run) = $0.content { lineCount = run.lines.count } }
        #expect(lineCount == probe.box.lineCount)
    }

    // An absolute line height puts 14 px Roboto lines exactly 16 apart (its natural
    // spacing is not 16, so the attribute is what does it).
    @Test func lineHeightIsHonoured() {
        let renderer = Fixture.renderer()
        let width = 100.0
        let fixed = renderer.text.measure(TextSpec(Self.sentence, font: Font(size: 14, lineHeight: 16)), width: width, direction: .leftToRight)
        #expect(fixed.lines.count >= 3)
        for (i, line) in fixed.lines.enumerated() {
            #expect(line.top == Double(i) * 16, "line \(i) top")
            #expect(line.height == 16, "line \(i) height")
        }
        for (a, b) in zip(fixed.lines, fixed.lines.dropFirst()) { #expect(b.baseline - a.baseline == 16) }
        #expect(fixed.size.height == Double(fixed.lines.count) * 16)

        let natural = renderer.text.measure(TextSpec(Self.sentence, font: Font(size: 14)), width: width, direction: .leftToRight)
        #expect(natural.lines.count == fixed.lines.count, "line height does not change the breaks")
        #expect(abs((natural.lines[1].top - natural.lines[0].top) - 16) > 0.1, "natural spacing differs from 16")

        // The Scene's line boxes are 16 apart as well.
        let scene = renderer.layout(Text(Self.sentence).font(Font(size: 14, lineHeight: 16)), direction: .leftToRight,
                                    proposal: ProposedSize(width: width, height: nil))
        guard case .text(let run) = scene.root.content else { Issue.record("root is not text"); return }
        // Typed apart from the #expect: inline, the comparison took 1.8 s to type-check.
        let tops: [Double] = run.lines.map(\.frame.minY)
        let expectedTops: [Double] = (0..<run.lines.count).map { Double($0) * 16 }
        #expect(tops == expectedTops)
    }
}
