import DarkroomFiles
import CDarkroom
import DarkroomLayout
import Foundation

/// The private fontconfig configuration: exactly the files in `Fonts/`, nothing from the
/// system. Shared, read-only, by every worker (fontconfig is thread-safe; font maps are
/// not, so each `TextEngine` makes its own map from this configuration).
public final class FontConfiguration: @unchecked Sendable {
    /// Families Darkroom's text needs; start-up fails if any is missing.
    public static let requiredFamilies = ["Roboto", "Noto Sans Arabic", "Noto Sans Hebrew"]

    let config: OpaquePointer
    public let directory: String
    /// Font file name -> SHA-256, for the renderer fingerprint. Hashed on first use (the
    /// 4 MB of fonts took a fifth of a rerun in which nothing changed, which never needs them).
    public var fileHashes: [String: String] {
        hashLock.withLock {
            if let hashes { return hashes }
            var result: [String: String] = [:]
            for file in fileStamps.keys {
                result[file] = (try? BoundedFile.read(directory + "/" + file)).map { Checksum.sha256Hex($0) } ?? "unreadable"
            }
            hashes = result
            return result
        }
    }
    private var hashes: [String: String]?
    private let hashLock = NSLock()
    /// Font file name -> its size, modification time and inode when loaded: what the local
    /// render index keys on (a `stat`, no byte read), while the manifest keeps `fileHashes`.
    public let fileStamps: [String: String]
    /// Family -> the CSS weights (400, 500, 700...) of its bundled faces.
    public let faces: [String: Set<Int>]

    /// Loads every `.ttf`/`.otf` in `directory`, in sorted order.
    /// - Throws: `RenderError.fonts` naming the folder or file and what to do.
    public init(directory: String, requiredFamilies: [String] = FontConfiguration.requiredFamilies) throws {
        Self.silenceSystemFontconfig()
        self.directory = directory
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted()
        } catch {
            throw RenderError.fonts("font folder \(directory) cannot be read: run Darkroom from the repository root or pass --fonts DIR")
        }
        guard !files.isEmpty else {
            throw RenderError.fonts("font folder \(directory) holds no .ttf or .otf files: restore Fonts/ from git")
        }
        guard let config = FcConfigCreate() else { throw RenderError.fonts("fontconfig could not create a configuration") }
        self.config = config
        var stamps: [String: String] = [:]
        for file in files {
            let path = directory + "/" + file
            // Checked, not read: fontconfig and FreeType read the file (5 MB of fonts read twice
            // on every run, a no-change rerun included, was a millisecond and a half).
            guard let size = try? BoundedFile.size(of: path), size > 0 else {
                throw RenderError.fonts("font file \(path) cannot be read, is not a regular file, or is empty: restore it from git")
            }
            guard FcConfigAppFontAddFile(config, path) != 0 else {
                throw RenderError.fonts("font file \(path) is not a font fontconfig can load: restore it from git")
            }
            stamps[file] = Self.stamp(path)
        }
        fileStamps = stamps
        Self.pinNominalWeights(in: config)
        faces = Self.faces(in: config)
        let available = Set(faces.keys)
        for family in requiredFamilies where !available.contains(family) {
            throw RenderError.fonts("required font family \"\(family)\" is not in \(directory) (found: \(available.sorted().joined(separator: ", "))): add its .ttf file")
        }
    }

    deinit { FcConfigDestroy(config) }

    /// `size:mtime-ns:inode` of a file, from `stat`.
    private static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing" }
        return "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
    }

    /// Sets each face's fontconfig weight to the weight its style name says, where the OS/2
    /// class differs: Roboto Thin declares 250 (a Windows workaround), so beside Roboto
    /// ExtraLight (200) a request for weight 100 would match ExtraLight. Matching then picks
    /// the face CSS and SwiftUI call 100, and the face check agrees with what is drawn.
    private static func pinNominalWeights(in config: OpaquePointer) {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var style: UnsafeMutablePointer<FcChar8>?
            var weight: Int32 = 0
            guard FcPatternGetString(pattern, FC_STYLE, 0, &style) == FcResultMatch, let style,
                  let named = TextEngine.nominalWeight(ofStyle: String(cString: style)),
                  FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch,
                  Int(FcWeightToOpenType(weight)) != named else { continue }
            FcPatternDel(pattern, FC_WEIGHT)
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(named)))
        }
    }

    /// Family -> CSS weights of every face in the configuration's application font set.
    static func faces(in config: OpaquePointer) -> [String: Set<Int>] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [:] }
        var result: [String: Set<Int>] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?, style: UnsafeMutablePointer<FcChar8>?
            var weight: Int32 = 0
            guard FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, 0, &value) == FcResultMatch, let value else { continue }
            _ = FcPatternGetInteger(set.pointee.fonts[i], FC_WEIGHT, 0, &weight)
            // The style name's weight, as the face check reads it: Roboto Thin's OS/2 class is
            // 250 (a Windows workaround), but it is the face CSS and SwiftUI call 100.
            let named = FcPatternGetString(set.pointee.fonts[i], FC_STYLE, 0, &style) == FcResultMatch && style != nil
                ? TextEngine.nominalWeight(ofStyle: String(cString: style!)) : nil
            result[String(cString: value), default: []].insert(named ?? Int(FcWeightToOpenType(weight)))
        }
        return result
    }

    /// Why `font` cannot be drawn exactly from the bundled faces, or nil when it can: a family
    /// or weight that is not in `Fonts/` would otherwise be drawn silently with another face.
    public func problem(with font: Font) -> String? {
        guard let weights = faces[font.family] else {
            return "font family \"\(font.family)\" is not bundled in \(directory) (bundled: \(faces.keys.sorted().joined(separator: ", "))); add its files to Fonts/ or use a bundled family"
        }
        guard weights.contains(font.weight) else {
            return "font \(font.family) has no weight \(font.weight) in \(directory) (bundled weights: \(weights.sorted().map(String.init).joined(separator: ", "))); add that face to Fonts/ or use a bundled weight"
        }
        return nil
    }

    /// Pango 1.50 loads the system fontconfig once in a background thread. Pointing
    /// FONTCONFIG_FILE at an empty configuration first stops that (0 system files opened)
    /// and changes no output. Must run before any Pango call and before threads start.
    private static let silenced: Void = {
        let path = NSTemporaryDirectory() + "darkroom-empty-fonts.conf"
        if !FileManager.default.fileExists(atPath: path) {
            try? "<fontconfig></fontconfig>\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        setenv("FONTCONFIG_FILE", path, 1)
    }()

    public static func silenceSystemFontconfig() { _ = silenced }
}
