import DarkroomFiles
import Foundation

/// The team's map from SF Symbol names to icons of the icon folder (`system-images.json`:
/// `{"checkmark": "check", "heart.fill": "heart"}`), for `Image(systemName:)`. SF Symbols are
/// Apple's and cannot be drawn here; a name the map lacks draws a visible placeholder and the
/// render reports it.
public struct SystemImageNames: Sendable, Equatable {
    public static let fileName = "system-images.json"
    public let icons: [String: String]

    public init(icons: [String: String] = [:]) { self.icons = icons }

    /// Reads `file` if it exists (no file: an empty map). Every value must name an icon of
    /// `available`; errors name the file, the line and what to write.
    public static func load(_ file: String, available: Set<String>) throws -> SystemImageNames {
        guard let members = try IconFolderMap.members(
            file, shape: "system image names to icon names, e.g. {\"checkmark\": \"check\"}") else { return SystemImageNames() }
        var icons: [String: String] = [:]
        for (name, value) in members {
            guard case .string(let icon) = value.kind else {
                throw RenderError.icon("\(file):\(value.line):\(value.column): \"\(name)\" must map to an icon name (a string), not \(value.kindName)")
            }
            guard available.contains(icon) else {
                throw RenderError.icon("\(file):\(value.line):\(value.column): \"\(name)\" maps to \"\(icon)\", which is not an icon of the folder (have: \(available.sorted().joined(separator: ", "))): add \(icon).svg or fix the name")
            }
            icons[name] = icon
        }
        return SystemImageNames(icons: icons)
    }
}
