import DarkroomFiles
import Foundation

/// The colour sets of the `.xcassets` folders in a bundle's resources, found by name as Xcode
/// names them: the colour set's name, prefixed by the folders that "provide namespace".
/// SwiftPM copies a target's `.xcassets` into its resource bundle on Linux, so
/// `Color("Brand", bundle: .module)` finds the same catalogue the iOS build compiles.
///
/// Each bundle is indexed once per process, with bounds (folders at most 8 deep, 20,000
/// entries); colour sets are parsed when first asked for. A broken colour set is an error
/// naming its file whenever a view draws it, never a guess.
final class AssetCatalog: @unchecked Sendable {
    /// Colour set name -> its Contents.json.
    private let colorSetFiles: [String: String]
    private let lock = NSLock()
    private var parsed: [String: Result<ColorSet, ColorSet.Problem>] = [:]

    init(resourcePath: String) {
        var files: [String: String] = [:]
        var visited = 0
        func walk(_ folder: String, depth: Int, namespace: String, inCatalog: Bool) {
            guard depth <= 8, visited < 20_000,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() {
                visited += 1
                guard visited < 20_000 else { return }
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil else { continue }
                if name.hasSuffix(".xcassets") {
                    walk(path, depth: depth + 1, namespace: "", inCatalog: true)
                } else if inCatalog && name.hasSuffix(".colorset") {
                    let key = namespace + String(name.dropLast(".colorset".count))
                    if files[key] == nil { files[key] = path + "/Contents.json" }
                } else if inCatalog {
                    let prefix = Self.providesNamespace(path) ? namespace + name + "/" : namespace
                    walk(path, depth: depth + 1, namespace: prefix, inCatalog: true)
                } else if name.hasSuffix(".resources") || name.hasSuffix(".bundle") || depth == 0 {
                    walk(path, depth: depth + 1, namespace: "", inCatalog: false)
                }
            }
        }
        walk(resourcePath, depth: 0, namespace: "", inCatalog: false)
        colorSetFiles = files
    }

    /// A group folder's `"provides-namespace": true`, which prefixes its colour sets' names.
    private static func providesNamespace(_ folder: String) -> Bool {
        guard let bytes = try? BoundedFile.read(folder + "/Contents.json", limit: 1 << 16),
              let root = try? JSONReader.parse(bytes), case .bool(let flag)? = root["properties"]?["provides-namespace"]?.kind
        else { return false }
        return flag
    }

    /// The colour set named `name`, nil when no catalogue has it.
    func colorSet(named name: String) -> Result<ColorSet, ColorSet.Problem>? {
        guard let file = colorSetFiles[name] else { return nil }
        return lock.withLock {
            if let known = parsed[name] { return known }
            let result: Result<ColorSet, ColorSet.Problem>
            do throws(ColorSet.Problem) { result = .success(try ColorSet.parse(file)) } catch { result = .failure(error) }
            parsed[name] = result
            return result
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var catalogs: [String: AssetCatalog] = [:]

    /// The catalogue of the bundle at `resourcePath`, indexed on first use. A cache of files,
    /// not an input: the same path always answers the same colours within a run.
    static func of(resourcePath: String) -> AssetCatalog {
        lock.withLock {
            if let known = catalogs[resourcePath] { return known }
            let catalog = AssetCatalog(resourcePath: resourcePath)
            catalogs[resourcePath] = catalog
            return catalog
        }
    }
}
