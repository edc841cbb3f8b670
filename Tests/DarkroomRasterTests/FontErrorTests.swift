import Foundation
import Testing
@testable import DarkroomRaster

/// A broken font folder fails at start-up with a message naming the folder or family,
/// instead of drawing hex boxes later.
@Suite struct FontErrorTests {
    static func fontsError(_ directory: String) -> String? {
        do {
            _ = try FontConfiguration(directory: directory)
            return nil
        } catch RenderError.fonts(let message) {
            return message
        } catch {
            return "unexpected error \(error)"
        }
    }

    /// Copies the bundled font files whose names pass `keep` into a fresh folder.
    static func folder(with keep: (String) -> Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("darkroom-fonts")
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixture.fontsDirectory).filter(keep)
        for file in files {
            try FileManager.default.copyItem(atPath: Fixture.fontsDirectory + "/" + file, toPath: folder.path + "/" + file)
        }
        return folder
    }

    // A folder that does not exist.
    @Test func missingFolderNamesTheFolder() throws {
        let path = NSTemporaryDirectory() + "darkroom-no-such-fonts-" + UUID().uuidString
        let message = try #require(Self.fontsError(path))
        #expect(message.contains(path), "\(message)")
    }

    // A folder with no font files at all (only a README).
    @Test func emptyFolderNamesTheFolder() throws {
        let folder = try TemporaryFolder("darkroom-fonts-empty")
        try "not a font".write(toFile: folder.path + "/README.md", atomically: true, encoding: .utf8)
        let message = try #require(Self.fontsError(folder.path))
        #expect(message.contains(folder.path), "\(message)")
    }

    // Only Roboto: the Arabic and Hebrew families are missing; the first is named.
    @Test func folderWithoutNotoNamesTheMissingFamily() throws {
        let folder = try Self.folder { $0.hasPrefix("Roboto") && $0.hasSuffix(".ttf") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 18, "Roboto's eighteen faces")
        let message = try #require(Self.fontsError(folder.path))
        #expect(message.contains("Noto Sans Arabic"), "\(message)")
        #expect(message.contains(folder.path), "\(message)")
    }

    // Only the Noto faces: Roboto is missing and named.
    @Test func folderWithoutRobotoNamesRoboto() throws {
        let folder = try Self.folder { $0.hasPrefix("Noto") && $0.hasSuffix(".ttf") }
        let message = try #require(Self.fontsError(folder.path))
        #expect(message.contains("\"Roboto\""), "\(message)")
    }

    // A .ttf that is not a font is named by its path.
    @Test func corruptFontFileIsNamed() throws {
        let folder = try Self.folder { $0.hasSuffix(".ttf") }
        let bad = folder.path + "/Broken-Regular.ttf"
        try "definitely not a TrueType file".write(toFile: bad, atomically: true, encoding: .utf8)
        let message = try #require(Self.fontsError(folder.path))
        #expect(message.contains(bad), "\(message)")
    }

    // The complete copy loads: the failures above come from what was left out.
    @Test func completeCopyLoads() throws {
        let folder = try Self.folder { $0.hasSuffix(".ttf") }
        #expect(Self.fontsError(folder.path) == nil)
    }
}
