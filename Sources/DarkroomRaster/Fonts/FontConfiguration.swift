import DarkroomFiles
import CDarkroom
import Foundation

/// The private fontconfig configuration: exactly the files in `Fonts/`, nothing from the
/// system. Shared, read-only, by every worker (fontconfig is thread-safe; font maps are
/// not, so each `TextEngine` makes its own map from this configuration).
public final class FontConfiguration: @unchecked Sendable {
    /// Families Darkroom's text needs; start-up fails if any is missing.
    public static let requiredFamilies = ["Roboto", "Noto Sans Arabic", "Noto Sans Hebrew"]

    let config: OpaquePointer
    public let directory: String
    /// Font file name -> SHA-256, for the renderer fingerprint.
    public let fileHashes: [String: String]

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
        var hashes: [String: String] = [:]
        for file in files {
            let path = directory + "/" + file
            guard let data = try? BoundedFile.read(path), !data.isEmpty else {
                throw RenderError.fonts("font file \(path) cannot be read, is not a regular file, or is empty: restore it from git")
            }
            guard FcConfigAppFontAddFile(config, path) != 0 else {
                throw RenderError.fonts("font file \(path) is not a font fontconfig can load: restore it from git")
            }
            hashes[file] = Checksum.sha256Hex(Array(data))
        }
        fileHashes = hashes
        let available = Set(Self.families(in: config))
        for family in requiredFamilies where !available.contains(family) {
            throw RenderError.fonts("required font family \"\(family)\" is not in \(directory) (found: \(available.sorted().joined(separator: ", "))): add its .ttf file")
        }
    }

    deinit { FcConfigDestroy(config) }

    /// Family names of every face in the configuration's application font set.
    static func families(in config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var result: [String] = []
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                result.append(String(cString: value))
            }
        }
        return result
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
