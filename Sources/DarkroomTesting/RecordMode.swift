import Foundation

/// When `assertSnapshot` writes references, from `DARKROOM_RECORD`:
/// - `missing` (default on a developer machine): write references that do not exist yet;
/// - `failed`: also overwrite references that no longer match;
/// - `all`: overwrite every reference the run touches;
/// - `never` (default when `CI` is set): only compare. CI never records.
public enum RecordMode: String, Sendable, CaseIterable {
    case all, missing, failed, never

    /// The mode the environment asks for. An unknown `DARKROOM_RECORD` value records nothing
    /// (`never`), and every assertion fails with `problem(_:)`'s message: a typo must not
    /// quietly mean the default.
    public static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let raw = environment["DARKROOM_RECORD"] { return RecordMode(rawValue: raw.lowercased()) ?? .never }
        return environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } == true ? .never : .missing
    }

    /// Why `DARKROOM_RECORD` cannot be used, or nil when it is unset or valid.
    public static func problem(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let raw = environment["DARKROOM_RECORD"], RecordMode(rawValue: raw.lowercased()) == nil else { return nil }
        return "DARKROOM_RECORD=\(raw) is not a record mode; use one of: \(allCases.map(\.rawValue).joined(separator: ", ")) (or unset it)"
    }
}
