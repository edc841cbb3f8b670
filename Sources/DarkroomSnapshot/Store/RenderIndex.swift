import DarkroomFiles
import Foundation

/// `.darkroom-index` in a store (ignored by git): the key each snapshot was last rendered
/// with (`RenderKeys`), the stamps its PNG and sidecar had then, and the icons its Scene read
/// (part of the key). A rerun whose keys all match, and whose files still have those stamps
/// (a `stat`, no file opened), renders, reads and writes nothing. The key holds the renderer
/// build, so the file means nothing on another machine or after a rebuild: it is not committed.
///
/// The index is only a cache of the manifest, never a second truth: its header holds the
/// stamp of the `manifest.json` it was written beside, and a manifest that is missing,
/// replaced, edited or not a file makes the whole index worthless (step 2 of the render then
/// reads the manifest, and fails on one it cannot read). A stamp is size, modification time,
/// change time and inode: `touch -r` can put back a modification time, but the change time
/// is the kernel's, so a file rewritten at the same size and time is still seen.
///
/// Lines are bounded and validated; one that is not an entry is dropped, and an index that
/// held any such line, or more entries than its header says, is marked dirty so the render
/// rewrites it (compacted to the manifest's snapshots) rather than reading junk every run.
struct RenderIndex {
    static let fileName = ".darkroom-index"
    static let format = "darkroom-index 5"
    /// An index larger than this is not read (and is rewritten): a real one is about 300
    /// bytes per snapshot.
    static let maxBytes = 64 << 20
    /// A line longer than this is not an entry (a snapshot id, a key, two stamps, icon names).
    static let maxLineBytes = 4096

    /// Snapshot id -> "key png-stamp sidecar-stamp icons".
    var entries: [String: String] = [:]
    /// Set when the file held lines that are not entries, or a count that does not match.
    var isDirty = false

    init(entries: [String: String] = [:], isDirty: Bool = false) {
        self.entries = entries; self.isDirty = isDirty
    }

    /// The store's index, empty when there is none, it is of another format, or it was not
    /// written beside the manifest that is there now (`manifestStamp`, nil when there is none).
    static func read(from store: SnapshotStore, manifestStamp: String?) -> RenderIndex {
        guard let manifestStamp, let bytes = try? BoundedFile.read(store.path(fileName), limit: maxBytes) else {
            return RenderIndex(isDirty: true)
        }
        return bytes.withUnsafeBufferPointer { parse(file: $0, manifestStamp: manifestStamp) }
    }

