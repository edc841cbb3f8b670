import DarkroomFiles
import DarkroomRaster
import Foundation

/// `darkroom <command> --package PATH`: runs the command on a team's own SwiftPM package,
/// whose previews are the catalogue, with nothing of Darkroom's written in it.
///
/// The package's library targets are compiled inside Darkroom's own package (its manifest
/// adds them when `DARKROOM_PREVIEW_PACKAGE` describes them), through symbolic links under
/// Darkroom's `.build`: their `import SwiftUI` and `import UIKit` are Darkroom's, and every
/// module Darkroom has already built is reused, so a package builds in seconds, not in the
/// minutes a separate build of Darkroom takes. A generated executable,
/// `darkroom-previews`, links them with Darkroom's CLI; it finds the previews at run time
/// (`PreviewCatalog`) and runs the command in the package's folder, so the default store is
/// `PATH/Snapshots` and relative paths are the package's.
enum PackagePreviews {
    /// Darkroom's own products a team's target may name (`.product(name: "SwiftUI",
    /// package: "Darkroom")` in a package that also builds with Darkroom as a dependency).
    static let providedModules: Set<String> = ["SwiftUI", "SwiftUICore", "UIKit", "CoreGraphics", "DarkroomUI"]
    /// What an iOS target imports without declaring it: the SDK's modules.
    static let implicitModules = ["SwiftUI", "SwiftUICore", "UIKit", "CoreGraphics"]

    /// `arguments` without `--package PATH`, and PATH; nil when there is no `--package`.
    static func split(_ arguments: [String]) throws -> (path: String, rest: [String])? {
        var rest: [String] = []
        var path: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { rest += arguments[index...]; break }
            if argument == "--package" {
                guard index + 1 < arguments.count else { throw PackageError("--package needs a folder: --package PATH") }
                path = arguments[index + 1]
                index += 2
                continue
            }
            if argument.hasPrefix("--package=") { path = String(argument.dropFirst(10)); index += 1; continue }
            rest.append(argument)
            index += 1
        }
        return path.map { ($0, rest) }
    }

    /// Builds the package's previews beside Darkroom and replaces this process with the
    /// command run on them. Returns only by throwing.
    static func run(package: String, arguments: [String], quiet: Bool) throws -> Never {
        let built = try build(package: package, quiet: quiet)
        guard FileManager.default.changeCurrentDirectoryPath(built.packageRoot) else {
            throw PackageError("\(built.packageRoot): cannot enter the package folder")
        }
        let argv = ([built.runner] + arguments).map { strdup($0) } + [nil]
        execv(built.runner, argv)
        throw PackageError("cannot run \(built.runner): \(String(cString: strerror(errno)))")
    }

    /// A package's previews, built: the runner to run in the package's folder.
    struct Built {
        let name: String
        let packageRoot: String
        let runner: String
        let plan: PreviewBuildPlan
        let seconds: Double
    }

    /// Compiles the package's library targets and the runner beside Darkroom (incremental).
    static func build(package: String, quiet: Bool) throws -> Built {
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let packageRoot = URL(fileURLWithPath: package).standardizedFileURL.resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: packageRoot + "/Package.swift") else {
            throw PackageError("\(package): no Package.swift there; --package takes the folder of a SwiftPM package")
        }
        guard let darkroom = darkroomCheckout() else {
            throw PackageError("--package builds the package beside Darkroom's sources, and this darkroom was not built from a checkout that still exists; set DARKROOM_ROOT to a Darkroom checkout")
        }
        let dump = try PackageDump.load(directory: packageRoot, swift: swift)
        let plan = try PreviewBuildPlan(dump: dump, packageRoot: packageRoot, darkroom: darkroom)
        try plan.write()
        let configuration = Bundle.main.executablePath?.contains("/release/") == true ? "release" : "debug"
        var environment = ProcessInfo.processInfo.environment
        environment["DARKROOM_PREVIEW_PACKAGE"] = plan.specification
        let started = Date()
        // A release darkroom was built with the Makefile's RELEASE_FLAGS; the same flags keep
        // SwiftPM from rebuilding every module of the release folder.
        let flags = configuration == "release" ? ["--static-swift-stdlib"] : []
        let build = try ChildProcess.run(swift, ["build", "--package-path", darkroom, "-c", configuration] + flags + ["--product", "darkroom-previews"],
                                         environment: environment)
        guard build.status == 0 else {
            throw PackageError("building the previews of \(dump.name) failed:\n" + diagnostics(String(decoding: build.output, as: UTF8.self) + build.errors, plan))
        }
        let seconds = Date().timeIntervalSince(started)
        if !quiet {
            FileHandle.standardError.write(Data("darkroom: built the previews of \(dump.name) (\(plan.targets.count) targets) in \(String(format: "%.1f", seconds)) s\n".utf8))
            for note in plan.notes { FileHandle.standardError.write(Data("darkroom: note: \(note)\n".utf8)) }
        }
        return Built(name: dump.name, packageRoot: packageRoot, runner: "\(darkroom)/.build/\(configuration)/darkroom-previews",
                     plan: plan, seconds: seconds)
    }

    /// The compiler's errors from a failed build, each once, with the paths of the team's own
    /// files (not the links they were compiled through), so an editor can jump to them.
    static func diagnostics(_ log: String, _ plan: PreviewBuildPlan) -> String {
        var seen: Set<String> = [], lines: [String] = []
        for raw in log.split(separator: "\n") where raw.contains(": error: ") && !raw.hasPrefix(" ") {
            var line = String(raw)
            for target in plan.targets { line = line.replacingOccurrences(of: "\(plan.folder)/\(target.name)/", with: target.source + "/") }
            if seen.insert(line).inserted { lines.append(line) }
        }
        return lines.isEmpty ? String(log.suffix(6000)) : lines.prefix(80).joined(separator: "\n")
    }

    /// The Darkroom checkout this binary was built from (its fonts and icons are the ones
    /// `ResourceLocator` finds), or DARKROOM_ROOT; it must hold Darkroom's Package.swift.
    static func darkroomCheckout() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["DARKROOM_ROOT"], ResourceLocator.root(environment: [:])].compactMap { $0 }
        return candidates.first { dir in
            guard let manifest = try? BoundedFile.read(dir + "/Package.swift", limit: 1 << 20) else { return false }
            return String(decoding: manifest, as: UTF8.self).contains("DARKROOM_PREVIEW_PACKAGE")
        }
    }
}
