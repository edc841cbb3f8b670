import Testing
@testable import DarkroomLayout

/// The cache keys hash a string's bytes (`foldedUTF8`), so they must compare bytes too: two
/// keys they call equal have to hash alike.
@Suite struct FoldedUTF8Tests {
    @Test("the same bytes fold alike, however the string was made", arguments: [
        "", "a", "root/0.hstack/box", "root/1.vstack/0.zstack/2.text/label-with-more-than-sixteen-bytes", "é", "日本語のラベル",
    ])
    func sameBytesFoldAlike(text: String) {
        let rebuilt = String(decoding: Array(text.utf8), as: UTF8.self)
        #expect(text.hasSameUTF8(as: rebuilt))
        #expect(text.foldedUTF8 == rebuilt.foldedUTF8)
    }

    @Test("canonically equal spellings are equal strings but different keys", arguments: [
        ("K", "\u{212A}"), ("\u{E9}", "e\u{301}"), ("a;", "a\u{37E}"),
    ])
    func canonicalTwinsAreTwoKeys(plain: String, other: String) {
        #expect(plain == other, "Swift's == equates canonically equal strings")
        #expect(!plain.hasSameUTF8(as: other))
        let proposal = ProposedSize(width: 100, height: nil)
        let a = LayoutCache.Key(id: plain, depth: 0, proposal: proposal, axis: nil)
        let b = LayoutCache.Key(id: other, depth: 0, proposal: proposal, axis: nil)
        #expect(a != b)
        #expect(a == LayoutCache.Key(id: String(decoding: Array(plain.utf8), as: UTF8.self), depth: 0, proposal: proposal, axis: nil))
    }
}
