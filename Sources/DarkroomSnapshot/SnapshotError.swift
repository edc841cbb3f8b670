/// Errors a user can act on. `usage` and `input` exit with 2, as the CLI promises.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// Bad command-line input: unknown names, bad shard spec, bad scale.
    case usage(String)
    /// Bad files: unreadable or corrupt references, manifests, unwritable folders.
    case input(String)

    public var description: String {
        switch self {
        case .usage(let m), .input(let m): return m
        }
    }
}
