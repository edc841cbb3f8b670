#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DarkroomFiles
import Foundation

/// The only way the gallery and docs touch the disk for writing.
///
/// Every path is relative to `root` and checked first (no `..`, not absolute, no symlinked
/// folder on the way), so nothing lands outside the output folder whatever the catalogue
/// says. Every file is written to a temp file in its own folder and renamed over the target,
/// so a reader (or a static host syncing the folder) never sees half a file.
final class OutputFolder {
    let root: String
    private var counter = 0
    private var madeDirectories: Set<String> = []
    /// Files written or copied, for the summary.
    private(set) var filesWritten = 0

    init(root: String) throws {
        var r = root
        while r.count > 1 && r.hasSuffix("/") { r.removeLast() }
        self.root = r
        try makeDirectory(r, label: r)
    }

    /// Checks a relative path from the catalogue or a report (`PathSegments.plain`, and no
    /// backslash, which a browser reads as a separator) and returns its segments.
    static func checkedSegments(_ relative: String) throws -> [String] {
        guard !relative.utf8.contains(UInt8(ascii: "\\")), let segments = PathSegments.plain(relative) else { throw GalleryError.unsafePath(relative) }
        return segments
    }

    /// Checks a path a report names (`checkedSegments`) and that nothing on it below `root`
    /// is a symbolic link: a report is a downloaded artifact, and a link in it would copy any
    /// file on this machine (an SSH key) into a site that is then published.
    static func refuseLinks(below root: String, _ relative: String) throws {
        var path = root
        for segment in try checkedSegments(relative) {
            path += "/" + segment
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                throw GalleryError.unreadable(path: path, reason: "it is a symbolic link, and a report's files are not followed anywhere else; run verify --report again to get plain files")
            }
        }
    }

    func write(_ text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    func write(_ bytes: [UInt8], to relative: String) throws {
        let (target, temp) = try prepare(relative)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temp))
        } catch {
            unlink(temp)
            throw GalleryError.unwritable(path: target, reason: "\(error.localizedDescription)")
        }
        try commit(temp, to: target)
    }

    /// Puts a copy of `source` (an absolute or working-directory path) at `relative`: a hard
    /// link where the file system allows it, else a byte copy. Either way via temp + rename.
    func copy(from source: String, to relative: String) throws {
        let (target, temp) = try prepare(relative)
        var info = stat()
        guard stat(source, &info) == 0 else {
            throw GalleryError.unreadable(path: source, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw GalleryError.unreadable(path: source, reason: "not a regular file")
        }
        if link(source, temp) != 0 {
            guard let data = FileManager.default.contents(atPath: source) else {
                throw GalleryError.unreadable(path: source, reason: "cannot open for reading")
            }
            do { try data.write(to: URL(fileURLWithPath: temp)) } catch {
                unlink(temp)
                throw GalleryError.unwritable(path: target, reason: "\(error.localizedDescription)")
            }
        }
        try commit(temp, to: target)
    }

    // MARK: - Internals

    private func prepare(_ relative: String) throws -> (target: String, temp: String) {
        let segments = try Self.checkedSegments(relative)
        var dir = root
        for segment in segments.dropLast() {
            dir += "/" + segment
            try makeDirectory(dir, label: dir)
        }
        counter += 1
        let name = segments.last!
        let temp = "\(dir)/.\(name).tmp-\(getpid())-\(counter)"
        return ("\(root)/\(relative)", temp)
    }

    private func commit(_ temp: String, to target: String) throws {
        guard rename(temp, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw GalleryError.unwritable(path: target, reason: reason)
        }
        // rename() between two links to the same file does nothing and leaves the temp name:
        // that happens when a previous build already hard-linked this very store file.
        unlink(temp)
        filesWritten += 1
    }

    /// mkdir -p for one level, refusing a symlink where a folder should be: following it could
    /// put files outside the output folder.
    private func makeDirectory(_ path: String, label: String) throws {
        if madeDirectories.contains(path) { return }
        var info = stat()
        // The root may be a symlink the user chose; below it, only real folders.
        let found = path == root ? stat(path, &info) : lstat(path, &info)
        if found == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw GalleryError.unwritable(path: label, reason: "exists and is not a folder")
            }
        } else {
            // Create parents of the root itself as needed (the root is the user's choice).
            if path == root {
                do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                    throw GalleryError.unwritable(path: label, reason: "\(error.localizedDescription)")
                }
            } else if mkdir(path, 0o755) != 0 && errno != EEXIST {
                throw GalleryError.unwritable(path: label, reason: String(cString: strerror(errno)))
            }
        }
        madeDirectories.insert(path)
    }
}
