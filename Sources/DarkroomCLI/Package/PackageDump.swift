import DarkroomFiles
import Foundation

/// The parts of `swift package dump-package` that say how to compile a package's targets
/// beside Darkroom: each target's name, kind, folder, sources, resources and dependencies.
/// The manifest is the team's: every name and path is checked before it is used.
struct PackageDump {
    struct Target {
        let name: String
        let type: String
        /// The target's folder relative to the package (`Sources/<name>` unless `path:` says).
        let path: String
        let exclude: [String]
        let sources: [String]?
        let resources: [(rule: String, path: String)]
        /// Names of targets or products this target depends on (conditions already applied:
        /// a dependency only for other platforms than Linux is left out).
        let dependencies: [(name: String, package: String?)]
    }

    let name: String
    let targets: [Target]
    /// Identity or name of each package dependency, and its path when it is a local folder.
    let packages: [(name: String, path: String?)]

    /// Runs `swift package dump-package` in `directory` (its output bounded) and reads it.
    static func load(directory: String, swift: String) throws -> PackageDump {
        let (status, output, errors) = try ChildProcess.run(swift, ["package", "dump-package", "--package-path", directory],
                                                            outputLimit: 16 << 20)
        guard status == 0 else {
            throw PackageError("\(directory)/Package.swift: swift package dump-package failed (exit \(status)):\n\(errors.suffix(4000))\nFix the manifest so `swift package dump-package` succeeds there.")
        }
        return try parse(output, manifest: directory + "/Package.swift")
    }

    static func parse(_ bytes: [UInt8], manifest: String) throws -> PackageDump {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let name = root["name"] as? String, let targets = root["targets"] as? [[String: Any]] else {
            throw PackageError("\(manifest): swift package dump-package printed something that is not a package description")
        }
        var packages: [(String, String?)] = []
        for dependency in root["dependencies"] as? [[String: Any]] ?? [] {
            for (_, value) in dependency {
                guard let first = (value as? [[String: Any]])?.first else { continue }
                let label = first["nameForTargetDependencyResolutionOnly"] as? String ?? first["identity"] as? String ?? "?"
                packages.append((label, first["path"] as? String))
            }
        }
        return PackageDump(name: name, targets: try targets.map { try target($0, manifest: manifest) }, packages: packages)
    }

    private static func target(_ json: [String: Any], manifest: String) throws -> Target {
        guard let name = json["name"] as? String, !name.isEmpty, name.utf8.count <= 128 else {
            throw PackageError("\(manifest): a target has no name, or one longer than 128 bytes")
        }
        let path = json["path"] as? String ?? "Sources/\(name)"
        let resources = (json["resources"] as? [[String: Any]] ?? []).compactMap { resource -> (String, String)? in
            guard let path = resource["path"] as? String, let rule = resource["rule"] as? [String: Any] else { return nil }
            return (rule["copy"] != nil ? "copy" : "process", path)
        }
        let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> (String, String?)? in
            for (kind, value) in dependency {
                guard let parts = value as? [Any], let name = parts.first as? String else { continue }
                let condition = parts.last as? [String: Any]
                if let platforms = condition?["platformNames"] as? [String], !platforms.contains("linux") { return nil }
                return (name, kind == "product" ? parts.dropFirst().first as? String : nil)
            }
            return nil
        }
        return Target(name: name, type: json["type"] as? String ?? "regular", path: path,
                      exclude: json["exclude"] as? [String] ?? [], sources: json["sources"] as? [String],
                      resources: resources, dependencies: dependencies)
    }

    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), name.utf8.count <= 128 else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}

/// A package that cannot be built beside Darkroom, with what to do about it.
struct PackageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
