import DarkroomLayout
import Testing

/// Xcode's pseudolanguages as string transforms: each one on a real label and on the parts
/// of a concatenated text.
@Suite struct PseudoLocaleTests {
    @Test func accentedKeepsLengthAndMarksEveryMappedLetter() {
        #expect(PseudoLocale.accented.apply(["Accept terms"]) == ["Åççépţ ţéŕmš"])
        #expect(PseudoLocale.accented.apply(["42 %"]) == ["42 %"])
    }

    @Test func boundedWrapsTheWholeParagraph() {
        #expect(PseudoLocale.bounded.apply(["Save"]) == ["[# Save #]"])
        #expect(PseudoLocale.bounded.apply(["I agree to the ", "Terms"]) == ["[# I agree to the ", "Terms #]"])
    }

    @Test func doubleLengthRepeatsEachPart() {
        #expect(PseudoLocale.doublelength.apply(["Save"]) == ["Save Save"])
        #expect(PseudoLocale.doublelength.apply([""]) == [""])
    }

    // +40 % per word, rounded up: "Accept" (6) gains 3 letters, "terms" (5) gains 2.
    @Test func longTextGrowsEachWordByFortyPercent() {
        #expect(PseudoLocale.longtext.apply(["Accept terms"]) == ["Acceptacc termste"])
        let source = "I agree to the Terms of Service"
        let grown = PseudoLocale.longtext.apply([source])[0]
        #expect(Double(grown.count) / Double(source.count) >= 1.3)
    }
}
