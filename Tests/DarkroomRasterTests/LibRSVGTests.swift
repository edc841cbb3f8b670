import Testing
@testable import DarkroomRaster

/// librsvg opened with dlopen (`LibRSVG`): the real one, and the errors when it cannot be used.
@Suite struct LibRSVGTests {
    @Test("the installed librsvg opens, with every function and its version")
    func opens() throws {
        let rsvg = try LibRSVG.open(LibRSVG.soname).get()
        #expect(rsvg.version.split(separator: ".").count == 3 && rsvg.version.hasPrefix("2."), "\(rsvg.version)")
    }

    @Test("a library that is not there is an icon error naming it and the package to install")
    func missingLibrary() {
        guard case .failure(let error) = LibRSVG.open("librsvg-does-not-exist.so.9") else {
            Issue.record("a missing library opened"); return
        }
        #expect("\(error)".contains("librsvg-does-not-exist.so.9") && "\(error)".contains("apt-get install librsvg2-2"), "\(error)")
    }

    @Test("a library without librsvg's functions is an error listing what is missing")
    func wrongLibrary() {
        guard case .failure(let error) = LibRSVG.open("libz.so.1") else {
            Issue.record("zlib passed for librsvg"); return
        }
        #expect("\(error)".contains("libz.so.1 has no rsvg_handle_new_from_data"), "\(error)")
        #expect("\(error)".contains("rsvg_major_version"), "\(error)")
    }
}
