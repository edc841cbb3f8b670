import Foundation

/// When `assertSnapshot` writes references, from `DARKROOM_RECORD`:
/// - `missing` (default on a developer machine): write references that do not exist yet;
/// - `failed`: also overwrite references that no longer match;
/// - `all`: overwrite every reference the run touches;
/// - `never` (default when `CI` is set): only compare. CI never records.
public enum RecordMode: String, Sendable, CaseIterable {
    case all, missing, failed, never

    public static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let raw = environment["DARKROOM_RECORD"], let mode = RecordMode(rawValue: raw.lowercased()) { return mode }
        return environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } == true ? .never : .missing
    }
}
