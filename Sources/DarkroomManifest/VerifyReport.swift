/// What `darkroom verify` found, written as `report.json` in the report folder beside the
/// expected | diff | actual images. The gallery's review page is built from it.
public struct VerifyReport: Codable, Hashable, Sendable {
    public var passed: Int
    public var failures: [VerifyFailure]
    /// Set when the renderer that made the references differs from this one.
    public var environmentChange: [String]
    /// The renderer that made the actual images; `darkroom approve` refuses a report made by
    /// another one (its images would not match what this machine renders). Nil in old reports.
    public var renderer: RendererFingerprint?
    /// Failures that share one explanation, so a reviewer handles each cause in one step.
    public var groups: [FailureGroup]?

    public init(passed: Int, failures: [VerifyFailure], environmentChange: [String],
                renderer: RendererFingerprint? = nil, groups: [FailureGroup]? = nil) {
        self.passed = passed; self.failures = failures; self.environmentChange = environmentChange
        self.renderer = renderer; self.groups = groups
    }
}

/// Failures with the same cause: the same node kind and property changed from the same old
/// value to the same new one (the explanation sentences, less where the pixels fall).
public struct FailureGroup: Codable, Hashable, Sendable {
    /// Short and stable: derived from the cause, so the same cause has the same id in every shard.
    public var id: String
    public var cause: [String]
    /// Failure ids, sorted.
    public var ids: [String]
    public init(id: String, cause: [String], ids: [String]) { self.id = id; self.cause = cause; self.ids = ids }
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
        /// The image matches, but its layout sidecar or its manifest record does not (the
        /// manifest is missing the snapshot, or has another hash): what the store vouches for
        /// is not what it holds.
        case record
        /// The snapshot could not be rendered (an API not drawn yet, text its fonts lack, a
        /// canvas too large): the others still render, and this one names why.
        case unrenderable
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
    /// The actual layout sidecar, relative to the report folder (what `approve` stores).
    public var actualSidecar: String?
    /// The manifest record of the actual render (what `approve` writes into the manifest).
    public var record: SnapshotRecord?

    public init(id: String, kind: Kind, expected: String?, actual: String?, diff: String?, triptych: String?,
                mismatchedPixels: Int, changes: [String], actualSidecar: String? = nil, record: SnapshotRecord? = nil) {
        self.id = id; self.kind = kind; self.expected = expected; self.actual = actual; self.diff = diff
        self.triptych = triptych; self.mismatchedPixels = mismatchedPixels; self.changes = changes
        self.actualSidecar = actualSidecar; self.record = record
    }
}
