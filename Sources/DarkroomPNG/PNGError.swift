/// Why a PNG could not be read, and which file it was.
///
/// Reasons start with a short category ("empty file", "not a PNG file", "truncated",
/// "corrupt", "unsupported", "cannot read file") followed by the detail, so a message such as
/// `Snapshots/x.png: truncated: file ends inside IDAT` says what to do without a debugger.
/// Bad input never traps: every malformed file ends up here.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file name or path the bytes came from, as the caller named it.
    public let source: String
    /// A human-readable reason, e.g. "corrupt: CRC error in IDAT".
    public let reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}
