import DarkroomFiles
import Testing

/// The byte-level path helpers a store uses on every file it writes: each must agree with the
/// plain collection algorithms it stands in for.
@Suite struct PathSegmentsTests {
    @Test("isPlainName agrees with plain(_:) on one segment", arguments: [
        "", ".", "..", "...", "a", "a.png", "a/b", "/", "a/", "/a", "\u{0}", "a\u{0}b", ".a", "..a", "a..",
        "é", "/\u{301}x", "\u{301}", "x.layout.txt", "large-primary-pressed-ember-dark-ltr@1x.png",
    ])
    func plainName(name: String) {
        #expect(PathSegments.isPlainName(name) == (PathSegments.plain(name)?.count == 1))
    }

    @Test("lastSeparator finds the last \"/\" byte, as the UTF-8 view's lastIndex(of:) does", arguments: [
        "", "a", "/", "a/", "/a", "a/b/c", "a//b", "é/ü", "a/\u{301}x", "ButtonIcon/large-primary-pressed-ember-dark-ltr@1x.png",
    ])
    func lastSeparator(path: String) {
        #expect(PathSegments.lastSeparator(in: path) == path.utf8.lastIndex(of: UInt8(ascii: "/")))
        if let (folder, name) = PathSegments.folderAndName(of: path) {
            #expect(folder + "/" + name == path)
            #expect(!name.utf8.contains(UInt8(ascii: "/")))
        }
    }
}
