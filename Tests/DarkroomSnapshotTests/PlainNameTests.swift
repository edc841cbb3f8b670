import DarkroomFiles
import Testing

/// A store checks each file name it writes in an open folder with `isPlainName`: it must
/// accept exactly the one-segment paths `plain(_:)` accepts.
@Suite struct PlainNameTests {
    @Test("isPlainName agrees with plain(_:) on one segment", arguments: [
        "", ".", "..", "...", "a", "a.png", "a/b", "/", "a/", "/a", "\u{0}", "a\u{0}b", ".a", "..a", "a..",
        "é", "/\u{301}x", "\u{301}", "x.layout.txt", "large-primary-pressed-ember-dark-ltr@1x.png",
    ])
    func agreesWithPlain(name: String) {
        #expect(PathSegments.isPlainName(name) == (PathSegments.plain(name)?.count == 1))
    }
}
