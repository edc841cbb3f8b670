import DarkroomCatalog
import DarkroomManifest
import DarkroomPNG
import DarkroomRaster
import DarkroomSnapshot
import Foundation
import Testing

/// A temp folder holding a tiny DTCG token set (`tokens/`, brands alpha and beta, themes
/// light and dark) and room for stores; fonts and icons come from the repository.
struct Workspace {
    let root: String
    var tokens: String { root + "/tokens" }

    init(_ name: String) throws {
        root = testRoot + "/\(name)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try writeTokens(alphaLightAccent: "#2E7D32")
    }

    /// Rewrites the token files; only `brands/alpha` depends on the argument.
    func writeTokens(alphaLightAccent: String) throws {
        let files: [String: String] = [
            "core.tokens.json": """
                {"space": {"$type": "dimension", "gap": {"$value": "4px"}, "swatch": {"$value": "10px"}},
                 "text": {"$type": "dimension", "size": {"$value": "12px"}}}
                """,
            "themes/light.tokens.json": """
                {"color": {"$type": "color", "canvas": {"$value": "#FFFFFF"}, "text": {"$value": "#1A1A1A"},
                 "accent": {"$value": "{brand.light.accent}"}}}
                """,
            "themes/dark.tokens.json": """
                {"color": {"$type": "color", "canvas": {"$value": "#121212"}, "text": {"$value": "#F5F5F5"},
                 "accent": {"$value": "{brand.dark.accent}"}}}
                """,
            "brands/alpha.tokens.json": """
                {"brand": {"$type": "color", "light": {"accent": {"$value": "\(alphaLightAccent)"}},
                 "dark": {"accent": {"$value": "#66BB6A"}}}}
                """,
            "brands/beta.tokens.json": """
                {"brand": {"$type": "color", "light": {"accent": {"$value": "#1F6FE5"}},
                 "dark": {"accent": {"$value": "#5C9BFF"}}}}
                """,
        ]
        for (name, text) in files {
            let path = tokens + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func context(_ catalog: Catalog = TestCatalog.catalog()) throws -> RenderContext {
        guard let repo = ResourceLocator.root() else {
            Issue.record("cannot find the repository's Fonts/ and Icons/")
            throw SnapshotError.input("no repository root")
        }
        return try RenderContext(catalog: catalog, fontsDirectory: repo + "/Fonts", iconsDirectory: repo + "/Icons",
                                 tokensDirectory: tokens)
    }

    func store(_ name: String = "store") -> SnapshotStore { SnapshotStore(root: root + "/" + name) }

    /// Renders `variants` (default: the whole matrix) into `store`.
    @discardableResult
    func render(_ context: RenderContext, into store: SnapshotStore, variants: [Variant]? = nil,
                scales: [Int] = [1], jobs: Int = 2, shard: Shard? = nil) throws -> RenderSummary {
        let selected = try variants ?? select(context, shard: shard)
        return try RenderRun(context: context, store: store, scales: scales, jobs: jobs, shard: shard).run(selected)
    }

    func select(_ context: RenderContext, shard: Shard? = nil, _ configure: (inout VariantFilter) -> Void = { _ in }) throws -> [Variant] {
        var filter = VariantFilter()
        filter.shard = shard
        configure(&filter)
        return try VariantMatrix.select(context.catalog, brands: context.brands, themes: context.themes, filter: filter)
    }
}

// MARK: - Files

/// `<tmp>/darkroom-snaptests/<pid>`: one folder per test process, kept after the run for
/// inspection; folders of test processes that have exited are removed on first use.
let testRoot: String = {
    let base = NSTemporaryDirectory() + "darkroom-snaptests"
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
        guard let pid = Int32(entry), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
        try? FileManager.default.removeItem(atPath: base + "/" + entry)
    }
    return base + "/\(getpid())"
}()

/// Every file below `folder`, relative and sorted (temp files included, so tests see them);
/// not the local render index, which is a cache of stamps and differs between stores.
func filesBelow(_ folder: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDir), !isDir.boolValue,
           relative != ".darkroom-index" {
            files.append(relative)
        }
    }
    return files.sorted()
}

func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

func writeBytes(_ data: [UInt8], _ path: String) throws {
    try Data(data).write(to: URL(fileURLWithPath: path))
}

/// Inode and modification time: a rewrite through AtomicFile changes the inode, an
/// in-place write the time, so equal stamps mean the file was left alone.
struct FileStamp: Equatable {
    let inode: UInt64
    let modified: Date

    init(_ path: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date ?? .distantPast
    }
}

func stamps(_ folder: String) throws -> [String: FileStamp] {
    var result: [String: FileStamp] = [:]
    for file in filesBelow(folder) { result[file] = try FileStamp(folder + "/" + file) }
    return result
}

/// Flips one pixel of a stored PNG to a colour far from its own; returns the pixel's position.
@discardableResult
func changeOnePixel(_ path: String, x: Int = 0, y: Int = 0) throws -> (Int, Int) {
    var image = try PNGDecoder.decode(contentsOf: path)
    let p = image.pixel(x: x, y: y)
    image.setPixel(x: x, y: y, (255 &- p.r, 255 &- p.g, p.b > 127 ? 0 : 255, 255))
    try writeBytes(PNGEncoder.encode(image), path)
    return (x, y)
}
