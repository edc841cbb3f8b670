/// Why a gallery or docs build stopped. Every case names the file involved, so a broken
/// store or report can be fixed without a debugger.
public enum GalleryError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A file the build needs could not be read (missing PNG, sidecar, manifest, report).
    case unreadable(path: String, reason: String)
    /// A file could not be decoded (not a manifest, not a report).
    case undecodable(path: String, reason: String)
    /// A path from the catalogue would escape its folder (`..`, absolute, empty segment).
    case unsafePath(String)
    /// Writing into the output folder failed.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read \(path): \(reason)"
        case let .undecodable(path, reason): return "cannot decode \(path): \(reason)"
        case let .unsafePath(path): return "refusing path \(path): it must stay inside its folder (no '..', not absolute)"
        case let .unwritable(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}
