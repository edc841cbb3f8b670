import Foundation
import Testing
@testable import DarkroomGallery

@Suite struct EscapingTests {
    @Test func htmlEscapesMarkupAndQuotes() {
        #expect(Escape.html(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    @Test("script-safe JSON has no markup characters and decodes to the same string")
    func scriptSafeJSONRoundTrips() throws {
        let original = SyntheticStore.hostile + " </script><!-- \u{2028}"
        let json = Escape.scriptSafeJSON(String(decoding: try JSONEncoder().encode([original]), as: UTF8.self))
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&") && !json.contains("\u{2028}"))
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == [original])
    }

    @Test func markdownEscapesSyntaxAndHTML() {
        // `[` and `]` escaped: "(c)" can no longer be a link target, so it stays readable.
        #expect(Escape.markdown("# *a* [b](c) <i>|") == ##"\# \*a\* \[b\](c) &lt;i&gt;\|"##)
        #expect(Escape.markdown("two\nlines") == "two lines")
        // Line-start markers that would make a list or heading are escaped; inside a line they are plain.
        #expect(Escape.markdown("- item") == ##"\- item"##)
        #expect(Escape.markdown("1. first") == ##"1\. first"##)
        #expect(Escape.markdown("icon.size.100 multi-line") == "icon.size.100 multi-line")
    }

    @Test func urlPathEncodesEachSegment() {
        #expect(Escape.urlPath("store/A B/x#1?@2x.png") == "store/A%20B/x%231%3F@2x.png")
        #expect(Escape.urlPath("é/ok") == "%C3%A9/ok")
    }

    @Test("slugs are file-safe and unique")
    func slugs() {
        let slugs = Slugs(names: ["A/B", "A-B", "../x", "<script>", "Ok_1"])
        #expect(slugs["A/B"] == "A-B")
        #expect(slugs["A-B"] == "A-B-2")
        #expect(slugs["../x"] == "---x")
        #expect(slugs["<script>"] == "-script-")
        #expect(slugs["Ok_1"] == "Ok_1")
    }

    @Test("relative paths that leave their folder are refused")
    func checkedSegments() {
        for bad in ["", "/abs", "a/../b", "..", "a//b", "./a", "a\\b", "a/../\u{301}b", "../\u{301}b"] {
            #expect(throws: GalleryError.self) { try OutputFolder.checkedSegments(bad) }
        }
        #expect(throws: Never.self) { try OutputFolder.checkedSegments("Comp/md-on@2x.png") }
    }
}
