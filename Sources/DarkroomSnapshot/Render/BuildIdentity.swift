import DarkroomFiles
import DarkroomRaster
import Foundation

/// Which build of the renderer is running: a rebuilt renderer may paint the same Scene
/// differently, so incremental runs must not trust what another build made.
///
/// The identity is the ELF build ID the linker writes into the executable (a hash of the
/// linked output, in the `NT_GNU_BUILD_ID` note), read from a few hundred bytes of
/// `/proc/self/exe` instead of hashing the whole 10 MB file (about 30 ms, paid by every
/// run before its first image). Without a build ID (another linker, another OS) it falls
/// back to the SHA-256 of the executable. Layouts: ELF-64 header, program headers and
/// notes as in the System V ABI (gABI chapters 4 and 5, "Note Section").
enum BuildIdentity {
    static let current: String = elfBuildID(path: "/proc/self/exe").map { "elf-build-id:" + $0 }
        ?? Checksum.sha256Hex(ofFile: "/proc/self/exe").map { "sha256:" + $0 }
        ?? "unknown-executable"

    /// The hex build ID of a 64-bit little-endian ELF file, or nil if it has none.
    /// Every read is bounded: at most 64 program headers and 4 KB of notes per segment.
    static func elfBuildID(path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let header = read(fd, at: 0, count: 64), header.count == 64,
              header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,  // "\u{7F}ELF"
              header[4] == 2, header[5] == 1 else { return nil }  // 64-bit, little-endian
        let phoff = Int(header.le(UInt64.self, at: 32))
        let phentsize = Int(header.le(UInt16.self, at: 54))
        let phnum = Int(header.le(UInt16.self, at: 56))
        guard phentsize >= 56, phnum <= 64, let table = read(fd, at: phoff, count: phentsize * phnum) else { return nil }
        for i in 0..<phnum {
            let entry = i * phentsize
            guard table.le(UInt32.self, at: entry) == 4 else { continue }  // PT_NOTE
            let offset = Int(table.le(UInt64.self, at: entry + 8))
            let size = min(Int(table.le(UInt64.self, at: entry + 32)), 4096)
            guard let notes = read(fd, at: offset, count: size) else { continue }
            if let id = buildIDNote(in: notes) { return id }
        }
        return nil
    }

    /// Walks the notes of one segment: namesz, descsz, type, then name and desc, each
    /// padded to 4 bytes. The build ID is type 3 (`NT_GNU_BUILD_ID`) with name "GNU".
    private static func buildIDNote(in notes: [UInt8]) -> String? {
        var p = 0
        while p + 12 <= notes.count {
            let nameSize = Int(notes.le(UInt32.self, at: p)), descSize = Int(notes.le(UInt32.self, at: p + 4))
            let type = notes.le(UInt32.self, at: p + 8)
            let name = p + 12, desc = name + ((nameSize + 3) & ~3)
            guard desc + descSize <= notes.count else { return nil }
            if type == 3, nameSize == 4, notes[name..<name + 3].elementsEqual("GNU".utf8), descSize > 0 {
                return LowercaseHex.string(notes[desc..<desc + descSize])
            }
            p = desc + ((descSize + 3) & ~3)
        }
        return nil
    }

    private static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count > 0, count <= 1 << 16 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
        return n == count ? bytes : nil
    }
}

private extension Array where Element == UInt8 {
    /// The little-endian integer at `offset`; 0 when it would run past the end.
    func le<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, offset + size <= count else { return 0 }
        var value: T = 0
        for i in 0..<size { value |= T(self[offset + i]) << (8 * i) }
        return value
    }
}
