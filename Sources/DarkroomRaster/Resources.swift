import Foundation

/// Where the repository's `Fonts/`, `Icons/` and `Tokens/` folders are.
///
/// Looked for, in order: `$DARKROOM_ROOT`; the current folder and its parents; the
/// checkout this file was compiled from (so a user's package that depends on Darkroom
/// finds them in its own checkout of Darkroom).
public enum ResourceLocator {
    public static func root(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["DARKROOM_ROOT"], hasResources(explicit) { return explicit }
        var dir = FileManager.default.currentDirectoryPath
        while true {
            if hasResources(dir) { return dir }
            let parent = (dir as NSString).deletingLastPathComponent
            if parent == dir || parent.isEmpty { break }
            dir = parent
        }
        // Sources/DarkroomRaster/Resources.swift -> repository root.
        let compiled = ((#filePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let checkout = (compiled as NSString).deletingLastPathComponent
        return hasResources(checkout) ? checkout : nil
    }

    static func hasResources(_ dir: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: dir + "/Fonts", isDirectory: &isDir) && isDir.boolValue
            && FileManager.default.fileExists(atPath: dir + "/Icons")
    }
}
