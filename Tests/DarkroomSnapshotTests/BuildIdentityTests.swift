import Foundation
import Testing
@testable import DarkroomSnapshot

/// The renderer's build identity: the ELF build ID, read from a few hundred bytes.
@Suite struct BuildIdentityTests {
    /// An ELF-64 header, one PT_NOTE program header, and two notes: an ABI tag, then the build ID.
    static func elf(buildID: [UInt8]) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        func note(type: UInt32, name: String, desc: [UInt8]) -> [UInt8] {
            var n = Array(name.utf8) + [0]
            while n.count % 4 != 0 { n.append(0) }
            var d = desc
            while d.count % 4 != 0 { d.append(0) }
            return le(UInt32(name.utf8.count + 1)) + le(UInt32(desc.count)) + le(type) + n + d
        }
        let notes = note(type: 1, name: "GNU", desc: [0, 0, 0, 0, 3, 0, 0, 0]) + note(type: 3, name: "GNU", desc: buildID)
        var header = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 24)
        header += le(UInt64(64))                                       // e_phoff
        header += [UInt8](repeating: 0, count: 54 - header.count)
        header += le(UInt16(56)) + le(UInt16(1))                       // e_phentsize, e_phnum
        header += [UInt8](repeating: 0, count: 64 - header.count)
        let program = le(UInt32(4)) + le(UInt32(4)) + le(UInt64(120)) + le(UInt64(0)) + le(UInt64(0))
            + le(UInt64(notes.count)) + le(UInt64(notes.count)) + le(UInt64(4))
        return header + program + notes
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = try Workspace("buildid").root + "/\(name)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the build ID note is found after other notes and written as hex")
    func syntheticELF() throws {
        let path = try write(Self.elf(buildID: [0xDE, 0xAD, 0xBE, 0xEF, 0x01]), "good")
        #expect(BuildIdentity.elfBuildID(path: path) == "deadbeef01")
    }

    @Test("files that are not ELF, or end inside their notes, have no build ID")
    func malformed() throws {
        let good = Self.elf(buildID: [1, 2, 3, 4])
        #expect(BuildIdentity.elfBuildID(path: try write(Array("#!/bin/sh\n".utf8), "script")) == nil)
        #expect(BuildIdentity.elfBuildID(path: try write(Array(good.prefix(good.count - 2)), "truncated")) == nil)
        #expect(BuildIdentity.elfBuildID(path: try write(Array(good.prefix(40)), "header")) == nil)
        #expect(BuildIdentity.elfBuildID(path: "/nonexistent/darkroom") == nil)
    }

    @Test("this test binary has a build ID, and it is the running build's identity")
    func running() {
        let id = BuildIdentity.elfBuildID(path: "/proc/self/exe")
        #expect(id.map { $0.count >= 16 && $0.allSatisfy(\.isHexDigit) } == true, "\(String(describing: id))")
        #expect(BuildIdentity.current == "elf-build-id:" + (id ?? ""))
    }
}
