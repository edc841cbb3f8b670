/// The "/"-separated segments of a path as the kernel reads it.
///
/// Split as bytes, not Characters: a "/" followed by a combining mark is one Swift Character,
/// so a Character split misses a separator the kernel sees (a Tokens Studio set named
/// "../\u{301}x" read a file outside its folder that way). Every check of a path a user or a
/// report gives goes through here.
public enum PathSegments {
    /// Every segment, empty ones included: "a//b" has three, "/a" two.
    public static func of(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The segments of a plain relative path, or nil for any other: it must not be empty or
    /// hold a NUL, and no segment may be empty (which also refuses a leading "/"), "." or "..".
    public static func plain(_ relative: String) -> [String]? {
        let segments = of(relative)
        guard !relative.isEmpty, !relative.utf8.contains(0),
              segments.allSatisfy({ !$0.isEmpty && !isDot($0) && !isDotDot($0) }) else { return nil }
        return segments
    }

    /// Whether `name` is one plain segment: what `plain(_:)` accepts without a "/", checked
    /// as bytes in place (no array of segments: a render checks two names per snapshot).
    public static func isPlainName(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && !bytes.contains(0) && !bytes.contains(UInt8(ascii: "/"))
                && !(bytes.count <= 2 && bytes.allSatisfy { $0 == UInt8(ascii: ".") })
        } ?? (plain(name)?.count == 1)
    }

    /// The position of `path`'s last "/", found as bytes (a Character search would also walk
    /// grapheme clusters, slowly on long names); nil when it has none.
    public static func lastSeparator(in path: String) -> String.Index? {
        // Scanned in the string's own buffer: the collection algorithm over the UTF-8 view
        // took about 1,800 instructions a path (two paths per snapshot written).
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = bytes.count - 1
            while offset >= 0, bytes[offset] != UInt8(ascii: "/") { offset -= 1 }
            return offset >= 0 ? offset : nil
        }
        guard let found else { return path.utf8.lastIndex(of: UInt8(ascii: "/")) }
        return found.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// `path` split at its last "/" into the folder and the name, as bytes (a name may start
    /// with a combining mark, which joins the "/" into one Character); nil without a "/".
    public static func folderAndName(of path: String) -> (folder: String, name: String)? {
        guard let slash = lastSeparator(in: path) else { return nil }
        let bytes = path.utf8
        return (String(decoding: bytes[..<slash], as: UTF8.self), String(decoding: bytes[bytes.index(after: slash)...], as: UTF8.self))
    }

    /// Whether `segment` is "..", byte for byte.
    public static func isDotDot(_ segment: String) -> Bool { segment.utf8.elementsEqual("..".utf8) }

    private static func isDot(_ segment: String) -> Bool { segment.utf8.elementsEqual(".".utf8) }
}
