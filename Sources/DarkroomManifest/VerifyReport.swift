/// What `darkroom verify` found, written as `report.json` in the report folder beside the
/// expected | diff | actual images. The gallery's review page is built from it.
public struct VerifyReport: Codable, Hashable, Sendable {
    public var passed: Int
    public var failures: [VerifyFailure]
    /// Set when the renderer that made the references differs from this one.
    public var environmentChange: [String]
    public init(passed: Int, failures: [VerifyFailure], environmentChange: [String]) {
        self.passed = passed; self.failures = failures; self.environmentChange = environmentChange
    }
}

public struct VerifyFailure: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// No reference for a snapshot the catalogue produces.
        case missing
        /// A reference that no variant produces any more.
        case stale
        /// Pixel size changed.
        case size
        /// Same size, different pixels.
        case pixels
        /// The reference could not be read.
        case unreadable
    }
    public var id: String
    public var kind: Kind
    /// Paths relative to the report folder; nil where there is no such image.
    public var expected: String?
    public var actual: String?
    public var diff: String?
    /// expected | diff | actual in one image.
    public var triptych: String?
    public var mismatchedPixels: Int
    /// Sentences from comparing the two layout sidecars, e.g. "root/label went from 1 to 2 lines".
    public var changes: [String]
    public init(id: String, kind: Kind, expected: String?, actual: String?, diff: String?, triptych: String?,
                mismatchedPixels: Int, changes: [String]) {
        self.id = id; self.kind = kind; self.expected = expected; self.actual = actual; self.diff = diff
        self.triptych = triptych; self.mismatchedPixels = mismatchedPixels; self.changes = changes
    }
}
