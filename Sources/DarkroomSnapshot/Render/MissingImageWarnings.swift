import DarkroomLayout
import Foundation

/// A system image or a named colour the icon folder's maps lack is drawn as a visible
/// placeholder, and said once per name on standard error, with the first snapshot that draws
/// it (a render of the whole matrix would otherwise repeat it for every variant).
enum MissingImageWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said: Set<String> = []

    static func report(_ scene: Scene, snapshot: String, iconFolder: String) {
        var names: [String] = []
        scene.root.visit { if case .image(let spec) = $0.content, case .missing(let name, _) = spec.source { names.append(name) } }
        guard !names.isEmpty else { return }
        lock.lock()
        let new = names.filter { said.insert($0).inserted }
        lock.unlock()
        for name in new {
            FileHandle.standardError.write(Data("""
                darkroom: warning: snapshot \(snapshot): Image(systemName: "\(name)") has no icon in \(iconFolder)/system-images.json \
                and is drawn as a placeholder; map it to an icon of the folder

                """.utf8))
        }
    }

    static func report(colors names: [String], snapshot: String, iconFolder: String) {
        guard !names.isEmpty else { return }
        lock.lock()
        let new = names.filter { said.insert("color " + $0).inserted }
        lock.unlock()
        for name in new {
            FileHandle.standardError.write(Data("""
                darkroom: warning: snapshot \(snapshot): Color("\(name)") has no colour in \(iconFolder)/asset-colors.json \
                and is drawn magenta; add it to the map

                """.utf8))
        }
    }
}
