import CDarkroom
#if canImport(Glibc)
import Glibc
#endif

/// librsvg's functions, from the library opened with `dlopen` the first time an icon is
/// parsed or the renderer's versions are read, never linked: linked, it brought ten more
/// shared libraries into every process start, about 4 ms (see shim.h), and most runs draw no
/// icon. Opened once per process; what fails to open is an error naming the library.
struct LibRSVG: @unchecked Sendable {
    let handleNewFromData: darkroom_rsvg_handle_new_from_data
    let handleGetIntrinsicSizeInPixels: darkroom_rsvg_handle_get_intrinsic_size_in_pixels
    let handleGetIntrinsicDimensions: darkroom_rsvg_handle_get_intrinsic_dimensions
    let handleRenderDocument: darkroom_rsvg_handle_render_document
    /// "major.minor.micro", from the library's own version variables.
    let version: String

    static let soname = "librsvg-2.so.2"

    /// The library, or why it could not be opened (a global's initialisation runs once, and is
    /// thread-safe).
    private static let opened: Result<LibRSVG, RenderError> = open(soname)

    /// - Throws: `RenderError.icon` saying why librsvg cannot be opened, and how to install it.
    static func functions() throws -> LibRSVG { try opened.get() }

    /// The library named `soname`, or why it cannot be used (internal for tests: a missing
    /// library, or one without librsvg's symbols).
    static func open(_ soname: String) -> Result<LibRSVG, RenderError> {
        func failure(_ why: String) -> Result<LibRSVG, RenderError> {
            .failure(.icon("librsvg, which draws icons, could not be opened (\(why)): install it with apt-get install librsvg2-2"))
        }
        guard let library = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else { return failure(String(cString: dlerror())) }
        var missing: [String] = []
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let address = dlsym(library, name) else { missing.append(name); return nil }
            return unsafeBitCast(address, to: type)
        }
        func number(_ name: String) -> UInt32? {
            guard let address = dlsym(library, name) else { missing.append(name); return nil }
            return address.load(as: UInt32.self)
        }
        let newFromData = symbol("rsvg_handle_new_from_data", as: darkroom_rsvg_handle_new_from_data.self)
        let sizeInPixels = symbol("rsvg_handle_get_intrinsic_size_in_pixels", as: darkroom_rsvg_handle_get_intrinsic_size_in_pixels.self)
        let dimensions = symbol("rsvg_handle_get_intrinsic_dimensions", as: darkroom_rsvg_handle_get_intrinsic_dimensions.self)
        let render = symbol("rsvg_handle_render_document", as: darkroom_rsvg_handle_render_document.self)
        let major = number("rsvg_major_version"), minor = number("rsvg_minor_version"), micro = number("rsvg_micro_version")
        guard let newFromData, let sizeInPixels, let dimensions, let render, let major, let minor, let micro else {
            return failure("\(soname) has no \(missing.joined(separator: ", "))")
        }
        return .success(LibRSVG(handleNewFromData: newFromData, handleGetIntrinsicSizeInPixels: sizeInPixels,
                                handleGetIntrinsicDimensions: dimensions, handleRenderDocument: render,
                                version: "\(major).\(minor).\(micro)"))
    }
}
