import DarkroomLayout
import Foundation

/// A system image or a named colour the icon folder's maps lack is drawn as a visible
/// placeholder, and said once per name on standard error, with the first snapshot that draws
/// it (a render of the whole matrix would otherwise repeat it for every variant).
enum PlaceholderWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said: Set<String> = []

    static func report(_ scene: Scene, snapshot: String, iconFolder: String) {
        var names: [String] = []
        scene.root.visit { if case .image(let spec) = $0.content, case .missing(let name, _) = spec.source { names.append(name) } }
        for name in firstTime(names, kind: "image") {
            say("""
                darkroom: warning: snapshot \(snapshot): Image(systemName: "\(name)") has no icon in \(iconFolder)/system-images.json \
                and is drawn as a placeholder; map it to an icon of the folder

                """)
        }
    }

    static func report(colors names: [String], snapshot: String, iconFolder: String) {
        for name in firstTime(names, kind: "color") {
            say("""
                darkroom: warning: snapshot \(snapshot): Color("\(name)") has no colour in \(iconFolder)/asset-colors.json \
                and is drawn magenta; add it to the map

                """)
        }
    }

    /// The names of `kind` not said before in this process.
    private static func firstTime(_ names: [String], kind: String) -> [String] {
        guard !names.isEmpty else { return [] }
        return lock.withLock { names.filter { said.insert(kind + " " + $0).inserted } }
    }

    private static func say(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
