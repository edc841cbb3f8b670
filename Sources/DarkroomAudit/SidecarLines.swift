import DarkroomLayout

/// Where each node is in the layout sidecar (`scene.dump`), so a finding can point at the
/// line a reviewer opens: SARIF's region and the JSON's `line`.
public enum SidecarLines {
    /// 1-based line of each node id in `scene.dump`.
    public static func of(_ scene: Scene) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (i, line) in scene.dump.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard let space = trimmed.firstIndex(of: " ") else { continue }
            let id = String(trimmed[..<space])
            // Child lines (`line 0`, `a11y`, `span`) are not node ids; the first node line wins.
            if !["line", "a11y", "span", "behaviour", "notDrawn", "scene"].contains(id), lines[id] == nil { lines[id] = i + 1 }
        }
        return lines
    }
}