    /// The index in `file`: a header, then one entry per line (blank lines are skipped).
    /// Lines are found with `memchr` rather than `split`, which calls a closure per byte and
    /// was a third of reading the index on every render.
    private static func parse(file: UnsafeBufferPointer<UInt8>, manifestStamp: String) -> RenderIndex {
        var rest = file[...]
        func nextLine() -> UnsafeBufferPointer<UInt8>? {
            while !rest.isEmpty {
                let start = rest.startIndex
                let end = memchr(file.baseAddress! + start, Int32(UInt8(ascii: "\n")), rest.count)
                    .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - file.baseAddress! } ?? rest.endIndex
                rest = file[min(end + 1, file.count)...]
                if end > start { return UnsafeBufferPointer(rebasing: file[start..<end]) }
            }
            return nil
        }
        guard let first = nextLine(), first.count <= maxLineBytes else { return RenderIndex(isDirty: true) }
        let header = String(decoding: first, as: UTF8.self).split(separator: " ")
        guard header.count == 4, header[0...1].joined(separator: " ") == format, header[2] == manifestStamp,
              let count = Int(header[3]) else {
            return RenderIndex(isDirty: true)
        }
        var index = RenderIndex()
        // An entry line takes at least 50 bytes (a 32-digit key, two stamps of three colons, an
        // id such as `a/b@1x`, "-", four spaces and the newline): the file holds at most
        // file.count / 50 lines, so reserving file.count / 64, whatever a header's count says, never
        // exceeds what it could hold.
        index.entries.reserveCapacity(min(count, file.count / 64))
        var lines = 0
        while let line = nextLine() {
            lines += 1
            guard line.count <= maxLineBytes, let (id, value) = parse(line) else { index.isDirty = true; continue }
            index.entries[id] = value
        }
        if index.entries.count != count || lines != count { index.isDirty = true }
        return index
    }

    /// An entry line split into id and value, or nil when it is not one:
    /// `<Darkroom id> <32 hex key> <stamp> <stamp> <icons or ->`. One pass over the bytes, no
    /// field arrays: every render reads thousands of these lines.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        // The four single spaces that separate the five fields.
        var spaces = (0, 0, 0, 0), found = 0
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: " ") {
            switch found {
            case 0: spaces.0 = i
            case 1: spaces.1 = i
            case 2: spaces.2 = i
            case 3: spaces.3 = i
            default: return nil
            }
            found += 1
        }
        guard found == 4 else { return nil }
        let id = UnsafeBufferPointer(rebasing: bytes[..<spaces.0])
        let key = bytes[(spaces.0 + 1)..<spaces.1]
        let icons = bytes[(spaces.3 + 1)...]
        guard key.count == 32, key.allSatisfy(isHex),
              isStamp(bytes[(spaces.1 + 1)..<spaces.2]), isStamp(bytes[(spaces.2 + 1)..<spaces.3]),
              !icons.isEmpty, icons.allSatisfy({ $0 > 0x20 && $0 != 0x7F }),
              Pruner.isSnapshotID(utf8: id) else { return nil }
        return (String(decoding: id, as: UTF8.self), String(decoding: bytes[(spaces.0 + 1)...], as: UTF8.self))
    }

    private static func isHex(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) || (0x61...0x66).contains(b) }

    /// `size:mtime:ctime:inode`, digits only.
    private static func isStamp(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var colons = 0
        for b in field {
            if b == UInt8(ascii: ":") { colons += 1 } else if !(0x30...0x39).contains(b) { return false }
        }
        return field.count <= 80 && colons == 3
    }

    /// The entry for a snapshot: its key, its files' stamps and the icons it read (comma
    /// separated, "-" for none), or nil when a file is missing.
    /// `written` holds the `stat` of a file the caller has just written, which is not looked
    /// up again.
    static func entry(key: String, store: SnapshotStore, paths: SnapshotPaths, icons: [String],
                      written: (png: stat?, sidecar: stat?) = (nil, nil)) -> String? {
        guard let png = written.png.flatMap(stamp) ?? stamp(store.path(paths.png)),
              let sidecar = written.sidecar.flatMap(stamp) ?? stamp(store.path(paths.sidecar)) else { return nil }
        return entry(key: key, png: png, sidecar: sidecar, icons: icons)
    }

    /// Whether `stored`, an entry read from the index, is the one `entry(key:store:paths:icons:)`
    /// gives now for snapshot `id`: the same key, each file's stamp as it is now, the same icon
    /// list. The files are stat'ed relative to `root`, an open descriptor of the store's folder
    /// (the kernel walks two path components instead of the whole absolute path), and every
    /// field is compared in place: building the fresh entry as strings (two stamps, the list,
    /// the line) was a fifth of vouching for a snapshot, twice per snapshot of a no-change rerun.
    static func vouches(_ stored: String, key: String, icons: [String], root: Int32, id: String) -> Bool {
        var stored = stored, key = key, id = id
        return stored.withUTF8 { line in
            key.withUTF8 { key in
                id.withUTF8 { id in
                    var rest = line[...]
                    // "<key> <png stamp> <sidecar stamp> <icons>"
                    guard skip(key, in: &rest), skip(space, in: &rest) else { return false }
                    var stamp: [UInt8] = []
                    stamp.reserveCapacity(80)
                    for suffix in SnapshotPaths.suffixes {
                        stamp.removeAll(keepingCapacity: true)
                        guard appendStamp(at: root, id, suffix, to: &stamp),
                              stamp.withUnsafeBufferPointer({ skip($0, in: &rest) }), skip(space, in: &rest) else { return false }
                    }
                    if icons.isEmpty { return skip(noIcons, in: &rest) && rest.isEmpty }
                    for (i, icon) in icons.enumerated() {
                        var icon = icon
                        guard i == 0 || skip(comma, in: &rest), icon.withUTF8({ skip($0, in: &rest) }) else { return false }
                    }
                    return rest.isEmpty
                }
            }
        }
    }

    private static let space: StaticString = " ", comma: StaticString = ",", noIcons: StaticString = "-"

    /// Drops `prefix` from the front of `rest` when `rest` starts with it.
    private static func skip(_ prefix: UnsafeBufferPointer<UInt8>, in rest: inout Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard rest.count >= prefix.count,
              prefix.isEmpty || memcmp(rest.base.baseAddress! + rest.startIndex, prefix.baseAddress!, prefix.count) == 0 else { return false }
        rest = rest.dropFirst(prefix.count)
        return true
    }

    private static func skip(_ prefix: StaticString, in rest: inout Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        skip(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount), in: &rest)
    }

    /// Appends the stamp of the file `<id><suffix>` in the folder open as `folder`; false when
    /// it is missing or not a regular file. The path is built on the stack, not as a `String`.
    private static func appendStamp(at folder: Int32, _ id: UnsafeBufferPointer<UInt8>, _ suffix: String, to out: inout [UInt8]) -> Bool {
        var suffix = suffix
        return suffix.withUTF8 { suffix in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: id.count + suffix.count + 1) { path in
                let bytes = UnsafeMutableRawBufferPointer(path)
                bytes.copyMemory(from: UnsafeRawBufferPointer(id))
                UnsafeMutableRawBufferPointer(rebasing: bytes[id.count...]).copyMemory(from: UnsafeRawBufferPointer(suffix))
                path[id.count + suffix.count] = 0
                var info = stat()
                guard fstatat(folder, path.baseAddress!, &info, 0) == 0 else { return false }
                return appendStamp(info, to: &out)
            }
        }
    }

    private static func entry(key: String, png: String, sidecar: String, icons: [String]) -> String {
        let list = icons.isEmpty ? "-" : icons.joined(separator: ",")
        var entry = key
        entry.reserveCapacity(key.utf8.count + png.utf8.count + sidecar.utf8.count + list.utf8.count + 3)
        entry += " "; entry += png; entry += " "; entry += sidecar; entry += " "; entry += list
        return entry
    }

    /// The icons an entry lists. (A name with a comma or space reads back differently, so
    /// its key never matches and the snapshot is simply rendered again.)
    /// The list is found in the UTF-8 bytes: `lastIndex(of:)` walks `Character`s, testing
    /// grapheme boundaries, on every snapshot of a no-change rerun.
    static func icons(in entry: String) -> [String] {
        var entry = entry
        return entry.withUTF8 { bytes in
            guard let space = bytes.lastIndex(of: UInt8(ascii: " ")) else { return [] }
            let list = bytes[(space + 1)...]
            if list.count == 1 && list.first == UInt8(ascii: "-") { return [] }
            return list.split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Size, modification time, change time (ns) and inode of a regular file, from `stat`
    /// alone; nil when it is missing or not a regular file.
    static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return stamp(info)
    }

    /// The stamp of a regular file's `stat`; nil for anything else.
    static func stamp(_ info: stat) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(80)
        return appendStamp(info, to: &out) ? String(decoding: out, as: UTF8.self) : nil
    }

    /// Appends the stamp of a regular file's `stat`; false for anything else.
    private static func appendStamp(_ info: stat, to out: inout [UInt8]) -> Bool {
        guard (info.st_mode & S_IFMT) == S_IFREG else { return false }
        appendStamp(size: Int64(info.st_size), modified: info.st_mtim, changed: info.st_ctim, inode: UInt64(info.st_ino), to: &out)
        return true
    }

    /// "size:mtime:ctime:inode", each time in nanoseconds (seconds, then nine digits).
    static func stamp(size: Int64, modified: timespec, changed: timespec, inode: UInt64) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(80)
        appendStamp(size: size, modified: modified, changed: changed, inode: inode, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The stamp written as bytes into one buffer: interpolating and joining made a dozen small
    /// strings per stamp, two stamps per snapshot of a no-change rerun.
    private static func appendStamp(size: Int64, modified: timespec, changed: timespec, inode: UInt64, to out: inout [UInt8]) {
        appendDecimal(size, to: &out)
        for time in [modified, changed] {
            out.append(UInt8(ascii: ":"))
            appendDecimal(Int64(time.tv_sec), to: &out)
            // Nanoseconds padded to nine digits.
            appendDecimal(UInt64(clamping: time.tv_nsec), minimumDigits: 9, to: &out)
        }
        out.append(UInt8(ascii: ":"))
        appendDecimal(inode, to: &out)
    }

    /// `value` in decimal, as `String(value)` spells it.
    private static func appendDecimal(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude, to: &out)
    }

    /// `value` in decimal, with leading zeros up to `minimumDigits`. The digits go into a
    /// buffer on the stack and are appended at once: appending and reversing digit by digit
    /// took about 950 instructions a number (callgrind, a cold render of the catalogue).
    private static func appendDecimal(_ value: UInt64, minimumDigits: Int = 1, to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value, first = 20
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0 || 20 - first < min(minimumDigits, 20)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// Writes the entries whose ids are in `keep` (the manifest's snapshots), sorted so the
    /// same index is the same bytes, under a header naming the manifest as it is now; only
    /// when that differs from what was read.
    func write(to store: SnapshotStore, keeping keep: Set<String>, previous: RenderIndex, manifestStamp: String?) throws {
        let kept = entries.filter { keep.contains($0.key) }
        let path = store.path(Self.fileName)
        guard let manifestStamp else {
            // No manifest to be a cache of: an index would vouch for nothing.
            unlink(path)
            return
        }
        let header = "\(Self.format) \(manifestStamp) \(kept.count)"
        let text = ([header] + kept.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }).joined(separator: "\n") + "\n"
        if !previous.isDirty, kept == previous.entries,
           let old = try? BoundedFile.read(path, limit: Self.maxBytes), old.elementsEqual(text.utf8) { return }
        try store.write(Array(text.utf8), to: Self.fileName)
    }
}
