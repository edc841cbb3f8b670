import DarkroomFiles
import CDarkroom
import DarkroomLayout
import Foundation

/// The SVG icons in `Icons/`, by file name without `.svg`. Read once and shared; each
/// worker parses its own librsvg handles (`IconCache`).
public struct IconLibrary: Sendable {
    public let directory: String
    /// Icon name -> SVG bytes.
    public let sources: [String: [UInt8]]
    /// `Image(systemName:)` names -> icon names, from `system-images.json` in the folder.
    public let systemNames: SystemImageNames
    /// `Color(_ name:bundle:)` names -> light and dark colours, from `asset-colors.json`.
    public let assetColors: AssetColors

    /// - Throws: `RenderError.icon` if the folder cannot be read or holds no SVG.
    public init(directory: String) throws {
        self.directory = directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".svg") }.sorted()
        } catch {
            throw RenderError.icon("icon folder \(directory) cannot be read: run Darkroom from the repository root or pass --icons DIR")
        }
        var sources: [String: [UInt8]] = [:]
        for file in names {
            do {
                sources[String(file.dropLast(4))] = try BoundedFile.read(directory + "/" + file)
            } catch {
                throw RenderError.icon("icon \(directory)/\(file) cannot be read: \(error.reason)")
            }
        }
        self.sources = sources
        systemNames = try SystemImageNames.load(directory + "/" + SystemImageNames.fileName, available: Set(sources.keys))
        assetColors = try AssetColorNames.load(directory + "/" + AssetColorNames.fileName)
    }

    public var names: [String] { sources.keys.sorted() }

    /// SHA-256 of every icon, for the renderer fingerprint.
    public var hashes: [String: String] { sources.mapValues { Checksum.sha256Hex($0) } }
}

/// Parsed librsvg handles for one worker. Each handle is a GObject owned here.
final class IconCache: ImageMeasurer {
    let library: IconLibrary
    private var handles: [String: OpaquePointer] = [:]  // RsvgHandle *
    /// Each icon's size once read: librsvg works it out from the parsed document on every ask
    /// (about 1% of a cold render's CPU when asked per layout; perf, issue 22).
    private var sizes: [String: Size] = [:]

    /// Icons whose size layout read since the last `Renderer.layout` began, and system image
    /// names it looked up ("/name").
    var measured: Set<String> = []
    /// Coverage of the tinted icons this worker has drawn.
    let tintMasks = TintMasks()

    init(library: IconLibrary) { self.library = library }

    deinit { for h in handles.values { g_object_unref(UnsafeMutableRawPointer(h)) } }

    func handle(_ name: String) throws -> OpaquePointer {
        if let h = handles[name] { return h }
        guard let bytes = library.sources[name] else {
            throw RenderError.icon("no icon named \"\(name)\" in \(library.directory) (have: \(library.names.joined(separator: ", "))): add \(name).svg")
        }
        let rsvg = try LibRSVG.functions()
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { rsvg.handleNewFromData($0.baseAddress, gsize($0.count), &error) }
        guard let handle else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw RenderError.icon("\(library.directory)/\(name).svg is not a valid SVG: \(message)")
        }
        handles[name] = handle
        return handle
    }

    /// The SVG's own size: its width and height in pixels, or its viewBox when it has only
    /// that (librsvg's intrinsic dimensions).
    func intrinsicSize(_ name: String) throws -> Size {
        if let size = sizes[name] { return size }
        let size = try readIntrinsicSize(name)
        sizes[name] = size
        return size
    }

    private func readIntrinsicSize(_ name: String) throws -> Size {
        let handle = try handle(name)
        var w = 0.0, h = 0.0
        let rsvg = try LibRSVG.functions()
        if rsvg.handleGetIntrinsicSizeInPixels(handle, &w, &h) != 0 { return Size(width: w, height: h) }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg.handleGetIntrinsicDimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else {
            throw RenderError.icon("\(library.directory)/\(name).svg has neither width/height nor a viewBox: give it a size")
        }
        return Size(width: viewBox.width, height: viewBox.height)
    }

    /// For layout: nil when the icon cannot be read (painting then reports why).
    func intrinsicSize(ofIcon name: String) -> Size? {
        measured.insert(name)
        return try? intrinsicSize(name)
    }

    /// Recorded as "/name" (no icon file name has a slash): the map decides which icon, or
    /// none, the image becomes.
    func icon(forSystemName name: String) -> String? {
        measured.insert("/" + name)
        return library.systemNames.icons[name]
    }
}
