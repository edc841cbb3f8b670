import DarkroomCatalog

/// Text bound for the terminal that holds something from a user's file (a report's ids and
/// groups, a manifest's renderer, a store's file names, sidecar sentences): its control
/// characters are shown as escapes (`SnapshotName.escaped`, as catalogue names are), so a
/// hostile file cannot move the cursor, retitle the window or hide a line.
enum TerminalText {
    /// Escaped, except the line breaks of Darkroom's own multi-line messages.
    static func safe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { SnapshotName.escaped(String($0)) }.joined(separator: "\n")
    }
}
