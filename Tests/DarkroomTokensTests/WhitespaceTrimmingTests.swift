import Foundation
import Testing
@testable import DarkroomTokens

/// `trimmingWhitespaces` is Foundation's `trimmingCharacters(in: .whitespaces)`, whichever path it takes.
@Suite struct WhitespaceTrimmingTests {
    @Test("the same result as trimmingCharacters(in: .whitespaces)", arguments: [
        "", " ", "\t", "8px", " 8px", "8px ", "\t8px\t", "  1.5rem  ", "\u{00A0}4px", "4px\u{3000}", "\u{2009}#FF0000\u{202F}",
        "\n4px", "4px\n", " \n ", "é", " é ", "\u{301}4px", "8 px", "\u{1680}x\u{205F}",
    ])
    func sameAsFoundation(_ text: String) {
        #expect(text.trimmingWhitespaces == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
    }

    @Test("values with spaces around them still parse")
    func parsesPadded() {
        #expect(ColorParsing.color(text: "\u{00A0}#336699 ") == ColorParsing.color(text: "#336699"))
        #expect(ColorParsing.color(text: "\t#336699") != nil)
    }
}
