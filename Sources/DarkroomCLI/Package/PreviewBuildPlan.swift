import DarkroomFiles
import Foundation

/// How a team's package is compiled beside Darkroom: which of its targets, linked from where,
/// depending on what; written as the description Darkroom's manifest reads, symbolic links to
/// the target folders, and the runner's `main.swift`, all under
/// `<darkroom>/.build/darkroom-packages/<Package>-<hash>/` (nothing is written in the package).
struct PreviewBuildPlan {
    struct PlannedTarget {
        let name: String
        /// The team's folder, resolved.
        let source: String
        let dump: PackageDump.Target
        let dependencies: [String]
    }

    let folder: String
    let darkroom: String
    let targets: [PlannedTarget]
    /// Targets left out, and why (executables, tests, plugins): said, never dropped silently.
    let notes: [String]

    init(dump: PackageDump, packageRoot: String, darkroom: String) throws {
        self.darkroom = darkroom
        folder = "\(darkroom)/.build/darkroom-packages/\(dump.name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(40))-\(StableHash.fnv1a(packageRoot))"
        let darkroomTargets = Self.darkroomTargetNames(darkroom)
        let libraries = dump.targets.filter { $0.type == "regular" }
        let names = Set(libraries.map(\.name))
        var notes = dump.targets.filter { $0.type != "regular" }.map { "target \(TerminalText.escaped($0.name)) (\($0.type)) is not compiled for previews: only library targets hold them" }
        var targets: [PlannedTarget] = []
        for target in libraries {
            guard PackageDump.isModuleName(target.name) else {
                throw PackageError("\(packageRoot)/Package.swift: target name \"\(TerminalText.escaped(target.name))\" is not a Swift module name; use letters, digits and _")
            }
            if darkroomTargets.contains(target.name) {
                throw PackageError("\(packageRoot)/Package.swift: target \(target.name) has the name of one of Darkroom's own modules; --package cannot build both in one package (rename the target)")
            }
            let source = URL(fileURLWithPath: packageRoot + "/" + target.path).standardizedFileURL.resolvingSymlinksInPath().path
            guard source == packageRoot || source.hasPrefix(packageRoot + "/") else {
                throw PackageError("\(packageRoot)/Package.swift: target \(target.name)'s folder \(TerminalText.escaped(target.path)) is outside the package")
            }
            var dependencies: [String] = []
            for dependency in target.dependencies {
                if names.contains(dependency.name) && dependency.package == nil {
                    dependencies.append(dependency.name)
                } else if PackagePreviews.providedModules.contains(dependency.name) {
                    continue  // the implicit SDK modules below
                } else {
                    let from = dependency.package.map { " of package \($0)" } ?? ""
                    throw PackageError("\(packageRoot)/Package.swift: target \(target.name) depends on \(dependency.name)\(from); --package builds targets that depend only on each other and on the iOS SDK (SwiftUI, UIKit). Build that package's previews on its own, or move the dependency out of the library")
                }
            }
            targets.append(PlannedTarget(name: target.name, source: source, dump: target,
                                         dependencies: dependencies + PackagePreviews.implicitModules))
        }
        if targets.isEmpty {
            throw PackageError("\(packageRoot)/Package.swift: the package has no library target, so there are no previews to render")
        }
        if !dump.packages.isEmpty {
            notes.append("package dependencies (\(dump.packages.map(\.name).joined(separator: ", "))) are not fetched: the library targets use only the SDK")
        }
        self.targets = targets
        self.notes = notes
    }

    /// What DARKROOM_PREVIEW_PACKAGE holds: the targets as Darkroom's manifest adds them.
    var specification: String {
        let targets: [[String: Any]] = self.targets.map { target in
            var entry: [String: Any] = ["name": target.name, "path": relative("\(folder)/\(target.name)"),
                                        "dependencies": target.dependencies, "exclude": target.dump.exclude,
                                        "resources": target.dump.resources.map { ["rule": $0.rule, "path": $0.path] }]
            if let sources = target.dump.sources { entry["sources"] = sources }
            return entry
        }
        let data = try! JSONSerialization.data(withJSONObject: ["targets": targets, "runner": relative("\(folder)/Runner")], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Links each target's folder into the plan's folder and writes the runner.
    func write() throws {
        let files = FileManager.default
        do {
            try files.createDirectory(atPath: folder + "/Runner", withIntermediateDirectories: true)
            for target in targets {
                let link = "\(folder)/\(target.name)"
                if (try? files.destinationOfSymbolicLink(atPath: link)) != target.source {
                    try? files.removeItem(atPath: link)
                    try files.createSymbolicLink(atPath: link, withDestinationPath: target.source)
                }
            }
            let main = """
                // Generated by `darkroom --package`: the package's previews, found at run time, are the catalogue.
                import DarkroomCLI
                import DarkroomPreviews
                \(targets.map { "import \($0.name)" }.joined(separator: "\n"))

                DarkroomCLI.main(previews: PreviewCatalog.discover(modules: [\(targets.map { "\"\($0.name)\"" }.joined(separator: ", "))]))

                """
            let path = folder + "/Runner/main.swift"
            // Unchanged text keeps the file's time, so the runner is not compiled again.
            if (try? String(contentsOfFile: path, encoding: .utf8)) != main {
                try main.write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            throw PackageError("\(folder): cannot write the previews' build folder: \(error.localizedDescription)")
        }
    }

    private func relative(_ path: String) -> String { String(path.dropFirst(darkroom.count + 1)) }

    /// Darkroom's own target folders (a team target may not take one of their names).
    private static func darkroomTargetNames(_ darkroom: String) -> Set<String> {
        let sources = (try? FileManager.default.contentsOfDirectory(atPath: darkroom + "/Sources")) ?? []
        return Set(sources + ["darkroom-previews", "darkroom-bench", "Bench"])
    }
}
